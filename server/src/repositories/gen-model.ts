/** Generator configuration rows (RuoYi's GenTable, GenTableColumn). */

export type TplCategory = 'crud' | 'tree' | 'sub';
/** The TypeScript type of a column's field in generated code. */
export type TsType = 'string' | 'number' | 'boolean';
export type QueryType =
  | 'EQ'
  | 'NE'
  | 'GT'
  | 'GTE'
  | 'LT'
  | 'LTE'
  | 'LIKE'
  | 'BETWEEN';
export type HtmlType =
  | 'input'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'datetime'
  | 'imageUpload'
  | 'fileUpload'
  | 'editor';

export const TPL_CATEGORIES: readonly TplCategory[] = ['crud', 'tree', 'sub'];
export const TS_TYPES: readonly TsType[] = ['string', 'number', 'boolean'];
export const QUERY_TYPES: readonly QueryType[] = [
  'EQ',
  'NE',
  'GT',
  'GTE',
  'LT',
  'LTE',
  'LIKE',
  'BETWEEN',
];
export const HTML_TYPES: readonly HtmlType[] = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
];

export interface GenColumn {
  columnId?: number;
  tableId?: number;
  columnName: string;
  columnComment: string;
  columnType: string;
  /** TS type of the field (the contract's javaType). */
  javaType: TsType;
  /** camelCase field name (the contract's javaField). */
  javaField: string;
  isPk: string;
  isIncrement: string;
  isRequired: string;
  isInsert: string;
  isEdit: string;
  isList: string;
  isQuery: string;
  queryType: QueryType;
  htmlType: HtmlType;
  dictType: string;
  sort: number;
}

/** Stored in gen_table.options (JSON). */
export interface GenOptions {
  treeCode?: string | null;
  treeParentCode?: string | null;
  treeName?: string | null;
  parentMenuId?: number | null;
}

export interface GenTable {
  tableId?: number;
  tableName: string;
  tableComment: string;
  subTableName: string | null;
  subTableFkName: string | null;
  className: string;
  tplCategory: TplCategory;
  tplWebType: string;
  packageName: string | null;
  moduleName: string | null;
  businessName: string | null;
  functionName: string | null;
  functionAuthor: string | null;
  genType: string;
  genPath: string;
  options: string | null;
  remark: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  version?: number;
  treeCode?: string | null;
  treeParentCode?: string | null;
  treeName?: string | null;
  parentMenuId?: number | null;
  parentMenuName?: string | null;
  pkColumn?: GenColumn | null;
  subTable?: GenTable | null;
  columns?: GenColumn[];
}

/** A column as the database describes it (information_schema). */
export interface DbColumn {
  columnName: string;
  columnComment: string;
  /** e.g. `varchar(64)`, `integer`, `timestamp`. */
  columnType: string;
  dataType: string;
  maxLength: number | null;
  isNullable: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
  isPk: boolean;
  sort: number;
}

export interface DbTable {
  tableName: string;
  tableComment: string;
  createTime: string | null;
  updateTime: string | null;
}
