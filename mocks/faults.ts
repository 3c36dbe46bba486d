/**
 * Fault injection for tests: each helper returns an msw handler to pass to
 * `server.use(...)`, overriding the normal handler for that call.
 *
 *   server.use(codeFault('get', '/getInfo', 500, 'Boom'));
 *   server.use(networkError('get', '/getInfo'));
 */
import { delay, http, HttpResponse } from 'msw';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'all';

const route = (path: string) => (path.startsWith('*') ? path : `*${path}`);

/** Answer `{code, msg}` (HTTP 200, as the server always does). */
export function codeFault(
  method: Method,
  path: string,
  code: number,
  msg = '',
) {
  return http[method](route(path), () => HttpResponse.json({ code, msg }));
}

/** Code 401 (session expired). Every matching call gets it, so two concurrent calls both do. */
export function sessionExpired(method: Method = 'all', path = '*') {
  return codeFault(
    method,
    path,
    401,
    'Authentication failed, system resources cannot be accessed',
  );
}

/** Code 500 business error. */
export const serverError = (
  method: Method,
  path: string,
  msg = 'Operation failed',
) => codeFault(method, path, 500, msg);

/** Code 601 warning. */
export const warning = (method: Method, path: string, msg = 'Warning') =>
  codeFault(method, path, 601, msg);

/** Any other code, 402 by default. */
export const otherCode = (
  method: Method,
  path: string,
  code = 402,
  msg = 'Payment required',
) => codeFault(method, path, code, msg);

/** The connection fails (axios: 'Network Error'). */
export function networkError(method: Method, path: string) {
  return http[method](route(path), () => HttpResponse.error());
}

/** Answer after `ms` (or never, with 'infinite'); pair with a short timeout. */
export function slow(
  method: Method,
  path: string,
  ms: number | 'infinite' = 'infinite',
  body: object = { code: 200, msg: 'ok' },
) {
  return http[method](route(path), async () => {
    await delay(ms);
    return HttpResponse.json(body);
  });
}

/** An HTTP status error (e.g. a proxy's 502). */
export function httpStatus(method: Method, path: string, status: number) {
  return http[method](route(path), () => new HttpResponse(null, { status }));
}

/** A file answer with the `download-filename` header (percent-encoded). */
export function blobFile(
  method: Method,
  path: string,
  options: { filename?: string; content?: string; type?: string } = {},
) {
  const {
    filename = 'report.xlsx',
    content = 'PK\u0003\u0004 fake xlsx',
    type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  } = options;
  return http[method](
    route(path),
    () =>
      new HttpResponse(content, {
        headers: {
          'Content-Type': type,
          'download-filename': encodeURIComponent(filename),
          'Content-Disposition': `attachment; filename=${encodeURIComponent(filename)}`,
        },
      }),
  );
}

/** A download that fails: a JSON `{code, msg}` instead of a file. */
export function blobJsonError(
  method: Method,
  path: string,
  code = 500,
  msg = 'Export failed',
) {
  return http[method](route(path), () =>
    HttpResponse.json(
      { code, msg },
      { headers: { 'Content-Type': 'application/json;charset=utf-8' } },
    ),
  );
}
