import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Lists and pages may be kept by browsers and proxies this long. */
export const PUBLIC_MAX_AGE = 60;

/** Whether a serialised JSON answer is a success (`code: 200`, first field). */
export function isSuccessBody(body: string): boolean {
  return /^\{"code":200[,}]/.test(body);
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}

/**
 * HTTP caching for the public GET answers of this scope: an ETag on every
 * successful JSON answer, 304 when the client already has it, and
 * `Cache-Control: public, max-age=60` unless the route set its own (a record
 * page says `no-cache` so each visit reaches the view counter). Error
 * answers (`code` ≠ 200, e.g. not found) are never stored.
 */
export function registerHttpCache(app: FastifyInstance) {
  app.addHook(
    'onSend',
    async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      if (!isSuccessBody(payload)) {
        reply.header('Cache-Control', 'no-store');
        return payload;
      }
      if (!reply.getHeader('Cache-Control')) {
        reply.header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE}`);
      }
      const etag = etagOf(payload);
      reply.header('ETag', etag);
      if (matches(req.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('Content-Type');
        reply.removeHeader('Content-Length');
        return '';
      }
      return payload;
    },
  );
}
