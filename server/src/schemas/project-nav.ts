/**
 * Shapes of the navigation and navigation copy rows sent to staff, and the
 * request bodies with labelled field rules (enquiries: schemas/contact.ts).
 */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { PublishStateFilter, PublishStateProps } from './publishing.js';
import { editFields, Field, LABEL_KEYWORD, withDefault } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);
const Int = Type.Integer();

const Base = {
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Int),
};

export const NavigationSchema = Type.Object({
  ...PublishStateProps,
  navId: Int,
  parentId: Int,
  ancestors: Str,
  navName: Str,
  mainName: Str,
  enName: Str,
  link: Str,
  mainImage: Str,
  navType: Str,
  recordCategory: Str,
  showInNav: Str,
  orderNum: Int,
  status: Str,
  remark: Type.Optional(NStr),
  parentName: Type.Optional(NStr),
  /** The owning department (data scope of the column and its content). */
  deptId: Type.Optional(Type.Union([Int, Type.Null()])),
  deptName: Type.Optional(NStr),
  ...Base,
});

export const NavigationQuery = Type.Object({
  ...PublishStateFilter,
  navName: Type.Optional(Type.String({ maxLength: 100 })),
  navType: Type.Optional(Type.String({ maxLength: 1 })),
  recordCategory: Type.Optional(Type.String({ maxLength: 50 })),
  showInNav: Type.Optional(Type.String({ maxLength: 1 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});

const flag = (key: Parameters<typeof Field.text>[0]) =>
  Type.String({ [LABEL_KEYWORD]: key, enum: ['0', '1'] });

const NavigationFields = {
  parentId: Field.int('navigation.field.parentId', { minimum: 0 }),
  navName: Field.text('navigation.field.navName', 100),
  mainName: Field.optionalText('navigation.field.mainName', 200),
  enName: Field.optionalText('navigation.field.enName', 200),
  link: Field.optionalText('navigation.field.link', 500),
  mainImage: Field.optionalText('navigation.field.mainImage', 500),
  navType: Type.String({
    [LABEL_KEYWORD]: 'navigation.field.navType',
    enum: ['1', '2', '3', '4', '5'],
  }),
  recordCategory: Field.optionalText('navigation.field.recordCategory', 50),
  showInNav: flag('navigation.field.showInNav'),
  orderNum: Field.int('navigation.field.orderNum', { minimum: 0 }),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
  /** A top-level column's department; a child column takes its parent's. */
  deptId: Field.optionalInt('field.dept', { minimum: 1 }),
};
export const NavigationAdd = Type.Object(NavigationFields);
export const NavigationEdit = Type.Object({
  navId: Field.int('navigation.field.navId'),
  version: Field.version(),
  ...editFields(NavigationFields),
});
export const NavigationMove = Type.Object({
  navId: Field.int('navigation.field.navId'),
  direction: Type.String({ enum: ['up', 'down'] }),
});

export const NavRecordSchema = Type.Object({
  ...PublishStateProps,
  navRecordId: Int,
  navId: Int,
  navName: NStr,
  title: Str,
  subtitle: Str,
  content: Str,
  image: Str,
  orderNum: Int,
  status: Str,
  remark: Type.Optional(NStr),
  ...Base,
});

export const NavRecordQuery = Type.Object({
  ...PublishStateFilter,
  ...PageQueryProps,
  navId: Type.Optional(Type.Integer()),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});

const NavRecordFields = {
  navId: Field.int('navRecord.field.navId', { minimum: 1 }),
  title: Field.text('navRecord.field.title', 200),
  subtitle: Field.optionalText('navRecord.field.subtitle', 200),
  content: Field.optionalText('navRecord.field.content', 200_000),
  image: Field.optionalText('navRecord.field.image', 500),
  orderNum: Field.int('navRecord.field.orderNum', { minimum: 0 }),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};
export const NavRecordAdd = Type.Object(NavRecordFields);
export const NavRecordEdit = Type.Object({
  navRecordId: Field.int('navRecord.field.navRecordId'),
  version: Field.version(),
  ...editFields(NavRecordFields),
});
