import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { DataDirLockedError } from './db/index.js';
import { DEFAULT_ISSUE_SLOTS } from './services/infra/issue-slots.js';
import { DEFAULT_MAIL_POLL_MS } from './services/mail/worker.js';
import { DEFAULT_MEDIA_POLL_MS } from './services/media/worker.js';
import { duration, printedSteps } from './services/infra/start-progress.js';
import { parseTrustProxy } from './services/infra/trust-proxy.js';

/** The longest a shutdown may take before the process ends anyway. */
const SHUTDOWN_DEADLINE_MS = 4_000;

function envInt(name: string, fallback: number): number {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

async function main() {
  const started = performance.now();
  const port = envInt('PORT', 8080);
  const host = process.env.HOST || '127.0.0.1';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // Each start step as it begins and ends: a first start (database created
  // and seeded) is never a silent minute.
  const say = (line: string) => console.log(line);
  const step = printedSteps(say);
  say('Starting Website management system');
  const app = await buildApp({
    dataDir: resolve(process.env.DATA_DIR || './data'),
    databaseUrl,
    redisUrl: process.env.REDIS_URL || undefined,
    captchaEnabled: process.env.CAPTCHA_ENABLED !== 'false',
    tokenSecret: process.env.TOKEN_SECRET || undefined,
    loginRateLimit: envInt('LOGIN_RATE_LIMIT', 30),
    contactRateLimit: envInt('CONTACT_RATE_LIMIT', 10),
    issueSlots: envInt('ISSUE_SLOTS', DEFAULT_ISSUE_SLOTS),
    mailPollMs: envInt('MAIL_POLL_MS', DEFAULT_MAIL_POLL_MS),
    mediaPollMs: envInt('MEDIA_POLL_MS', DEFAULT_MEDIA_POLL_MS),
    staticDir: resolve(process.env.STATIC_DIR || 'dist'),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    demoData: process.env.DEMO_DATA !== 'false',
    progress: step,
    logger: true,
  });

  // A log line to a stdout nobody reads any more must not stop the server.
  process.stdout.on('error', () => undefined);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1); // a second signal: stop now
    closing = true;
    // Always end within a few seconds, whatever close waits for (a client
    // that never finishes its request, a log write that cannot complete).
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    try {
      app.log.info({ signal }, 'shutting down');
    } catch {
      // nowhere to log to
    }
    // checkpoints and closes the database, releases the lock
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await step(
    'listening',
    () => app.listen({ port, host }),
    () => `${host}:${port}`,
  );
  app.log.info(
    {
      database: databaseUrl ? 'postgresql' : 'pglite',
      kv: app.kv.kind,
      spa: app.appOptions.staticDir ?? 'not built (API only)',
    },
    'ready',
  );
  // The one line a newcomer needs (request logs: LOG_LEVEL=info).
  const base = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  const ready = duration(performance.now() - started);
  say(
    app.appOptions.staticDir
      ? `Website management system is running (ready in ${ready}).\n` +
          `  Admin:       ${base}/#/login\n` +
          `  Public site: ${base}/#/w`
      : `Website management system API is running at ${base} (no built SPA in STATIC_DIR; ready in ${ready})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Server failed to start:', err);
  }
  process.exit(1);
});
