import type { FastifyInstance } from 'fastify';
import type { TestSmtp } from './smtp.js';

/** The outbox row of a mail, as the tests read it. */
export interface OutboxState {
  status: string;
  attempts: number;
  lastError: string | null;
  /** Milliseconds from now (the database's clock) to the next attempt. */
  dueInMs: number;
  sentTime: string | null;
}

/** Points the app's SMTP settings at the test server (plain, no auth). */
export async function useTestSmtp(
  app: FastifyInstance,
  smtp: Pick<TestSmtp, 'port'>,
  sender = 'info@example.co.jp',
  senderName = '株式会社サンプル',
): Promise<void> {
  await app.db.query(
    `UPDATE sys_mail_setting SET host = '127.0.0.1', port = $1,
       tls_mode = 'none', username = '', password_enc = '', sender = $2,
       sender_name = $3 WHERE setting_id = 1`,
    [smtp.port, sender, senderName],
  );
}

export async function outboxState(
  app: FastifyInstance,
  mailId: number,
): Promise<OutboxState> {
  const row = await app.db.one<OutboxState>(
    `SELECT status, attempts, last_error AS "lastError",
            (extract(epoch FROM next_attempt_time - localtimestamp(3)) * 1000)::float8
              AS "dueInMs",
            sent_time AS "sentTime"
       FROM sys_mail_outbox WHERE mail_id = $1`,
    [mailId],
  );
  if (!row) throw new Error(`mail ${mailId} not in the outbox`);
  return { ...row, dueInMs: Number(row.dueInMs) };
}

/** Polls the outbox row until `done` holds for it (the worker runs on its own timer). */
export async function waitForOutbox(
  app: FastifyInstance,
  mailId: number,
  done: (s: OutboxState) => boolean,
  timeoutMs = 20_000,
): Promise<OutboxState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await outboxState(app, mailId);
    if (done(s)) return s;
    if (Date.now() > until) {
      throw new Error(`mail ${mailId} still ${JSON.stringify(s)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Makes the next attempt of a mail due now (instead of waiting its pause) and wakes the worker. */
export async function dueNow(
  app: FastifyInstance,
  mailId: number,
): Promise<void> {
  await app.db.query(
    `UPDATE sys_mail_outbox SET next_attempt_time = localtimestamp(3)
      WHERE mail_id = $1`,
    [mailId],
  );
  app.services.mail.wake();
}
