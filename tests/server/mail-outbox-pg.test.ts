/**
 * Two app instances on one PostgreSQL database, as behind a load balancer,
 * both outbox workers running: every mail reaches the SMTP server exactly
 * once, and a mail whose sender died mid-send (its lease run out) is sent by
 * the other. Runs in the PostgreSQL pass.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresMode } from './helpers/app.js';
import { startInstances } from './helpers/instances.js';
import { startSmtp, type TestSmtp } from './helpers/smtp.js';
import { useTestSmtp, waitForOutbox } from './helpers/outbox.js';

describe.skipIf(!isPostgresMode())(
  'mail outbox with two instances on one PostgreSQL',
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let close: () => Promise<void>;
    let smtp: TestSmtp;

    beforeAll(async () => {
      // A slow server keeps both workers busy at the same time.
      smtp = await startSmtp({ slowMs: 30 });
      ({ a, b, close } = await startInstances({
        options: () => ({ mailPollMs: 100 }),
      }));
      await useTestSmtp(a, smtp);
    }, 180_000);

    afterAll(async () => {
      await close?.();
      await smtp?.stop();
    });

    it('sends each of 20 mails exactly once with both workers running', async () => {
      // Queued in one transaction, so that neither instance is woken first.
      const queued = await a.repos.transaction(async (_r, tx) => {
        const out = [];
        for (let i = 1; i <= 20; i++) {
          out.push(
            await a.services.mail.enqueue(
              {
                kind: 'staffNotice',
                to: `staff${i}@example.jp`,
                subject: `新着のお問い合わせ ${i}`,
                text: `受付番号: ${String(i).padStart(6, '0')}`,
              },
              tx,
            ),
          );
        }
        return out;
      });
      a.services.mail.wake();
      b.services.mail.wake();
      for (const q of queued) {
        await waitForOutbox(a, q.mailId, (s) => s.status === 'sent', 30_000);
      }
      // Anything sent twice would have arrived by the time all are marked sent.
      const ids = smtp.mails.map((m) => m.parsed.messageId);
      for (const q of queued) {
        expect(ids.filter((id) => id === q.messageId)).toHaveLength(1);
      }
      const attempts = await a.db.query<{ n: number }>(
        'SELECT attempts AS n FROM sys_mail_outbox WHERE mail_id = ANY($1::bigint[])',
        [queued.map((q) => q.mailId)],
      );
      expect(attempts.map((r) => r.n)).toEqual(Array(20).fill(1));
    });

    it('sends a mail whose lease ran out (its worker died) once more, exactly once', async () => {
      // Committed as the dead worker left it: never seen queued, so no
      // worker sends it before it is marked as taken.
      const { mailId, messageId } = await a.repos.transaction(
        async (_r, tx) => {
          const queued = await a.services.mail.enqueue(
            {
              kind: 'reply',
              to: 'visitor@example.jp',
              subject: 'Re: お問い合わせの件',
              text: '返信',
            },
            tx,
          );
          await tx.query(
            `UPDATE sys_mail_outbox SET status = 'sending', attempts = 1,
               lease_until = localtimestamp(3) - interval '1 second'
             WHERE mail_id = $1`,
            [queued.mailId],
          );
          return queued;
        },
      );
      a.services.mail.wake();
      b.services.mail.wake();
      const sent = await waitForOutbox(a, mailId, (s) => s.status === 'sent');
      expect(sent.attempts).toBe(2);
      expect(
        smtp.mails.filter((m) => m.parsed.messageId === messageId),
      ).toHaveLength(1);
    });
  },
);
