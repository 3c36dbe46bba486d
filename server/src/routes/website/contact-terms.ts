import { ContactTermsResponse } from '../../schemas/website-postal.js';
import type { RouteApp } from '../lib/route-app.js';

/** Used when a parameter is missing or not a positive number. */
const DEFAULT_RESPONSE_TARGET_HOURS = 72;
const DEFAULT_RETENTION_DAYS = 365;

/**
 * The promises the site words from the parameters: how soon staff answer
 * (the thank-you page) and how long enquiries are kept (the privacy page).
 */
export default async function websiteContactTermsRoutes(app: RouteApp) {
  app.get(
    '/contact/terms',
    {
      config: { public: true },
      schema: {
        tags: ['website'],
        summary:
          'Response target (hours) and retention (days) of enquiries, from the parameters',
        response: { 200: ContactTermsResponse },
      },
    },
    async (req) => {
      const { config } = app.services;
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        data: {
          responseTargetHours: await config.getInt(
            'sys.contact.responseTargetHours',
            DEFAULT_RESPONSE_TARGET_HOURS,
          ),
          retentionDays: await config.getInt(
            'sys.contact.retentionDays',
            DEFAULT_RETENTION_DAYS,
          ),
        },
      };
    },
  );
}
