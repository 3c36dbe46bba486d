/**
 * Drafts and their review (`/project/content/*`), preview links, and the
 * six kinds' lists read to pick items for a release.
 */
import { request } from '@/lib/request';
import type { AjaxResult, PageQuery, TableDataInfo } from '@/types/api';
import type {
  ContentKind,
  ContentState,
  PublishState,
} from '@/types/publishing';
import type {
  CreatedPreview,
  PreviewList,
  PreviewTarget,
  ReviewEntry,
  ReviewQuery,
} from '@/types/release';

export interface ContentRef {
  kind: ContentKind;
  id: number;
}

/** GET /project/content/state/{kind}/{id} */
export function getContentState(kind: ContentKind, id: number) {
  return request<AjaxResult<ContentState>>({
    url: `/project/content/state/${kind}/${id}`,
    method: 'get',
  });
}

const post = (action: string, data: object) =>
  request<AjaxResult>({
    url: `/project/content/${action}`,
    method: 'post',
    data,
  });

/** POST /project/content/submit: the draft goes to review. */
export const submitContent = (ref: ContentRef & { note?: string }) =>
  post('submit', ref);

/** POST /project/content/withdraw: back from review to draft. */
export const withdrawContent = (ref: ContentRef) => post('withdraw', ref);

/** POST /project/content/reject: back to its editor with a comment. */
export const rejectContent = (ref: ContentRef & { comment: string }) =>
  post('reject', ref);

/** POST /project/content/publish: the draft goes live now. */
export const publishContent = (ref: ContentRef & { note?: string }) =>
  post('publish', ref);

/** POST /project/content/discard: drops the draft. */
export const discardContent = (ref: ContentRef) => post('discard', ref);

/** GET /project/content/review/list: drafts waiting for review. */
export function listReview(query?: ReviewQuery) {
  return request<TableDataInfo<ReviewEntry>>({
    url: '/project/content/review/list',
    method: 'get',
    params: query,
  });
}

/** POST /project/content/preview: a signed link that expires. */
export function createPreview(target: PreviewTarget, minutes?: number) {
  return request<AjaxResult<CreatedPreview>>({
    url: '/project/content/preview',
    method: 'post',
    data: { ...target, minutes },
  });
}

/** GET /project/content/preview/list (the answer names the site's time zone). */
export function listPreview(query?: PageQuery) {
  return request<PreviewList>({
    url: '/project/content/preview/list',
    method: 'get',
    params: query,
  });
}

/** PUT /project/content/preview/revoke/{previewId} */
export function revokePreview(previewId: number) {
  return request<AjaxResult>({
    url: `/project/content/preview/revoke/${previewId}`,
    method: 'put',
  });
}

/** Where each kind is listed: its id and title fields, its title filter. */
const KIND_LISTS: Record<
  ContentKind,
  { url: string; id: string; title: string; paged: boolean }
> = {
  navigation: {
    url: '/project/navigation/list',
    id: 'navId',
    title: 'navName',
    paged: false,
  },
  navRecord: {
    url: '/project/navRecord/list',
    id: 'navRecordId',
    title: 'title',
    paged: true,
  },
  record: {
    url: '/project/record/list',
    id: 'recordId',
    title: 'title',
    paged: true,
  },
  recordItem: {
    url: '/project/recordItem/list',
    id: 'itemId',
    title: 'itemName',
    paged: true,
  },
  product: {
    url: '/project/product/list',
    id: 'productId',
    title: 'productName',
    paged: true,
  },
  productItem: {
    url: '/project/productItem/list',
    id: 'itemId',
    title: 'itemName',
    paged: true,
  },
};

export interface ContentOption {
  kind: ContentKind;
  itemId: number;
  title: string;
  publishState?: PublishState;
}

/**
 * Items of one kind in one publishing state whose title holds `title`
 * (the first 20), read from the kind's own list.
 */
export async function findContent(
  kind: ContentKind,
  publishState: PublishState,
  title?: string,
): Promise<ContentOption[]> {
  const spec = KIND_LISTS[kind];
  const params: Record<string, unknown> = { publishState };
  if (title) params[spec.title] = title;
  if (spec.paged) Object.assign(params, { pageNum: 1, pageSize: 20 });
  const res = await request<{
    rows?: Record<string, unknown>[];
    data?: Record<string, unknown>[];
  }>({ url: spec.url, method: 'get', params });
  return (res.rows ?? res.data ?? []).slice(0, 20).map((row) => ({
    kind,
    itemId: Number(row[spec.id]),
    // a draft's own title where it differs from the published one
    title: String(row.draftTitle ?? row[spec.title] ?? ''),
    publishState: row.publishState as PublishState | undefined,
  }));
}
