/** Request and response schemas of `/tool/gen`. */
import { Type, type Static } from '@sinclair/typebox';
import { PageQueryProps } from '../../repositories/lib/page.js';
import { LABEL_KEYWORD, MESSAGE_KEYWORD } from '../../schemas/fields.js';
import {
  HTML_TYPES,
  QUERY_TYPES,
  TPL_CATEGORIES,
  TS_TYPES,
} from '../../repositories/gen-model.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) =>
  Type.Optional(Type.Union([s, Type.Null()]));
const Str = () => Type.String();
const OptStr = () => Nullable(Type.String());
const Flag = Type.String({ enum: ['0', '1'] });
const Enum = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.String({ enum: [...values] }));

const ident = (label: string, max: number) =>
  Type.String({
    [LABEL_KEYWORD]: label,
    [MESSAGE_KEYWORD]: 'gen.identifier',
    maxLength: max,
    pattern: '^[a-z_][a-z0-9_]*$',
  });

export const GenQuery = Type.Object({
  ...PageQueryProps,
  tableName: Type.Optional(Type.String({ maxLength: 200 })),
  tableComment: Type.Optional(Type.String({ maxLength: 500 })),
});
export type GenQuery = Static<typeof GenQuery>;

export const GenColumnSchema = Type.Object({
  columnId: Type.Optional(Type.Integer()),
  tableId: Type.Optional(Type.Integer()),
  columnName: Str(),
  columnComment: Str(),
  columnType: OptStr(),
  javaType: Str(),
  javaField: Str(),
  isPk: OptStr(),
  isIncrement: OptStr(),
  isRequired: OptStr(),
  isInsert: OptStr(),
  isEdit: OptStr(),
  isList: OptStr(),
  isQuery: OptStr(),
  queryType: OptStr(),
  htmlType: OptStr(),
  dictType: OptStr(),
  sort: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export const GenTableSchema = Type.Object({
  tableId: Type.Optional(Type.Integer()),
  tableName: Str(),
  tableComment: Str(),
  subTableName: OptStr(),
  subTableFkName: OptStr(),
  className: OptStr(),
  tplCategory: OptStr(),
  tplWebType: OptStr(),
  packageName: OptStr(),
  moduleName: OptStr(),
  businessName: OptStr(),
  functionName: OptStr(),
  functionAuthor: OptStr(),
  genType: OptStr(),
  genPath: OptStr(),
  options: OptStr(),
  remark: OptStr(),
  version: Type.Optional(Type.Integer()),
  treeCode: OptStr(),
  treeParentCode: OptStr(),
  treeName: OptStr(),
  parentMenuId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  parentMenuName: OptStr(),
  pkColumn: Type.Optional(Type.Union([GenColumnSchema, Type.Null()])),
  columns: Type.Optional(Type.Array(GenColumnSchema)),
  createBy: OptStr(),
  createTime: OptStr(),
  updateBy: OptStr(),
  updateTime: OptStr(),
});

/** Rows of the import dialog. */
export const DbTableSchema = Type.Object({
  tableName: Str(),
  tableComment: Str(),
  createTime: OptStr(),
  updateTime: OptStr(),
});

const EditColumn = Type.Object({
  columnId: Type.Integer(),
  columnComment: Type.String({ maxLength: 500 }),
  javaType: Enum(TS_TYPES),
  javaField: Type.String({
    [LABEL_KEYWORD]: 'field.javaField',
    [MESSAGE_KEYWORD]: 'gen.fieldName',
    maxLength: 63,
    pattern: '^[a-z][a-zA-Z0-9]*$',
  }),
  isRequired: Flag,
  isInsert: Flag,
  isEdit: Flag,
  isList: Flag,
  isQuery: Flag,
  queryType: Enum(QUERY_TYPES),
  htmlType: Enum(HTML_TYPES),
  dictType: Type.Optional(
    Type.Union([
      Type.String({
        [LABEL_KEYWORD]: 'field.dictType',
        [MESSAGE_KEYWORD]: 'gen.identifier',
        maxLength: 100,
        pattern: '^([a-z_][a-z0-9_]*)?$',
      }),
      Type.Null(),
    ]),
  ),
});

export const GenEdit = Type.Object({
  tableId: Type.Integer(),
  version: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  tableComment: Type.String({
    [LABEL_KEYWORD]: 'field.tableComment',
    maxLength: 500,
    pattern: '\\S',
  }),
  className: Type.String({
    [LABEL_KEYWORD]: 'field.className',
    [MESSAGE_KEYWORD]: 'gen.fieldName',
    maxLength: 100,
    pattern: '^[A-Za-z][A-Za-z0-9]*$',
  }),
  functionAuthor: Type.String({
    [LABEL_KEYWORD]: 'field.functionAuthor',
    maxLength: 50,
    pattern: '\\S',
  }),
  remark: Nullable(Type.String({ maxLength: 500 })),
  tplCategory: Enum(TPL_CATEGORIES),
  tplWebType: Type.Optional(Type.String({ maxLength: 30 })),
  packageName: Nullable(Type.String({ maxLength: 100 })),
  moduleName: ident('field.moduleName', 30),
  businessName: ident('field.businessName', 30),
  functionName: Type.String({
    [LABEL_KEYWORD]: 'field.functionName',
    maxLength: 50,
    pattern: '\\S',
  }),
  genType: Type.Optional(Type.String({ enum: ['0', '1'] })),
  genPath: Type.Optional(Type.String({ maxLength: 200 })),
  subTableName: Nullable(Type.String({ maxLength: 64 })),
  subTableFkName: Nullable(Type.String({ maxLength: 64 })),
  columns: Type.Array(EditColumn, { maxItems: 500 }),
  params: Type.Optional(
    Type.Object({
      treeCode: Nullable(Type.String({ maxLength: 64 })),
      treeParentCode: Nullable(Type.String({ maxLength: 64 })),
      treeName: Nullable(Type.String({ maxLength: 64 })),
      parentMenuId: Type.Optional(
        Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      ),
    }),
  ),
});
export type GenEdit = Static<typeof GenEdit>;

export const TablesQuery = Type.Object({
  tables: Type.String({ maxLength: 2000 }),
});

export const SqlQuery = Type.Object({
  sql: Type.Optional(Type.String({ maxLength: 20000 })),
});

/**
 * GET /tool/gen/preview/{id}: RuoYi's `{code, msg, data}` with `data` keyed
 * by template-shaped names (services/gen/preview.ts), and `paths` giving each
 * key's file in this project.
 */
export const PreviewAnswerSchema = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Record(Type.String(), Type.String()),
  paths: Type.Record(Type.String(), Type.String(), {
    description:
      "Each key of `data` → the generated file's path in this project",
  }),
});
