import type { MessageKey, MessageParams } from './i18n/index.js';

/** A business error answered as `{code, msg}` with msg translated per request. */
export class ServiceError extends Error {
  constructor(
    readonly code: number,
    readonly msgKey: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(msgKey);
    this.name = 'ServiceError';
  }
}
