import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
} from 'fastify';
import type { Kv } from './kv/index.js';
import { RedisKv } from './kv/index.js';
import { registerApiDocs } from './plugins/http/api-docs.js';
import compressionPlugin from './plugins/http/compression.js';
import { frameworkErrors } from './plugins/app/errors.js';
import { registerAuthHook } from './plugins/app/auth.js';
import { registerFolder } from './plugins/folder.js';
import {
  BOOLEAN_KEYWORD_DEF,
  LABEL_KEYWORD,
  MESSAGE_KEYWORD,
} from './schemas/fields.js';
import sitePageRoutes from './routes/website/site-pages.js';
import type { SiteRenderModule } from './services/site-render/module.js';
import { ServiceError } from './errors.js';
import {
  silentSteps,
  type StartStep,
} from './services/infra/start-progress.js';
import { inlineScriptHashes } from './services/infra/inline-scripts.js';
import {
  trustFunction,
  type TrustProxy,
} from './services/infra/trust-proxy.js';
import './types.js';

export interface AppOptions {
  /** DATA_DIR: PGlite cluster (DATA_DIR/pgdata, locked) and the token secret. */
  dataDir?: string;
  /** DATABASE_URL: use this PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** REDIS_URL: kv in Redis instead of in-process. */
  redisUrl?: string;
  /** CAPTCHA_ENABLED (default true); false overrides sys.account.captchaEnabled. */
  captchaEnabled?: boolean;
  /** TOKEN_SECRET; else the install's secret kept in the database (generated once). */
  tokenSecret?: string;
  /** Built SPA to serve at `/` (null or missing folder = API only). */
  staticDir?: string | null;
  /** Tests: the public site's server render (src/website/ssr/entry-server.tsx). */
  siteRender?: SiteRenderModule;
  logger?: boolean;
  /** POST /login attempts per IP per minute (default 30). */
  loginRateLimit?: number;
  /** POST /website/contact sends per IP per 10 minutes (default 10). */
  contactRateLimit?: number;
  /**
   * Captcha answers, and contact form tokens, kept at once (default
   * 20,000 each): a new one replaces the oldest, none is ever refused.
   */
  issueSlots?: number;
  /** Upload root served at /profile (default DATA_DIR/profile). */
  profileDir?: string;
  /** Tests: start an in-memory PGlite from this dump (`dumpDataDir()`). */
  loadDataDir?: Blob;
  /** Tests: a ready kv instead of one made from redisUrl. */
  kv?: Kv;
  /** X-Forwarded-For hops to believe (services/infra/trust-proxy.ts). Default false. */
  trustProxy?: TrustProxy;
  /** Extra routes inside the authenticated API scope (tests, extensions). */
  routes?: FastifyPluginAsync;
  /** Tests: load generated route modules from here, not routes/generated/. */
  generatedRoutesDir?: string;
  /** DEMO_DATA (server.ts: default true): a database created now gets the demo quarter. */
  demoData?: boolean;
  /** MAIL_POLL_MS: how often the mail worker looks for due mail unwoken (default 15 s). */
  mailPollMs?: number;
  /** MEDIA_POLL_MS: how often the media worker looks for images to resize unwoken (default 15 s). */
  mediaPollMs?: number;
  /** Says each start step and its time (server.ts prints them); default silent. */
  progress?: StartStep;
}

const BODY_LIMIT = 1024 * 1024;
const PLUGINS_DIR = fileURLToPath(new URL('./plugins/app/', import.meta.url));
const ROUTES_DIR = fileURLToPath(new URL('./routes/', import.meta.url));

/** Builds the app, ready but not listening (tests use app.inject). */
export async function buildApp(
  opts: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Warnings and errors by default; LOG_LEVEL=info adds one line per request.
    logger: opts.logger ? { level: process.env.LOG_LEVEL ?? 'warn' } : false,
    bodyLimit: BODY_LIMIT,
    // Router refusals (too long a parameter, a bad %-escape) as {code, msg}.
    frameworkErrors,
    trustProxy: trustFunction(opts.trustProxy ?? false),
    // A fresh embedded database (initdb, migrations, seed with bcrypt) can
    // take longer than avvio's 10 s default on a busy two-core machine.
    pluginTimeout: 180_000,
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        // RuoYi's defaults (schemas/fields.ts withDefault) also fill null and ''.
        useDefaults: 'empty',
        removeAdditional: false,
        // parentSchema in errors, for the field labels of schemas/fields.ts
        verbose: true,
        keywords: [LABEL_KEYWORD, MESSAGE_KEYWORD, BOOLEAN_KEYWORD_DEF],
      },
    },
  });
  const staticDir =
    opts.staticDir && existsSync(resolve(opts.staticDir, 'index.html'))
      ? resolve(opts.staticDir)
      : null;
  app.decorate('appOptions', {
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    redisUrl: opts.redisUrl,
    captchaEnabled: opts.captchaEnabled ?? true,
    staticDir,
    siteRender: opts.siteRender,
    loginRateLimit: opts.loginRateLimit ?? 30,
    contactRateLimit: opts.contactRateLimit ?? 10,
  });

  try {
    // The app's own plugins (plugins/app/: i18n, errors, kv, db, services,
    // files, body parsing, operation log), each after those it depends on.
    await registerFolder(app, PLUGINS_DIR, { options: opts });

    // External plugins.
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(staticDir)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ['http:', 'https:'],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Served over plain HTTP on 127.0.0.1 by default.
      strictTransportSecurity: false,
      // No Cross-Origin-Opener-Policy: on the one document of the app it
      // forces a new browsing context group, i.e. a renderer process swap on
      // a cold load (measured: +20-30 ms to the sign-in page's first paint,
      // over the budget `npm run bench` holds it to). Windows the app opens get noopener, and
      // framing stays limited by frame-ancestors / X-Frame-Options.
      crossOriginOpenerPolicy: false,
    });
    await app.register(rateLimit, {
      global: false,
      nameSpace: 'rate_limit:',
      redis: app.kv instanceof RedisKv ? app.kv.client : undefined,
      errorResponseBuilder: () => new ServiceError(429, 'error.rateLimited'),
    });

    // The SPA (public), outside the authenticated scope; before compression,
    // so that its files are never compressed per request.
    if (staticDir) {
      await app.register(fastifyStatic, {
        root: staticDir,
        index: ['index.html'],
        wildcard: true,
        // Not the build's own folders (.vite manifests, the site's server
        // render in .ssr): 404 as for any missing file.
        dotfiles: 'ignore',
        // The build writes brotli and gzip copies beside its text files
        // (scripts/precompress): each is sent as the browser accepts. Files
        // without one are small or already compressed (images).
        preCompressed: true,
        setHeaders(res, sent) {
          const path = sent.replace(/\.(br|gz)$/, '');
          if (path.endsWith('.html')) {
            res.header('Cache-Control', 'no-cache');
          } else if (/[\\/]assets[\\/]/.test(path)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    } else if (!opts.siteRender) {
      app.get('/', async (_req, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send('Website management system API'),
      );
    }

    // Brotli/gzip and ETags (304) for every route from here on: the JSON API,
    // the pre-rendered pages, sitemap.xml and the API document.
    await app.register(compressionPlugin);

    // The OpenAPI document and Swagger UI (public, as upstream); before the
    // routes so that it sees every one of them.
    await registerApiDocs(app);

    // Pre-rendered public pages, sitemap.xml and robots.txt (public).
    await (opts.progress ?? silentSteps)(
      'site render',
      async () => {
        await app.register(sitePageRoutes);
      },
      () =>
        app.hasRoute({ method: 'GET', url: '/w' })
          ? 'public pages drawn by the server'
          : 'no site build: public pages not drawn by the server',
    );

    // API routes (routes/, by folder): every one passes the auth/permission
    // hook. The public pages are registered above; generated modules are
    // loaded by routes/generated.ts.
    await app.register(async (api) => {
      registerAuthHook(api);
      await registerFolder(api, ROUTES_DIR, {
        skip: ['generated'],
        options: { generatedRoutesDir: opts.generatedRoutesDir },
      });
      if (opts.routes) await api.register(opts.routes);
    });

    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
