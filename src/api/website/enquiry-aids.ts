/**
 * The enquiry form's helpers on the public API: the towns of a postal code
 * (address fill), the consulting items offered and the promises worded from
 * the parameters.
 */
import type { ContactTerms } from '@/shared/enquiry-terms';
import type { PostalAddress } from '@/shared/postal-code';
import type { AjaxResult } from '@/types/api';
import { siteRequest } from './client';

/** The towns of a 7-digit postal code ([] when it names none). */
export async function lookupPostal(digits: string): Promise<PostalAddress[]> {
  return (
    (
      await siteRequest<AjaxResult<PostalAddress[]>>(
        `/website/postal/${digits}`,
      )
    ).data ?? []
  );
}

/** The consulting items the enquiry form offers, in order. */
export async function getConsultingItems(): Promise<string[]> {
  return (
    (await siteRequest<AjaxResult<string[]>>('/website/contact/items')).data ??
    []
  );
}

/** How soon staff answer and how long enquiries are kept. */
export async function getContactTerms(): Promise<ContactTerms> {
  return (await siteRequest<AjaxResult<ContactTerms>>('/website/contact/terms'))
    .data!;
}
