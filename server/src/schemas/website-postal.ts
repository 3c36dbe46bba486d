import { Type } from '@sinclair/typebox';
import { AjaxData } from './common.js';

/**
 * Public shapes of the enquiry form's helpers: the towns of a postal code
 * (`/website/postal/{code}`) and the promises the site words from the
 * parameters (`/website/contact/terms`).
 */

export const PostalParams = Type.Object({
  code: Type.String({ maxLength: 16 }),
});

const PostalAddress = Type.Object({
  prefecture: Type.String(),
  city: Type.String(),
  town: Type.String(),
});

export const PostalResponse = AjaxData(Type.Array(PostalAddress));

/** The consulting items the enquiry form offers, in their order. */
export const ContactItemsResponse = AjaxData(Type.Array(Type.String()));

export const ContactTermsResponse = AjaxData(
  Type.Object({
    responseTargetHours: Type.Integer(),
    retentionDays: Type.Integer(),
  }),
);
