import { postalDigits } from '../../../../src/shared/postal-code.js';
import { PostalParams, PostalResponse } from '../../schemas/website-postal.js';
import { PostalCodes } from '../../services/postal.js';
import type { RouteApp } from '../lib/route-app.js';

/** The data changes only with a new release of the server: a day. */
const POSTAL_MAX_AGE = 24 * 60 * 60;

/** The enquiry form's address fill: the towns of a postal code. */
export default async function websitePostalRoutes(app: RouteApp) {
  const postal = new PostalCodes();

  app.get<{ Params: { code: string } }>(
    '/postal/:code',
    {
      config: {
        public: true,
        // A visitor looks up a code or two; enough for a few forms a minute.
        rateLimit: { max: 60, timeWindow: 60_000 },
      },
      schema: {
        tags: ['website'],
        summary:
          'The towns of a Japanese postal code (7 digits, hyphen optional): prefecture, city, town',
        params: PostalParams,
        response: { 200: PostalResponse },
      },
    },
    async (req, reply) => {
      const digits = postalDigits(req.params.code);
      if (!digits) {
        return {
          code: 500,
          msg: req.t('website.contact.postalCode', {
            field: req.t('website.field.postalCode'),
          }),
        };
      }
      reply.header('Cache-Control', `public, max-age=${POSTAL_MAX_AGE}`);
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        data: await postal.lookup(digits),
      };
    },
  );
}
