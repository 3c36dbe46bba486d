import type { AxiosRequestConfig, RawAxiosRequestHeaders } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject quietly: no toast, notification or re-login prompt. */
    skipErrorHandler?: boolean;
    /** Resolve with the whole AxiosResponse (headers too), not the body. */
    rawResponse?: boolean;
  }
}

/** Per-call header flags read (and removed) by the request interceptors. */
export interface RequestHeaderFlags {
  /** `false`: send no Authorization header (login, register, captcha). */
  isToken?: boolean;
  /** `false`: skip the duplicate-submit guard for this POST/PUT. */
  repeatSubmit?: boolean;
}

/** Config accepted by `request()`: axios config plus typed flags. */
export interface RequestConfig<D = unknown> extends AxiosRequestConfig<D> {
  headers?: RawAxiosRequestHeaders & RequestHeaderFlags;
}

export type RequestErrorKind =
  | 'business' // non-200 code in the body (500, 601, 403, ...)
  | 'session' // code 401
  | 'repeat' // duplicate submit rejected on the client
  | 'network' // no answer from the server
  | 'timeout'
  | 'http' // HTTP status error (proxy 502, ...)
  | 'unknown';

/** Every rejection of the request layer is a RequestError. */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** Business code from the body, when there was one. */
  readonly code?: number;
  /** HTTP status, for 'http' errors. */
  readonly status?: number;
  /** The body the server sent, for business errors. */
  readonly body?: unknown;
  readonly config?: AxiosRequestConfig;

  constructor(
    message: string,
    options: {
      kind: RequestErrorKind;
      code?: number;
      status?: number;
      body?: unknown;
      config?: AxiosRequestConfig;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'RequestError';
    this.kind = options.kind;
    this.code = options.code;
    this.status = options.status;
    this.body = options.body;
    this.config = options.config;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
