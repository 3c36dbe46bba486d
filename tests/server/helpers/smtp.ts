import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One mail as it reached the test's SMTP server. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  /** The message as sent (headers and body), decoded as latin1 so every byte survives. */
  raw: string;
}

/** How the server answers RCPT TO: accepts, or refuses with this code and text. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface TestSmtp {
  port: number;
  /** Every mail accepted so far, in arrival order. */
  mails: ReceivedMail[];
  /** Resolves with the first mail (already here or still to come) that matches. */
  waitFor(
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Refuses every recipient with this answer (451: try later; 550: refused), or accepts again with null. */
  refuse(answer: SmtpRefusal | null): void;
  /** Down: each recipient refused with 451, as a server that cannot take mail now. */
  setDown(down: boolean): void;
  /** Stops listening (connections then fail at once), keeping the port for start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export interface StartSmtpOptions {
  /** Refuse from the start. */
  refuse?: SmtpRefusal;
  /** A fixed port (default: a random free one). */
  port?: number;
  /** Waits this long before accepting each mail (a slow server). */
  slowMs?: number;
}

const DOWN: SmtpRefusal = {
  code: 451,
  message: '4.3.0 Mail server temporarily unavailable',
};

function refusalError(answer: SmtpRefusal): Error {
  const err = new Error(answer.message) as Error & { responseCode: number };
  err.responseCode = answer.code;
  return err;
}

/**
 * A real SMTP server on 127.0.0.1 without auth or TLS that keeps each mail it
 * accepts, parsed by mailparser. Stop it in afterAll with `stop()`.
 */
export async function startSmtp(
  opts: StartSmtpOptions = {},
): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: SmtpRefusal | null = opts.refuse ?? null;

  const make = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 500,
      onRcptTo(_address, _session, callback) {
        callback(refusal ? refusalError(refusal) : undefined);
      },
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const slow = new Promise((r) => setTimeout(r, opts.slowMs ?? 0));
          slow
            .then(() => simpleParser(bytes))
            .then(
              (parsed) => {
                const from = session.envelope.mailFrom;
                mails.push({
                  envelope: {
                    from: from ? from.address : '',
                    to: session.envelope.rcptTo.map((r) => r.address),
                  },
                  parsed,
                  raw: bytes.toString('latin1'),
                });
                for (const wake of waiters) wake();
                callback();
              },
              (err: Error) => callback(err),
            );
        });
      },
    });

  let server = make();
  let port = opts.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    mails,
    waitFor(predicate, timeoutMs = 20_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = mails.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms (${mails.length} received)`,
            ),
          );
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    refuse(answer) {
      refusal = answer;
    },
    setDown(down) {
      refusal = down ? DOWN : null;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen();
    },
  };
}
