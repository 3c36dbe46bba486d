/**
 * The public site's HTTP client: `fetch`, no token, answers in Japanese. It
 * keeps the API's `{code, msg}` envelope: a body whose `code` is not 200
 * rejects with that code, its `msg` and the body (the contact form reads
 * `errors` from it); the site shows its own messages (no admin toasts, no
 * axios, no i18n catalogue).
 */
import { BASE_API, REQUEST_TIMEOUT } from '@/config/env';
import type { SiteFetch } from '@/shared/site-render';

export type SiteErrorKind = 'business' | 'http' | 'network' | 'timeout';

/** Every rejection of the site's client. */
export class SiteRequestError extends Error {
  readonly kind: SiteErrorKind;
  /** Business code from the body (404: hidden, deleted or unknown). */
  readonly code?: number;
  /** HTTP status of a non-2xx answer. */
  readonly status?: number;
  /** The body the server sent, for business errors. */
  readonly body?: unknown;

  constructor(
    message: string,
    options: {
      kind: SiteErrorKind;
      code?: number;
      status?: number;
      body?: unknown;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'SiteRequestError';
    this.kind = options.kind;
    this.code = options.code;
    this.status = options.status;
    this.body = options.body;
  }
}

export function isSiteRequestError(error: unknown): error is SiteRequestError {
  return error instanceof SiteRequestError;
}

export type Query = Record<string, string | number | boolean | undefined>;

interface Call {
  method?: 'GET' | 'POST';
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  timeout?: number;
}

/** `url` (a path of the API) with its query, absolute for `fetch`. */
function address(url: string, query: Query = {}): string {
  const origin =
    typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const target = new URL(BASE_API + url, origin);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) target.searchParams.set(key, String(value));
  return target.href;
}

function codeOf(body: unknown): number {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const code = Number((body as { code: unknown }).code);
    if (Number.isFinite(code) && code !== 0) return code;
  }
  return 200;
}

// How a request goes out: `fetch`, or the server's own (server renders).
let send: SiteFetch = (url, init) => fetch(url, init);

/** A server render sends the site's requests to the server itself. */
export function setSiteFetch(fetcher: SiteFetch): void {
  send = fetcher;
}

/** One call; resolves with the body when its code is 200. */
export async function siteRequest<T>(url: string, call: Call = {}): Promise<T> {
  const { method = 'GET', query, body, timeout = REQUEST_TIMEOUT } = call;
  const headers: Record<string, string> = { 'Content-Language': 'ja' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await send(address(url, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    // By name: the DOMException may come from another realm.
    const timedOut = (error as { name?: unknown })?.name === 'TimeoutError';
    throw new SiteRequestError(timedOut ? 'timeout' : 'network error', {
      kind: timedOut ? 'timeout' : 'network',
      cause: error,
    });
  }
  if (!response.ok) {
    throw new SiteRequestError(`HTTP ${response.status}`, {
      kind: 'http',
      status: response.status,
    });
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch (error) {
    throw new SiteRequestError('not JSON', {
      kind: 'http',
      status: response.status,
      cause: error,
    });
  }
  const code = codeOf(data);
  if (code !== 200) {
    const msg = (data as { msg?: unknown }).msg;
    throw new SiteRequestError(typeof msg === 'string' ? msg : `code ${code}`, {
      kind: 'business',
      code,
      body: data,
    });
  }
  return data as T;
}
