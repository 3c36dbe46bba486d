/**
 * The named interceptors of the one HTTP client, in their fixed order.
 * Request: token → form data → duplicate submit.
 * Response: envelope unwrap → code table → transport errors.
 */
import axios, {
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  REPEAT_SUBMIT_INTERVAL,
  REPEAT_SUBMIT_MAX_SIZE,
  TRANSPORT_ERROR_DURATION,
} from '@/config/env';
import { getToken } from '@/lib/auth-token';
import { feedback } from '@/lib/feedback';
import i18n, { getLanguage } from '@/lib/i18n';
import { codeMessage, tr } from './messages';
import { promptRelogin } from './session-expired';
import { RequestError } from './types';

/** Read a boolean header flag and remove it so it is never sent. */
function takeFlag(
  config: InternalAxiosRequestConfig,
  name: string,
): boolean | undefined {
  const value = config.headers.get(name);
  config.headers.delete(name);
  if (value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  return undefined;
}

// ---------------------------------------------------------------- request

/**
 * 1. Token: `Authorization: Bearer <token>` unless `isToken: false`;
 * language (the UI's, unless the call names one: the public site is `ja`).
 */
export function tokenInterceptor(
  config: InternalAxiosRequestConfig,
): InternalAxiosRequestConfig {
  const isToken = takeFlag(config, 'isToken');
  const token = getToken();
  if (token && isToken !== false) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  if (!config.headers.has('Content-Language')) {
    config.headers.set('Content-Language', i18n.language || getLanguage());
  }
  return config;
}

/**
 * 2. Multipart bodies: drop the instance's JSON content type so the browser
 * sets the multipart boundary (axios would otherwise JSON-encode FormData).
 */
export function formDataInterceptor(
  config: InternalAxiosRequestConfig,
): InternalAxiosRequestConfig {
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    config.headers.setContentType(false);
  }
  return config;
}

export const REPEAT_SUBMIT_KEY = 'sessionObj';

interface LastSubmit {
  url?: string;
  data?: string;
  time: number;
}

function serializeBody(data: unknown): string | undefined | null {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string') return data;
  if (data instanceof URLSearchParams) return data.toString();
  // Files and binary bodies are not compared (each upload is distinct).
  if (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  ) {
    return null;
  }
  return typeof data === 'object' ? JSON.stringify(data) : String(data);
}

function readLastSubmit(): LastSubmit | null {
  try {
    const raw = sessionStorage.getItem(REPEAT_SUBMIT_KEY);
    return raw ? (JSON.parse(raw) as LastSubmit) : null;
  } catch {
    return null;
  }
}

function writeLastSubmit(entry: LastSubmit): void {
  try {
    sessionStorage.setItem(REPEAT_SUBMIT_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or unavailable: the guard is best effort.
  }
}

/**
 * 3. Duplicate submit: a POST/PUT with the same url (query params included)
 * and body as the previous
 * one within 1000 ms is rejected, unless `repeatSubmit: false`. The last
 * submit is kept in sessionStorage (`sessionObj`) like RuoYi; bodies over
 * 5 MB and binary bodies are not checked.
 */
export function repeatSubmitInterceptor(
  config: InternalAxiosRequestConfig,
): InternalAxiosRequestConfig {
  const repeatSubmit = takeFlag(config, 'repeatSubmit');
  const method = (config.method ?? 'get').toLowerCase();
  if (repeatSubmit === false || (method !== 'post' && method !== 'put')) {
    return config;
  }
  const data = serializeBody(config.data);
  if (data === null) return config;
  if (data !== undefined && data.length >= REPEAT_SUBMIT_MAX_SIZE) {
    console.warn(
      `[${config.url}]: request body over 5 MB, duplicate-submit check skipped.`,
    );
    return config;
  }
  // Query params count as part of the url (RuoYi only adds them for GET, so
  // a corrected `createTable?sql=…` sent within a second was refused).
  const url =
    config.params && Object.keys(config.params).length > 0
      ? `${config.url}?${new URLSearchParams(config.params).toString()}`
      : config.url;
  const entry: LastSubmit = { url, data, time: Date.now() };
  const last = readLastSubmit();
  if (
    last &&
    last.url === entry.url &&
    last.data === entry.data &&
    entry.time - last.time < REPEAT_SUBMIT_INTERVAL
  ) {
    const message = tr('repeatSubmit');
    console.warn(`[${config.url}]: ${message}`);
    throw new RequestError(message, { kind: 'repeat', config });
  }
  writeLastSubmit(entry);
  return config;
}

// --------------------------------------------------------------- response

/** What the unwrap step hands to the code table. */
export interface Envelope {
  body: unknown;
  binary: boolean;
  response: AxiosResponse;
}

/** 1. Envelope unwrap: take the body; note binary (blob/arraybuffer) answers. */
export function unwrapEnvelope(response: AxiosResponse): Envelope {
  const type = response.config.responseType;
  return {
    body: response.data,
    binary: type === 'blob' || type === 'arraybuffer',
    response,
  };
}

function bodyCode(body: unknown): number {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const code = Number((body as { code: unknown }).code);
    if (Number.isFinite(code) && code !== 0) return code;
  }
  return 200;
}

/**
 * Whether a request was sent with the session the app holds now. A 401 to
 * one sent before the user logged out (its answer arriving after) says
 * nothing about the current session: no "log in again" prompt on top of the
 * sign-in page.
 */
function sentInCurrentSession(config: InternalAxiosRequestConfig): boolean {
  const sent = config.headers?.get?.('Authorization');
  if (typeof sent !== 'string') return true;
  const token = getToken();
  return !!token && sent === `Bearer ${token}`;
}

/**
 * 2. Code table: 200 resolves with the body (binary answers with the raw
 * data); 401 prompts re-login once and rejects as an invalid session; 500
 * error toast; 601 warning toast; any other code an error notification
 * titled with the message. All non-200 codes reject.
 */
export function codeTableInterceptor(envelope: Envelope): unknown {
  const { body, binary, response } = envelope;
  const { config } = response;
  const resolved = config.rawResponse ? response : body;
  if (binary) return resolved;
  const code = bodyCode(body);
  if (code === 200) return resolved;

  const quiet = config.skipErrorHandler === true;
  const msg = codeMessage(code, (body as { msg?: unknown }).msg);
  if (code === 401) {
    if (!quiet && sentInCurrentSession(config)) void promptRelogin();
    throw new RequestError(tr('sessionInvalid'), {
      kind: 'session',
      code,
      body,
      config,
    });
  }
  if (!quiet) {
    if (code === 500) feedback.error(msg);
    else if (code === 601) feedback.warning(msg);
    else feedback.notifyError(msg);
  }
  throw new RequestError(msg, { kind: 'business', code, body, config });
}

/**
 * 3. Transport errors: network error, timeout and HTTP status errors become
 * translated toasts shown for 5000 ms; the duplicate-submit rejection is
 * shown the same way. Business errors pass through untouched. Every
 * rejection is a RequestError.
 */
export function transportErrorInterceptor(error: unknown): never {
  if (error instanceof RequestError) {
    if (error.kind === 'repeat' && !error.config?.skipErrorHandler) {
      feedback.error(error.message, TRANSPORT_ERROR_DURATION);
    }
    throw error;
  }
  if (axios.isCancel(error)) throw error;
  if (!axios.isAxiosError(error)) {
    throw new RequestError(String((error as Error)?.message ?? error), {
      kind: 'unknown',
      cause: error,
    });
  }
  const raw = error.message ?? '';
  let message = raw;
  let kind: RequestError['kind'] = 'unknown';
  let status: number | undefined;
  if (raw === 'Network Error') {
    kind = 'network';
    message = tr('networkError');
  } else if (
    raw.includes('timeout') ||
    error.code === 'ECONNABORTED' ||
    error.code === 'ETIMEDOUT'
  ) {
    kind = 'timeout';
    message = tr('timeout');
  } else if (raw.includes('Request failed with status code')) {
    kind = 'http';
    status = error.response?.status ?? Number(raw.slice(-3));
    message = tr('httpStatus', { status });
  }
  if (!error.config?.skipErrorHandler) {
    feedback.error(message, TRANSPORT_ERROR_DURATION);
  }
  throw new RequestError(message, {
    kind,
    status,
    config: error.config,
    cause: error,
  });
}
