import { catalogue, normalizeLang } from '../i18n/index.js';
import { I18nResponse, LanguageParams } from '../schemas/auth.js';
import { ServiceError } from '../errors.js';
import type { RouteApp } from './lib/route-app.js';

/**
 * GET /i18n/:language — the server's message catalogue in that language. With
 * a valid token the language is stored in the session: this is how the SPA
 * tells the server about a language change.
 */
export default async function i18nRoutes(app: RouteApp) {
  app.get(
    '/i18n/:language',
    {
      config: { public: true },
      schema: { params: LanguageParams, response: { 200: I18nResponse } },
    },
    async (req) => {
      const raw = req.params.language;
      const lang = ['en', 'zh-CN', 'zh', 'ja'].includes(raw)
        ? normalizeLang(raw)
        : undefined;
      if (!lang) throw new ServiceError(500, 'i18n.unsupported', { lang: raw });
      const session = req.loginUser;
      if (session && session.lang !== lang) {
        session.lang = lang;
        await app.services.sessions.save(session);
      }
      return {
        code: 200,
        msg: req.t('common.success'),
        data: { ...catalogue(lang) },
      };
    },
  );
}
