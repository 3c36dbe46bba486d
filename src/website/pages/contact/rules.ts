/**
 * The enquiry rules on the site: the shared rules (src/shared/enquiry-rules.ts,
 * the server checks the same again) with the site's Japanese messages.
 */
import {
  ENQUIRY_FIELDS,
  ENQUIRY_RULES,
  checkEnquiryField,
  enquiryLength,
  normalizeEnquiry,
  validateEnquiry,
  type EnquiryError,
  type EnquiryField,
} from '@/shared/enquiry-rules';
import type { EnquiryFields } from '@/types/website';
import { CONTACT, VALIDATION } from '../../strings';

export type { EnquiryField } from '@/shared/enquiry-rules';

export const RULES = ENQUIRY_RULES;

export const FIELD_ORDER: readonly EnquiryField[] = ENQUIRY_FIELDS;

/** Every field empty (normalising no values gives '' for each field). */
export const EMPTY_ENQUIRY: EnquiryFields = normalizeEnquiry({});

/** Number of characters as the server counts them (code points). */
export const length = enquiryLength;

/** The Japanese message for one field's error. */
export function enquiryMessage(
  field: EnquiryField,
  error: EnquiryError,
): string {
  const label = CONTACT.labels[field];
  switch (error.key) {
    case 'required':
      return VALIDATION.required(label);
    case 'select':
    case 'item':
      return VALIDATION.select(label);
    case 'tooLong':
      return VALIDATION.tooLong(label, error.params.max);
    case 'tooShort':
      return VALIDATION.tooShort(label, error.params.min);
    case 'kana':
      return VALIDATION.kana(label);
    case 'email':
      return VALIDATION.email(label);
    case 'phone':
      return VALIDATION.phone(label);
    case 'postalCode':
      return VALIDATION.postalCode(label);
  }
}

/** The message for one field, or '' when it is fine. */
export function checkField(
  field: EnquiryField,
  raw: string,
  items: readonly string[],
): string {
  const error = checkEnquiryField(field, raw, items);
  return error ? enquiryMessage(field, error) : '';
}

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** Every field's message (empty object when the form can be sent). */
export function checkEnquiry(
  values: EnquiryFields,
  items: readonly string[],
): EnquiryErrors {
  const found = validateEnquiry(values, items);
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const error = found[field];
    if (error) errors[field] = enquiryMessage(field, error);
  }
  return errors;
}

/** The values as they will be sent (normalised). */
export function normalized(values: EnquiryFields): EnquiryFields {
  return normalizeEnquiry(values);
}
