import type { FastifyRequest } from 'fastify';
import {
  ContactBody,
  ContactFormResponse,
  ContactResponse,
} from '../../schemas/website.js';
import { contactTerm } from '../../services/contact-terms.js';
import { EnquiryMail } from '../../services/enquiry-mail.js';
import {
  fieldMessage,
  type EnquiryField,
} from '../../services/enquiry-rules.js';
import {
  EnquiryInvalidError,
  MIN_FILL_SECONDS,
  RATE_WINDOW_SECONDS,
} from '../../services/enquiry.js';
import { responseTargetText } from '../../../../src/shared/enquiry-terms.js';
import type { RouteApp } from '../lib/route-app.js';

function fieldMessages(req: FastifyRequest, err: EnquiryInvalidError) {
  const errors: Record<string, string> = {};
  for (const [field, e] of Object.entries(err.errors)) {
    errors[field] = fieldMessage(
      (key, params) => req.t(key, params),
      field as EnquiryField,
      e,
    );
  }
  return errors;
}

/** The public enquiry form: a form token, then the send. */
export default async function websiteContactRoutes(app: RouteApp) {
  const mail = new EnquiryMail({
    config: app.services.config,
    mail: app.services.mail,
    log: app.log,
  });

  app.get(
    '/contact/form',
    {
      config: {
        public: true,
        // Each token is kept 2 hours: a visitor needs a few per send.
        rateLimit: {
          max: app.appOptions.contactRateLimit * 6,
          timeWindow: RATE_WINDOW_SECONDS * 1000,
        },
      },
      schema: {
        tags: ['website'],
        summary:
          'A new enquiry form: single-use token, minimum fill time, topics',
        response: { 200: ContactFormResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        code: 200,
        msg: req.t('common.success'),
        data: {
          formToken: await app.services.enquiries.newForm(),
          minFillSeconds: MIN_FILL_SECONDS,
          consultingItems: await app.services.enquiries.items(),
        },
      };
    },
  );

  app.post(
    '/contact',
    {
      config: { public: true },
      schema: {
        tags: ['website'],
        summary:
          'Send an enquiry (validated, captcha when on, limited per IP); stored at once',
        body: ContactBody,
        response: { 200: ContactResponse },
      },
    },
    async (req) => {
      try {
        const contactId = await app.services.enquiries.submit(
          req.body,
          req.ip,
          mail,
        );
        const hours = await contactTerm(
          app.services.config,
          'responseTargetHours',
        );
        return {
          code: 200,
          msg: req.t('website.contact.success', {
            hours,
            within: responseTargetText(hours),
          }),
          data: { contactId },
        };
      } catch (err) {
        if (!(err instanceof EnquiryInvalidError)) throw err;
        const errors = fieldMessages(req, err);
        return { code: 500, msg: Object.values(errors)[0], errors };
      }
    },
  );
}
