/**
 * Publishing: drafts, their states and the revisions kept of each content
 * item (server/src/services/publishing, docs/publishing.md).
 */
import type { PageQuery } from './api';

/** The kinds of content the public site shows, as the publishing routes name them. */
export const CONTENT_KINDS = [
  'navigation',
  'navRecord',
  'record',
  'recordItem',
  'product',
  'productItem',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What a list shows of an item (its `publishState` field and filter). */
export const PUBLISH_STATES = [
  'draft',
  'review',
  'scheduled',
  'changed',
  'published',
  'unpublished',
] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** Where a working draft stands. */
export type DraftState = 'draft' | 'review' | 'scheduled';

/** What publishing a draft does: save its data, or take the item off the site. */
export type DraftAction = 'save' | 'unpublish';

/** An item's working draft (GET /project/content/state/{kind}/{id}). */
export interface ContentDraft {
  state: DraftState;
  action: DraftAction;
  version: number;
  releaseId: number | null;
  submitNote: string | null;
  submittedBy: string | null;
  submittedTime: string | null;
  reviewComment: string | null;
  reviewedBy: string | null;
  reviewedTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** An item's publishing state (GET /project/content/state/{kind}/{id}). */
export interface ContentState {
  publishState: PublishState;
  /** '1' visitors see the published version, '0' they see nothing. */
  published: '0' | '1';
  publishedTime: string | null;
  draft: ContentDraft | null;
}

/** What a revision records. */
export const REVISION_ACTIONS = [
  'save',
  'submit',
  'reject',
  'publish',
  'unpublish',
  'restore',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** A row of GET /project/content/revision/list (newest first). */
export interface ContentRevision {
  revisionId: number;
  kind: ContentKind;
  itemId: number;
  action: RevisionAction;
  note: string | null;
  createBy: string;
  createTime: string;
}

/** GET /project/content/revision/{revisionId}: the row and the item as saved (form-shaped). */
export interface ContentRevisionDetail extends ContentRevision {
  data: Record<string, unknown> | null;
}

export interface RevisionQuery extends Pick<PageQuery, 'pageNum' | 'pageSize'> {
  kind: ContentKind;
  itemId: number;
}

/** GET /project/content/compare/{kind}/{id}: both versions, form-shaped. */
export interface ContentCompare {
  published: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
}
