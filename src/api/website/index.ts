/**
 * The public site's API (`/website/*`, server/src/routes/website/): no token,
 * answers in Japanese, errors handled by the site itself (no admin toasts). Its
 * own light client (./client), so the site's entry loads no admin code.
 */
import { CAPTCHA_TIMEOUT } from '@/config/env';
import type { AjaxResult, CaptchaResult, TableDataInfo } from '@/types/api';
import type {
  ContactForm,
  EnquiryPayload,
  SiteColumn,
  SiteColumnPage,
  SiteHome,
  SiteImages,
  SiteProduct,
  SiteProductPage,
  SiteRecord,
  SiteRecordPage,
} from '@/types/website';
import type { ApiAnswer } from '@/types/openapi';
import { siteRequest, type Query } from './client';

export { isSiteRequestError, SiteRequestError } from './client';

function get<T>(url: string, query?: Query) {
  return siteRequest<T>(url, { query });
}

export async function getNavigation(): Promise<SiteColumn[]> {
  return (
    (await get<AjaxResult<SiteColumn[]>>('/website/navigation')).data ?? []
  );
}

export async function getHome(): Promise<SiteHome> {
  return (await get<AjaxResult<SiteHome>>('/website/home')).data!;
}

export async function getColumn(navId: number): Promise<SiteColumnPage> {
  return (await get<AjaxResult<SiteColumnPage>>(`/website/columns/${navId}`))
    .data!;
}

export interface SitePageQuery {
  pageNum?: number;
  pageSize?: number;
}

/** A page of a list, with the library images of its rows. */
export type SiteList<T> = TableDataInfo<T> & { images?: SiteImages };

export function listRecords(navId: number, query: SitePageQuery = {}) {
  return get<SiteList<SiteRecord>>(`/website/columns/${navId}/records`, {
    ...query,
  });
}

export function listProducts(navId: number, query: SitePageQuery = {}) {
  return get<SiteList<SiteProduct>>(`/website/columns/${navId}/products`, {
    ...query,
  });
}

/** One record under column `mid` (counts a view on the server). */
export async function getRecord(
  recordId: number,
  mid: number,
): Promise<SiteRecordPage> {
  return (
    await get<AjaxResult<SiteRecordPage>>(`/website/records/${recordId}`, {
      mid,
    })
  ).data!;
}

export async function getProduct(
  productId: number,
  mid: number,
): Promise<SiteProductPage> {
  return (
    await get<AjaxResult<SiteProductPage>>(`/website/products/${productId}`, {
      mid,
    })
  ).data!;
}

/** Where a record's file is downloaded (the server checks it is public). */
export function recordFileUrl(itemId: number): string {
  return `/website/files/${itemId}`;
}

export async function getContactForm(): Promise<ContactForm> {
  return (await get<AjaxResult<ContactForm>>('/website/contact/form')).data!;
}

/** The captcha shown with the contact form when it is on (`/captchaImage`). */
export function getContactCaptcha() {
  return siteRequest<CaptchaResult>('/captchaImage', {
    timeout: CAPTCHA_TIMEOUT,
  });
}

/** The enquiry's answer: the stored row's id, or a message per refused field. */
export type EnquiryResult = ApiAnswer<'/website/contact', 'post'>;

/** POST /website/contact; resolves with the thank-you message. */
export function sendEnquiry(payload: EnquiryPayload) {
  return siteRequest<EnquiryResult>('/website/contact', {
    method: 'POST',
    body: payload,
  });
}
