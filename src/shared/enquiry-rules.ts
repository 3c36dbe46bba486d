/**
 * The rules of an enquiry from the public contact form, used by the site
 * (checks while the visitor types) and by the server (checks before it
 * stores): the fields, their lengths (those of the project_contact
 * columns), required / minimum / maximum, formats and the consulting items.
 *
 * Checks answer with a message key and its parameters, never a text: the
 * site turns them into its Japanese messages, the server into the messages
 * of the request's language.
 *
 * Plain TypeScript whose one import (wanakana, hiragana to katakana) runs
 * in the browser and in Node, so that the site's bundle and the server
 * (tsx) both load it.
 */
import { toKatakana } from 'wanakana';

/** Fields of an enquiry a visitor fills in, in the order of the form. */
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

export type EnquiryFormat = 'kana' | 'phone' | 'email' | 'postalCode' | 'item';

export interface EnquiryRule {
  required?: boolean;
  /** Fewest characters (code points) when filled in. */
  min?: number;
  /** Most characters (code points): the length of the column. */
  max: number;
  format?: EnquiryFormat;
}

/** Lengths match the project_contact columns. */
export const ENQUIRY_RULES: Readonly<Record<EnquiryField, EnquiryRule>> = {
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

/**
 * Why a field is refused: a message key with its parameters.
 * `select`: a required choice is missing; `item`: the choice is not one of
 * the consulting items.
 */
export type EnquiryError =
  | {
      key:
        | 'required'
        | 'select'
        | 'kana'
        | 'email'
        | 'phone'
        | 'postalCode'
        | 'item';
      params?: undefined;
    }
  | { key: 'tooLong'; params: { max: number } }
  | { key: 'tooShort'; params: { min: number } };

export type EnquiryErrorKey = EnquiryError['key'];
export type EnquiryErrors = Partial<Record<EnquiryField, EnquiryError>>;

// Control characters (line breaks are kept only in the free text).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_AND_BREAKS = /[\u0000-\u001f\u007f]/g;
/** Hyphens, minus signs, dashes and the long vowel mark, in both widths. */
const DASHES = /[ー−‐‑‒–—―ｰ－]/g;
const DASH_BETWEEN_DIGITS = /(?<=\d)[ー−‐‑‒–—―ｰ－](?=\d)/g;
/** Spaces of either width (and tabs), a run of them. */
const SPACES = /[ \u3000\t]+/g;
/** Half-width katakana with their sound marks (U+FF61–U+FF9F). */
const HALF_WIDTH_KANA = /[\uff61-\uff9f]+/g;
const FULL_WIDTH_DIGITS = /[０-９]/g;

/** Half-width katakana as full-width (ｶﾞ → ガ); nothing else changes. */
function fullWidthKana(v: string): string {
  return v.replace(HALF_WIDTH_KANA, (s) => s.normalize('NFKC'));
}

/**
 * One field as it is checked and stored. Everywhere: control characters
 * removed (line breaks become `\n` in the free text and go elsewhere),
 * half-width katakana made full-width, trimmed. In the one-line fields a
 * full-width space is a space and a run of spaces one space. Where a
 * format applies, full-width letters, digits and signs become half-width
 * (NFKC); the reading's hiragana become katakana (やまだ → ヤマダ); in phone
 * numbers and postal codes every hyphen or dash (ー − ‐ ― ｰ －) is `-`, so
 * is a space between the parts of a phone number, and a 7-digit postal
 * code reads `123-4567` (a leading 〒 dropped). In the address, full-width
 * digits are half-width and a dash between digits is `-` (１－２ → 1-2).
 * Anything but a string becomes ''. Normalising a normalised value changes
 * nothing.
 */
export function normalizeEnquiryField(
  field: EnquiryField,
  raw: unknown,
): string {
  let v = typeof raw === 'string' ? raw : '';
  if (field === 'consultingContent') {
    v = fullWidthKana(v.replace(CONTROL, '')).replace(/\r\n?/g, '\n');
    return v.trim();
  }
  v = fullWidthKana(v.replace(CONTROL_AND_BREAKS, ''));
  if (ENQUIRY_RULES[field].format && field !== 'consultingItem') {
    v = v.normalize('NFKC');
  }
  v = v.replace(SPACES, ' ').trim();
  switch (field) {
    case 'nameReading':
      return toKatakana(v, { passRomaji: true });
    case 'phone':
      return v.replace(DASHES, '-').replace(/ ?- ?/g, '-').replace(/ /g, '-');
    case 'postalCode':
      v = v.replace(/^〒 ?/, '').replace(DASHES, '-').replace(/ /g, '');
      return /^\d{7}$/.test(v) ? `${v.slice(0, 3)}-${v.slice(3)}` : v;
    case 'address':
      return v
        .replace(FULL_WIDTH_DIGITS, (d) => d.normalize('NFKC'))
        .replace(DASH_BETWEEN_DIGITS, '-');
    default:
      return v;
  }
}

/** Every field normalised (see normalizeEnquiryField); missing ones are ''. */
export function normalizeEnquiry(
  input: Partial<Record<EnquiryField, unknown>>,
): EnquiryValues {
  const out = {} as EnquiryValues;
  for (const field of ENQUIRY_FIELDS) {
    out[field] = normalizeEnquiryField(field, input[field]);
  }
  return out;
}

/** Number of characters as the rules count them (code points). */
export function enquiryLength(value: string): number {
  return [...value].length;
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const PHONE = /^\+?\d[\d-]*\d$/;
const POSTAL = /^\d{3}-\d{4}$/;
const KANA = /^[ァ-ヴヵヶー・ \u3000]+$/;

function formatError(
  format: EnquiryFormat | undefined,
  v: string,
  items: readonly string[],
): EnquiryError | undefined {
  switch (format) {
    case 'kana':
      return KANA.test(v) ? undefined : { key: 'kana' };
    case 'email':
      return EMAIL.test(v) && !v.includes('..') ? undefined : { key: 'email' };
    case 'phone': {
      const digits = v.replace(/\D/g, '').length;
      return PHONE.test(v) && !v.includes('--') && digits >= 10 && digits <= 15
        ? undefined
        : { key: 'phone' };
    }
    case 'postalCode':
      return POSTAL.test(v) ? undefined : { key: 'postalCode' };
    case 'item':
      return items.includes(v) ? undefined : { key: 'item' };
    default:
      return undefined;
  }
}

/**
 * Why one field is refused, or undefined when it is fine. The value is
 * normalised first (raw or normalised values get the same answer); `items`
 * are the consulting items a choice must be one of.
 */
export function checkEnquiryField(
  field: EnquiryField,
  raw: unknown,
  items: readonly string[] = CONSULTING_ITEMS,
): EnquiryError | undefined {
  const rule = ENQUIRY_RULES[field];
  const v = normalizeEnquiryField(field, raw);
  if (!v) {
    if (!rule.required) return undefined;
    return { key: rule.format === 'item' ? 'select' : 'required' };
  }
  const length = enquiryLength(v);
  if (length > rule.max) return { key: 'tooLong', params: { max: rule.max } };
  if (rule.min && length < rule.min) {
    return { key: 'tooShort', params: { min: rule.min } };
  }
  return formatError(rule.format, v, items);
}

/** Errors by field, in the order of the form (empty when all is fine). */
export function validateEnquiry(
  values: Partial<Record<EnquiryField, unknown>>,
  items: readonly string[] = CONSULTING_ITEMS,
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const error = checkEnquiryField(field, values[field], items);
    if (error) errors[field] = error;
  }
  return errors;
}

/** An enquiry's reference number as the visitor and staff see it: `000042`. */
export function referenceNo(contactId: number): string {
  return String(contactId).padStart(6, '0');
}
