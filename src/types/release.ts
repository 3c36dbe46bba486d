/**
 * The publishing screen's shapes: the review queue, releases and preview
 * links (see docs/publishing.md). Times (`publishAt`, `ranAt`) are
 * `YYYY-MM-DD HH:mm:ss` in the site's time zone, named by `timeZone`.
 */
import type { PageQuery } from './api';
import type { ContentKind, PublishState } from './publishing';

/**
 * A draft waiting for review: action `unpublish` is the delete of a
 * published item; navName its column.
 */
export interface ReviewEntry {
  kind: ContentKind;
  itemId: number;
  title: string;
  action: 'save' | 'unpublish';
  navName?: string | null;
  submitNote?: string | null;
  submittedBy?: string | null;
  submittedTime?: string | null;
}

export interface ReviewQuery extends PageQuery {
  kind?: ContentKind;
}

export type ReleaseStatus =
  | 'open'
  | 'scheduled'
  | 'running'
  | 'done'
  | 'cancelled'
  | 'failed';

export const RELEASE_STATUSES: readonly ReleaseStatus[] = [
  'open',
  'scheduled',
  'running',
  'done',
  'cancelled',
  'failed',
];

export type ReleaseAction = 'publish' | 'unpublish';

/** One item a release publishes or takes off the site. */
export interface ReleaseItem {
  kind: ContentKind;
  itemId: number;
  action: ReleaseAction;
  /** null when the item no longer exists. */
  title?: string | null;
  publishState?: PublishState;
}

/** A release as listed: ranAt and late once it ran. */
export interface Release {
  releaseId: number;
  releaseName: string;
  publishAt: string;
  status: ReleaseStatus;
  itemCount: number;
  ranAt?: string | null;
  late?: boolean | null;
  failReason?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

export interface ReleaseDetail extends Release {
  remark?: string | null;
  version: number;
  items: ReleaseItem[];
  timeZone?: string;
}

/** The list answer names the site's time zone beside the rows. */
export interface ReleaseList {
  code: number;
  msg: string;
  rows: Release[];
  total: number;
  timeZone?: string;
}

export interface ReleaseQuery extends PageQuery {
  status?: ReleaseStatus;
}

/** What a release's form sends (releaseId and version when editing). */
export interface ReleaseForm {
  releaseId?: number;
  version?: number;
  releaseName: string;
  publishAt: string;
  remark?: string;
  items: Pick<ReleaseItem, 'kind' | 'itemId' | 'action'>[];
}

/** A preview link: of one draft (kind, itemId) or of a whole release. */
export interface PreviewLink {
  previewId: number;
  kind?: ContentKind | null;
  itemId?: number | null;
  releaseId?: number | null;
  title?: string | null;
  url?: string | null;
  expiresAt: string;
  revoked: boolean;
  createBy?: string | null;
  createTime?: string | null;
}

export type PreviewTarget =
  | { kind: ContentKind; id: number }
  | { releaseId: number };

/** The preview list answer names the site's time zone beside the rows. */
export interface PreviewList {
  code: number;
  msg: string;
  rows: PreviewLink[];
  total: number;
  timeZone?: string;
}

/** A created link: its address is shown once; expiresAt in timeZone. */
export interface CreatedPreview {
  previewId: number;
  url: string;
  expiresAt: string;
  timeZone: string;
}
