import type { MessageKey, MessageParams } from '../i18n/index.js';

/** Fields of an enquiry a visitor fills in (contract §9). */
export const ENQUIRY_FIELDS = [
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
] as const;

export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export type EnquiryValues = Record<EnquiryField, string>;

interface Rule {
  required?: boolean;
  min?: number;
  max: number;
  format?: 'kana' | 'phone' | 'email' | 'postalCode' | 'item';
}

/** Lengths match the project_contact columns. */
export const ENQUIRY_RULES: Record<EnquiryField, Rule> = {
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

/** What an enquiry can be about (the form's select). */
export const CONSULTING_ITEMS = [
  '製品について',
  'サービス・事業について',
  'お見積り・導入のご相談',
  '資料請求',
  '採用について',
  'その他',
] as const;

export interface FieldError {
  key: MessageKey;
  params?: MessageParams;
}

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

// Control characters (line breaks are kept only in the free text).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_AND_BREAKS = /[\u0000-\u001f\u007f]/g;

/**
 * Trims, removes control characters and turns full-width digits, letters
 * and half-width katakana into their usual forms (NFKC) where a format
 * applies; postal codes become `123-4567`.
 */
export function normalizeEnquiry(
  input: Partial<Record<EnquiryField, unknown>>,
): EnquiryValues {
  const out = {} as EnquiryValues;
  for (const field of ENQUIRY_FIELDS) {
    const raw = input[field];
    let v = typeof raw === 'string' ? raw : '';
    v = v.replace(
      field === 'consultingContent' ? CONTROL : CONTROL_AND_BREAKS,
      '',
    );
    if (ENQUIRY_RULES[field].format && field !== 'consultingItem') {
      v = v.normalize('NFKC');
    }
    v = v.trim();
    if (field === 'phone') v = v.replace(/[ー−‐―]/g, '-');
    if (field === 'postalCode') {
      v = v.replace(/[ー−‐―]/g, '-');
      if (/^\d{7}$/.test(v)) v = `${v.slice(0, 3)}-${v.slice(3)}`;
    }
    if (field === 'consultingContent') v = v.replace(/\r\n?/g, '\n');
    out[field] = v;
  }
  return out;
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const PHONE = /^\+?\d[\d-]*\d$/;
const POSTAL = /^\d{3}-\d{4}$/;
const KANA = /^[ァ-ヴヵヶー・ \u3000]+$/;

function formatError(rule: Rule, v: string): FieldError | undefined {
  switch (rule.format) {
    case 'kana':
      return KANA.test(v) ? undefined : { key: 'website.contact.kana' };
    case 'email':
      return EMAIL.test(v) && !v.includes('..')
        ? undefined
        : { key: 'website.contact.email' };
    case 'phone': {
      const digits = v.replace(/\D/g, '').length;
      return PHONE.test(v) && !v.includes('--') && digits >= 10 && digits <= 15
        ? undefined
        : { key: 'website.contact.phone' };
    }
    case 'postalCode':
      return POSTAL.test(v) ? undefined : { key: 'website.contact.postalCode' };
    case 'item':
      return (CONSULTING_ITEMS as readonly string[]).includes(v)
        ? undefined
        : { key: 'website.contact.item' };
    default:
      return undefined;
  }
}

/** Errors by field (empty when the enquiry can be stored). */
export function validateEnquiry(
  values: EnquiryValues,
): Partial<Record<EnquiryField, FieldError>> {
  const errors: Partial<Record<EnquiryField, FieldError>> = {};
  for (const field of ENQUIRY_FIELDS) {
    const rule = ENQUIRY_RULES[field];
    const v = values[field];
    const length = [...v].length;
    if (!v) {
      if (rule.required) {
        errors[field] = {
          key:
            rule.format === 'item'
              ? 'website.contact.select'
              : 'website.contact.required',
        };
      }
      continue;
    }
    if (length > rule.max) {
      errors[field] = {
        key: 'website.contact.tooLong',
        params: { max: rule.max },
      };
      continue;
    }
    if (rule.min && length < rule.min) {
      errors[field] = {
        key: 'website.contact.tooShort',
        params: { min: rule.min },
      };
      continue;
    }
    const bad = formatError(rule, v);
    if (bad) errors[field] = bad;
  }
  return errors;
}
