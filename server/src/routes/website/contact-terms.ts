import {
  ContactItemsResponse,
  ContactTermsResponse,
} from '../../schemas/website-postal.js';
import { contactTerms } from '../../services/contact-terms.js';
import type { RouteApp } from '../lib/route-app.js';

/**
 * What the contact pages state: the promises the site words from the
 * parameters (how soon staff answer, on the thank-you page; how long
 * enquiries are kept, on the privacy page) and the consulting items the
 * form offers. Pages drawn by the server ask for them, so a change of either
 * renews the public caches (migrations 0027 and 0030).
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

  app.get(
    '/contact/items',
    {
      config: { public: true },
      schema: {
        tags: ['website'],
        summary: 'The consulting items the enquiry form offers, in order',
        response: { 200: ContactItemsResponse },
      },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.querySuccess'),
      data: await app.services.enquiries.items(),
    }),
  );
}
