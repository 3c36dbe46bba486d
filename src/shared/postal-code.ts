/**
 * Japanese postal codes as the enquiry form fills the address from them
 * (`GET /website/postal/{code}`), shared by the site and the server.
 */
import { normalizeEnquiryField } from './enquiry-rules';

/** One town a postal code names (Japan Post's KEN_ALL). */
export interface PostalAddress {
  prefecture: string;
  city: string;
  /** '' when the code covers the whole city. */
  town: string;
}

/**
 * The seven digits of a complete postal code, typed with or without the
 * hyphen, in either width (`１００ー０００５` → `1000005`), else undefined.
 */
export function postalDigits(raw: string): string | undefined {
  const v = normalizeEnquiryField('postalCode', raw);
  return /^\d{3}-\d{4}$/.test(v) ? v.replace('-', '') : undefined;
}

/** An address as one line: prefecture, city and town. */
export function addressLine(a: PostalAddress): string {
  return `${a.prefecture}${a.city}${a.town}`;
}

/**
 * What a code's towns have in common, as one line: the whole address for
 * one town, the prefecture and city for several towns of one city, the
 * prefecture alone (or nothing) when the code spans cities or prefectures.
 */
export function commonAddress(list: readonly PostalAddress[]): string {
  if (list.length === 0) return '';
  const [first] = list;
  const same = (key: keyof PostalAddress) =>
    list.every((a) => a[key] === first[key]);
  if (!same('prefecture')) return '';
  if (!same('city')) return first.prefecture;
  if (!same('town')) return `${first.prefecture}${first.city}`;
  return addressLine(first);
}
