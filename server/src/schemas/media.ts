/** Shapes of the media library `/project/media` (docs/media.md). */
import { Type, type Static } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import type { MessageKey } from '../i18n/index.js';
import { Field, LABEL_KEYWORD } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);

export const MediaRowSchema = Type.Object({
  mediaId: Type.Integer(),
  url: Str,
  folderId: Type.Integer(),
  fileName: Str,
  originalName: Str,
  ext: Str,
  mime: Str,
  mediaType: Str,
  size: Type.Number(),
  width: NInt,
  height: NInt,
  version: Type.Integer(),
  altJa: Str,
  altEn: Str,
  focalX: Type.Number(),
  focalY: Type.Number(),
  processState: Str,
  processError: NStr,
  thumbUrl: NStr,
  tags: Type.Array(Str),
  source: Str,
  rowVersion: Type.Integer(),
  createBy: Str,
  createTime: NStr,
  updateBy: Str,
  updateTime: NStr,
});

export const MediaVersionSchema = Type.Object({
  version: Type.Integer(),
  size: Type.Number(),
  width: NInt,
  height: NInt,
  createBy: Str,
  createTime: NStr,
  url: Str,
});

export const MediaVariantSchema = Type.Object({
  width: Type.Integer(),
  height: Type.Integer(),
  format: Str,
  size: Type.Number(),
  url: Str,
});

/** A file with its versions and the newest version's responsive sizes. */
export const MediaDetailSchema = Type.Object({
  ...MediaRowSchema.properties,
  versions: Type.Array(MediaVersionSchema),
  variants: Type.Array(MediaVariantSchema),
});

export const MediaUsageSchema = Type.Object({
  kind: Str,
  id: Type.Integer(),
  title: Str,
  /** published | draft | revision | notice | avatar */
  place: Str,
});

export const MediaQuery = Type.Object({
  ...PageQueryProps,
  /** 0: unfiled; absent: every folder. */
  folderId: Type.Optional(Type.Integer({ minimum: 0 })),
  fileName: Type.Optional(Type.String({ maxLength: 200 })),
  mediaType: Type.Optional(Type.String({ maxLength: 12 })),
  tag: Type.Optional(Type.String({ maxLength: 50 })),
  /** Bytes. */
  minSize: Type.Optional(Type.Integer({ minimum: 0 })),
  maxSize: Type.Optional(Type.Integer({ minimum: 0 })),
  /** upload | avatar | imported; avatars are listed only when asked for. */
  source: Type.Optional(Type.String({ maxLength: 10 })),
});
export type MediaQuery = Static<typeof MediaQuery>;

/** A focal point coordinate: a fraction of the width or height. */
const fraction = (key: MessageKey) =>
  Type.Number({ [LABEL_KEYWORD]: key, minimum: 0, maximum: 1 });

const alt = (key: MessageKey) =>
  Type.String({ [LABEL_KEYWORD]: key, maxLength: 300 });

export const MediaEdit = Type.Object({
  mediaId: Field.int('media.field.mediaId'),
  fileName: Field.text('media.field.fileName', 200),
  folderId: Field.int('media.field.folderId', { minimum: 0 }),
  altJa: alt('media.field.altJa'),
  altEn: alt('media.field.altEn'),
  focalX: fraction('media.field.focalX'),
  focalY: fraction('media.field.focalY'),
  tags: Type.Array(Field.text('media.field.tag', 50), { maxItems: 30 }),
  rowVersion: Field.int('media.field.rowVersion', { minimum: 0 }),
});
export type MediaEdit = Static<typeof MediaEdit>;

export const MediaMove = Type.Object({
  mediaIds: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: 1000,
  }),
  folderId: Field.int('media.field.folderId', { minimum: 0 }),
});
export type MediaMove = Static<typeof MediaMove>;

export interface MediaFolderNode {
  id: number;
  label: string;
  parentId: number;
  count: number;
  children?: MediaFolderNode[];
}

export const MediaFolderNodeSchema = Type.Recursive(
  (Node) =>
    Type.Object({
      id: Type.Integer(),
      label: Str,
      parentId: Type.Integer(),
      count: Type.Integer(),
      children: Type.Optional(Type.Array(Node)),
    }),
  { $id: 'MediaFolderNode' },
);

const FolderFields = {
  parentId: Field.int('media.field.parentId', { minimum: 0 }),
  folderName: Field.text('media.field.folderName', 100),
};
export const MediaFolderAdd = Type.Object(FolderFields);
export const MediaFolderEdit = Type.Object({
  folderId: Field.int('media.field.folderId', { minimum: 1 }),
  ...FolderFields,
});
export type MediaFolderAdd = Static<typeof MediaFolderAdd>;
export type MediaFolderEdit = Static<typeof MediaFolderEdit>;

export const MediaTagSchema = Type.Object({
  tag: Str,
  count: Type.Integer(),
});

export const MediaStatsSchema = Type.Object({
  usedBytes: Type.Number(),
  quotaBytes: Type.Number(),
  count: Type.Integer(),
  store: Type.Union([Type.Literal('disk'), Type.Literal('database')]),
});
