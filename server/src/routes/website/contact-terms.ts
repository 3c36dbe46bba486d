import { ContactTermsResponse } from '../../schemas/website-postal.js';
import { contactTerms } from '../../services/contact-terms.js';
import type { RouteApp } from '../lib/route-app.js';

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
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        data: await contactTerms(app.services.config),
      };
    },
  );
}
