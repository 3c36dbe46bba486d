import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_LANG,
  normalizeLang,
  pickAcceptLanguage,
  translate,
  type Lang,
  type MessageKey,
  type MessageParams,
} from '../../i18n/index.js';

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Language declared by the request itself (Content-Language, then Accept-Language). */
export function requestLang(req: FastifyRequest): Lang | undefined {
  return (
    normalizeLang(header(req, 'content-language')) ??
    pickAcceptLanguage(header(req, 'accept-language'))
  );
}

/** Per-request language: session, Content-Language, Accept-Language, zh-CN. */
export default fp(
  async (app) => {
    app.decorateRequest('loginUser', null);
    app.decorateRequest('lang', function (this: FastifyRequest): Lang {
      return this.loginUser?.lang ?? requestLang(this) ?? DEFAULT_LANG;
    });
    app.decorateRequest(
      't',
      function (
        this: FastifyRequest,
        key: MessageKey,
        params?: MessageParams,
      ): string {
        return translate(this.lang(), key, params);
      },
    );
  },
  { name: 'i18n' },
);
