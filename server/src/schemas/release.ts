/**
 * Shapes of releases `/project/release` (docs/publishing.md). Times are
 * `YYYY-MM-DD HH:mm:ss` in the site's time zone, named by `timeZone`.
 */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { RELEASE_STATUSES } from '../repositories/content-releases.js';
import { editFields, Field, LABEL_KEYWORD } from './fields.js';
import { Kind } from './publishing.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

export const ReleaseStatus = Type.Union(
  RELEASE_STATUSES.map((s) => Type.Literal(s)),
);

export const ReleaseRowSchema = Type.Object({
  releaseId: Type.Integer(),
  releaseName: Str,
  publishAt: Str,
  status: Str,
  itemCount: Type.Integer(),
  ranAt: NStr,
  late: Type.Boolean(),
  failReason: NStr,
  remark: NStr,
  version: Type.Integer(),
  createBy: Str,
  createTime: NStr,
  updateBy: Str,
  updateTime: NStr,
});

export const ReleaseItemSchema = Type.Object({
  kind: Str,
  itemId: Type.Integer(),
  action: Str,
  /** null when the item no longer exists. */
  title: NStr,
  publishState: Type.Optional(Str),
});

export const ReleaseDetailSchema = Type.Object({
  ...ReleaseRowSchema.properties,
  timeZone: Str,
  items: Type.Array(ReleaseItemSchema),
});

/** TableData plus the site's time zone. */
export const ReleaseList = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  rows: Type.Optional(Type.Array(ReleaseRowSchema)),
  total: Type.Optional(Type.Integer()),
  timeZone: Type.Optional(Str),
});

export const ReleaseQuery = Type.Object({
  ...PageQueryProps,
  status: Type.Optional(ReleaseStatus),
});

const ReleaseItemBody = Type.Object({
  kind: Kind,
  itemId: Field.int('release.field.item', { minimum: 1 }),
  action: Type.Union([Type.Literal('publish'), Type.Literal('unpublish')], {
    [LABEL_KEYWORD]: 'release.field.action',
    default: 'publish',
  }),
});

const ReleaseFields = {
  releaseName: Field.text('release.field.releaseName', 100),
  publishAt: Field.text('release.field.publishAt', 19),
  remark: Field.optionalText('field.remark', 500),
  items: Type.Array(ReleaseItemBody, {
    [LABEL_KEYWORD]: 'release.field.items',
    maxItems: 1000,
  }),
};

export const ReleaseAdd = Type.Object(ReleaseFields);
export const ReleaseEdit = Type.Object({
  releaseId: Field.int('release.field.releaseId', { minimum: 1 }),
  version: Field.version(),
  ...editFields(ReleaseFields),
});
