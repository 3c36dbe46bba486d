/**
 * Shapes of publishing (docs/publishing.md): the state every content row
 * carries, its list filter, and the bodies and answers of /project/content.
 */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { CONTENT_KINDS } from '../services/publishing/kinds.js';
import { Field, LABEL_KEYWORD } from './fields.js';

const NStr = Type.Union([Type.String(), Type.Null()]);

/** Spread into a content row's schema. */
export const PublishStateProps = {
  publishState: Type.Optional(Type.String()),
  /** `unpublish` when the draft takes the item off the site (a deletion). */
  draftAction: Type.Optional(NStr),
  /** The draft's title where it differs from the published one (lists). */
  draftTitle: Type.Optional(NStr),
};

/** Spread into a content list's query. */
export const PublishStateFilter = {
  publishState: Type.Optional(Type.String({ maxLength: 12 })),
};

export const Kind = Type.Union(
  CONTENT_KINDS.map((k) => Type.Literal(k)),
  { [LABEL_KEYWORD]: 'publishing.field.kind' },
);

export const ItemRef = Type.Object({
  kind: Kind,
  id: Type.Integer({ minimum: 1 }),
});

export const NoteBody = Type.Object({
  kind: Kind,
  id: Type.Integer({ minimum: 1 }),
  note: Field.optionalText('publishing.field.note', 500),
});

export const RejectBody = Type.Object({
  kind: Kind,
  id: Type.Integer({ minimum: 1 }),
  comment: Field.text('publishing.field.comment', 500),
});

export const DraftFacts = Type.Object({
  state: Type.String(),
  action: Type.String(),
  version: Type.Integer(),
  releaseId: Type.Union([Type.Integer(), Type.Null()]),
  submitNote: NStr,
  submittedBy: NStr,
  submittedTime: NStr,
  reviewComment: NStr,
  reviewedBy: NStr,
  reviewedTime: NStr,
  createBy: Type.String(),
  createTime: NStr,
  updateBy: Type.String(),
  updateTime: NStr,
});

export const ItemStateSchema = Type.Object({
  publishState: Type.String(),
  published: Type.Boolean(),
  publishedTime: NStr,
  draft: Type.Union([DraftFacts, Type.Null()]),
});

export const QueueQuery = Type.Object({
  ...PageQueryProps,
  kind: Type.Optional(Kind),
});

export const QueueRowSchema = Type.Object({
  kind: Type.String(),
  itemId: Type.Integer(),
  title: Type.String(),
  action: Type.String(),
  navName: NStr,
  submitNote: NStr,
  submittedBy: NStr,
  submittedTime: NStr,
});

const Data = Type.Record(Type.String(), Type.Unknown());

export const CompareSchema = Type.Object({
  published: Type.Union([Data, Type.Null()]),
  draft: Type.Union([Data, Type.Null()]),
});

export const RevisionQuery = Type.Object({
  ...PageQueryProps,
  kind: Kind,
  itemId: Type.Integer({ minimum: 1 }),
});

export const RevisionRowSchema = Type.Object({
  revisionId: Type.Integer(),
  kind: Type.String(),
  itemId: Type.Integer(),
  action: Type.String(),
  note: NStr,
  createBy: Type.String(),
  createTime: NStr,
});

export const RevisionSchema = Type.Object({
  ...RevisionRowSchema.properties,
  data: Type.Union([Data, Type.Null()]),
});
