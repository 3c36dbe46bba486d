/**
 * Shapes of preview links (`/project/content/preview`, docs/publishing.md):
 * a link to one draft (`kind`, `id`) or to a release (`releaseId`).
 */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { PREVIEW_MAX_MINUTES } from '../services/publishing/preview.js';
import { LABEL_KEYWORD } from './fields.js';
import { Kind } from './publishing.js';

const NStr = Type.Union([Type.String(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);

export const PreviewBody = Type.Object({
  kind: Type.Optional(Kind),
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  releaseId: Type.Optional(
    Type.Integer({ minimum: 1, [LABEL_KEYWORD]: 'preview.field.releaseId' }),
  ),
  minutes: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PREVIEW_MAX_MINUTES,
      [LABEL_KEYWORD]: 'preview.field.minutes',
    }),
  ),
});

export const CreatedPreviewSchema = Type.Object({
  previewId: Type.Integer(),
  url: Type.String(),
  expiresAt: Type.String(),
  timeZone: Type.String(),
});

export const PreviewQuery = Type.Object({ ...PageQueryProps });

export const PreviewRowSchema = Type.Object({
  previewId: Type.Integer(),
  kind: NStr,
  itemId: NInt,
  releaseId: NInt,
  title: NStr,
  expiresAt: Type.String(),
  revoked: Type.Boolean(),
  createBy: Type.String(),
  createTime: NStr,
});

/** TableData plus the site's time zone (that of `expiresAt`). */
export const PreviewList = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  rows: Type.Optional(Type.Array(PreviewRowSchema)),
  total: Type.Optional(Type.Integer()),
  timeZone: Type.Optional(Type.String()),
});

export const PreviewIdParams = Type.Object({
  previewId: Type.Integer({ minimum: 1 }),
});
