/** Shapes of notices. */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { editFields, Field, LABEL_KEYWORD, withDefault } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

export const NoticeSchema = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Str,
  noticeType: Str,
  /** Sanitised HTML; only in single-notice answers. */
  noticeContent: Type.Optional(NStr),
  status: Str,
  remark: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
});

export const NoticeQuery = Type.Object({
  ...PageQueryProps,
  noticeTitle: Type.Optional(Type.String({ maxLength: 50 })),
  noticeType: Type.Optional(Type.String({ maxLength: 1 })),
  createBy: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});

/** Notice HTML is at most this long (before sanitising). */
export const NOTICE_CONTENT_MAX = 500_000;

const NoticeFields = {
  noticeTitle: Field.text('field.noticeTitle', 50),
  noticeType: Type.String({
    [LABEL_KEYWORD]: 'field.noticeType',
    enum: ['1', '2'],
  }),
  noticeContent: Field.optionalText('field.noticeContent', NOTICE_CONTENT_MAX),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 255),
};

export const NoticeAdd = Type.Object(NoticeFields);
export const NoticeEdit = Type.Object({
  noticeId: Field.int('field.noticeId'),
  version: Field.version(),
  ...editFields(NoticeFields),
});
