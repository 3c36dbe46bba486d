import {
  validateEnquiry as checkEnquiry,
  type EnquiryErrorKey,
  type EnquiryField,
  type EnquiryValues,
} from '../../../src/shared/enquiry-rules.js';
import type { MessageKey, MessageParams } from '../i18n/index.js';

/*
 * The enquiry rules live in src/shared/enquiry-rules.ts, shared with the
 * public site; this module turns their answers into the server's i18n
 * messages, so that they follow the request's language.
 */
export {
  ENQUIRY_FIELDS,
  ENQUIRY_RULES,
  normalizeEnquiry,
  type EnquiryField,
  type EnquiryValues,
} from '../../../src/shared/enquiry-rules.js';

export interface FieldError {
  key: MessageKey;
  params?: MessageParams;
}

/** The server's message for each key of the shared rules. */
const MESSAGE_KEY: Record<EnquiryErrorKey, MessageKey> = {
  required: 'website.contact.required',
  select: 'website.contact.select',
  tooLong: 'website.contact.tooLong',
  tooShort: 'website.contact.tooShort',
  kana: 'website.contact.kana',
  email: 'website.contact.email',
  phone: 'website.contact.phone',
  postalCode: 'website.contact.postalCode',
  item: 'website.contact.item',
};

const FIELD_KEY: Record<EnquiryField, MessageKey> = {
  companyName: 'website.field.companyName',
  contactName: 'website.field.contactName',
  nameReading: 'website.field.nameReading',
  applicant: 'website.field.applicant',
  phone: 'website.field.phone',
  email: 'website.field.email',
  postalCode: 'website.field.postalCode',
  address: 'website.field.address',
  consultingItem: 'website.field.consultingItem',
  consultingContent: 'website.field.consultingContent',
};

export function fieldLabelKey(field: EnquiryField): MessageKey {
  return FIELD_KEY[field];
}

/**
 * Errors by field as i18n keys with their parameters (empty when the
 * enquiry can be stored), checked against the consulting items `items`.
 */
export function validateEnquiry(
  values: EnquiryValues,
  items: readonly string[],
): Partial<Record<EnquiryField, FieldError>> {
  const errors: Partial<Record<EnquiryField, FieldError>> = {};
  for (const [field, error] of Object.entries(checkEnquiry(values, items))) {
    errors[field as EnquiryField] = {
      key: MESSAGE_KEY[error.key],
      ...(error.params && { params: error.params }),
    };
  }
  return errors;
}

/** One field's message in a language (`t`: the request's translator). */
export function fieldMessage(
  t: (key: MessageKey, params?: MessageParams) => string,
  field: EnquiryField,
  error: FieldError,
): string {
  return t(error.key, { ...error.params, field: t(fieldLabelKey(field)) });
}
