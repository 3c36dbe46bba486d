/**
 * The one HTTP client (ESLint refuses axios's default import elsewhere).
 * Pages and stores call the API modules in `src/api`, which call `request()`
 * here.
 *
 * Per-call opt-outs: `headers: { isToken: false }` (no token),
 * `headers: { repeatSubmit: false }` (no duplicate-submit guard),
 * `skipErrorHandler: true` (reject quietly), `responseType: 'blob'`
 * (resolve with the raw data), `rawResponse: true` (resolve with the whole
 * AxiosResponse).
 */
import axios, { type AxiosInstance } from 'axios';
import type { AjaxResult } from '@/types/api';
import { BASE_API, REQUEST_TIMEOUT } from '@/config/env';
import { tansParams } from '@/utils/params';
import {
  codeTableInterceptor,
  formDataInterceptor,
  repeatSubmitInterceptor,
  tokenInterceptor,
  transportErrorInterceptor,
  unwrapEnvelope,
} from './request/interceptors';
import type { RequestConfig } from './request/types';

export { RequestError, isRequestError } from './request/types';
export type {
  RequestConfig,
  RequestErrorKind,
  RequestHeaderFlags,
} from './request/types';
export {
  isReloginShown,
  promptRelogin,
  setLogoutHandler,
} from './request/session-expired';
export { codeMessage } from './request/messages';

export const service: AxiosInstance = axios.create({
  baseURL: BASE_API,
  timeout: REQUEST_TIMEOUT,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
  // GET (and any) params: nested objects flattened as params[beginTime]=...
  paramsSerializer: { serialize: (params) => tansParams(params) },
});

// axios runs request interceptors last-registered-first: register in
// reverse so they run token → form data → duplicate submit.
const requestSteps = [
  tokenInterceptor,
  formDataInterceptor,
  repeatSubmitInterceptor,
];
for (const step of [...requestSteps].reverse()) {
  service.interceptors.request.use(step);
}

// Response interceptors run in registration order. The first two change the
// value's type (response → envelope → body), which axios' typings do not
// model, hence the cast.
type ResponseStep = NonNullable<
  Parameters<AxiosInstance['interceptors']['response']['use']>[0]
>;
const responseStep = (fn: (value: never) => unknown) =>
  fn as unknown as ResponseStep;
service.interceptors.response.use(responseStep(unwrapEnvelope));
service.interceptors.response.use(responseStep(codeTableInterceptor));
service.interceptors.response.use(undefined, transportErrorInterceptor);

/**
 * Send a request. Resolves with the response body (`T`, usually an
 * AjaxResult or TableDataInfo); rejects with a RequestError whose message
 * has already been shown to the user (unless `skipErrorHandler`).
 */
export function request<T = AjaxResult>(config: RequestConfig): Promise<T> {
  // The response interceptors resolve with the body, not the AxiosResponse.
  return service.request(config) as Promise<unknown> as Promise<T>;
}

type Params = Record<string, unknown>;

export const http = {
  get<T = AjaxResult>(url: string, params?: Params, config?: RequestConfig) {
    return request<T>({ ...config, url, method: 'get', params });
  },
  post<T = AjaxResult>(url: string, data?: unknown, config?: RequestConfig) {
    return request<T>({ ...config, url, method: 'post', data });
  },
  put<T = AjaxResult>(url: string, data?: unknown, config?: RequestConfig) {
    return request<T>({ ...config, url, method: 'put', data });
  },
  delete<T = AjaxResult>(url: string, config?: RequestConfig) {
    return request<T>({ ...config, url, method: 'delete' });
  },
};

export default request;
