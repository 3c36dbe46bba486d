import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Lists and pages may be kept by browsers and proxies this long. */
export const PUBLIC_MAX_AGE = 60;

/** Whether a serialised JSON answer is a success (`code: 200`, first field). */
export function isSuccessBody(body: string): boolean {
  return /^\{"code":200[,}]/.test(body);
}

/**
 * HTTP caching for the public GET answers of this scope:
 * `Cache-Control: public, max-age=60` on every successful JSON answer and
 * on a 304, unless the route set its own (a record page says `no-cache` so
 * each visit reaches the view counter). Error answers (`code` ≠ 200, e.g.
 * not found) are never stored and carry no ETag. The ETag itself and the
 * 304 on a matching If-None-Match come from @fastify/etag, whose hook runs
 * before this one (plugins/http/compression.ts).
 */
export function registerHttpCache(app: FastifyInstance) {
  app.addHook(
    'onSend',
    async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
      const keep = () => {
        if (!reply.getHeader('Cache-Control')) {
          reply.header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE}`);
        }
      };
      if (reply.statusCode === 304) {
        keep();
        return payload;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        return payload;
      }
      if (!isSuccessBody(payload)) {
        reply.header('Cache-Control', 'no-store');
        reply.removeHeader('ETag');
        return payload;
      }
      keep();
      return payload;
    },
  );
}
