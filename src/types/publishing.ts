/**
 * Publishing: drafts, their states and the revisions kept of each content
 * item (server/src/services/publishing, docs/publishing.md).
 */
import type { ApiData, ApiRow, ListQuery } from './openapi';

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

type StateAnswer = ApiData<'/project/content/state/{kind}/{id}'>;

/** An item's working draft (GET /project/content/state/{kind}/{id}). */
export type ContentDraft = Omit<
  NonNullable<StateAnswer['draft']>,
  'state' | 'action'
> & { state: DraftState; action: DraftAction };

/**
 * An item's publishing state (GET /project/content/state/{kind}/{id});
 * `published`: visitors see a published version.
 */
export type ContentState = Omit<StateAnswer, 'publishState' | 'draft'> & {
  publishState: PublishState;
  draft: ContentDraft | null;
};

/** What a revision records. */
export const REVISION_ACTIONS = [
  'create',
  'save',
  'remove',
  'submit',
  'withdraw',
  'reject',
  'publish',
  'unpublish',
  'discard',
  'restore',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** A row of GET /project/content/revision/list (newest first). */
export type ContentRevision = Omit<
  ApiRow<'/project/content/revision/list'>,
  'kind' | 'action'
> & { kind: ContentKind; action: RevisionAction };

/** GET /project/content/revision/{revisionId}: the row and the item as saved (form-shaped). */
export type ContentRevisionDetail = ContentRevision &
  Pick<ApiData<'/project/content/revision/{revisionId}'>, 'data'>;

/** An item's revisions, a page at a time. */
export type RevisionQuery = ListQuery<'/project/content/revision/list'>;

/** GET /project/content/compare/{kind}/{id}: both versions, form-shaped. */
export type ContentCompare = ApiData<'/project/content/compare/{kind}/{id}'>;
