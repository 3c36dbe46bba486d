/**
 * The enquiry rules on the client, the same as the server's
 * (server/src/services/enquiry-rules.ts): lengths of the project_contact
 * columns, formats, Japanese messages. The server checks again.
 */
import type { EnquiryFields } from '@/types/website';
import { CONTACT, VALIDATION } from '../../strings';

export type EnquiryField = keyof EnquiryFields;

interface Rule {
  required?: boolean;
  min?: number;
  max: number;
  format?: 'kana' | 'phone' | 'email' | 'postalCode' | 'item';
}

export const RULES: Record<EnquiryField, Rule> = {
  companyName: { max: 100 },
  contactName: { required: true, max: 50 },
  nameReading: { required: true, max: 50, format: 'kana' },
  applicant: { max: 50 },
  phone: { required: true, max: 20, format: 'phone' },
  email: { required: true, max: 100, format: 'email' },
  postalCode: { max: 8, format: 'postalCode' },
  address: { max: 200 },
  consultingItem: { required: true, max: 100, format: 'item' },
  consultingContent: { required: true, min: 10, max: 4000 },
};

export const FIELD_ORDER: EnquiryField[] = [
  'companyName',
  'contactName',
  'nameReading',
  'applicant',
  'phone',
  'email',
  'postalCode',
  'address',
  'consultingItem',
  'consultingContent',
];

export const EMPTY_ENQUIRY: EnquiryFields = {
  companyName: '',
  contactName: '',
  nameReading: '',
  applicant: '',
  phone: '',
  email: '',
  postalCode: '',
  address: '',
  consultingItem: '',
  consultingContent: '',
};

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const PHONE = /^\+?\d[\d-]*\d$/;
const POSTAL = /^\d{3}-\d{4}$/;
const KANA = /^[ァ-ヴヵヶー・ \u3000]+$/;

/** Like the server: trims, NFKC for formatted fields, `123-4567`. */
export function normalize(field: EnquiryField, raw: string): string {
  let v =
    RULES[field].format && field !== 'consultingItem'
      ? raw.normalize('NFKC')
      : raw;
  v = v.trim();
  if (field === 'phone') v = v.replace(/[ー−‐―]/g, '-');
  if (field === 'postalCode') {
    v = v.replace(/[ー−‐―]/g, '-');
    if (/^\d{7}$/.test(v)) v = `${v.slice(0, 3)}-${v.slice(3)}`;
  }
  return v;
}

/** Number of characters as the server counts them (code points). */
export function length(value: string): number {
  return [...value].length;
}

/** The message for one field, or '' when it is fine. */
export function checkField(
  field: EnquiryField,
  raw: string,
  items: readonly string[],
): string {
  const rule = RULES[field];
  const label = CONTACT.labels[field];
  const v = normalize(field, raw);
  if (!v) {
    if (!rule.required) return '';
    return rule.format === 'item'
      ? VALIDATION.select(label)
      : VALIDATION.required(label);
  }
  if (length(v) > rule.max) return VALIDATION.tooLong(label, rule.max);
  if (rule.min && length(v) < rule.min) {
    return VALIDATION.tooShort(label, rule.min);
  }
  switch (rule.format) {
    case 'kana':
      return KANA.test(v) ? '' : VALIDATION.kana(label);
    case 'email':
      return EMAIL.test(v) && !v.includes('..') ? '' : VALIDATION.email(label);
    case 'phone': {
      const digits = v.replace(/\D/g, '').length;
      return PHONE.test(v) && !v.includes('--') && digits >= 10 && digits <= 15
        ? ''
        : VALIDATION.phone(label);
    }
    case 'postalCode':
      return POSTAL.test(v) ? '' : VALIDATION.postalCode(label);
    case 'item':
      return items.includes(v) ? '' : VALIDATION.select(label);
    default:
      return '';
  }
}

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** Every field's message (empty object when the form can be sent). */
export function checkEnquiry(
  values: EnquiryFields,
  items: readonly string[],
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of FIELD_ORDER) {
    const message = checkField(field, values[field], items);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The values as they will be sent (normalised). */
export function normalized(values: EnquiryFields): EnquiryFields {
  const out = { ...values };
  for (const field of FIELD_ORDER) out[field] = normalize(field, values[field]);
  return out;
}
