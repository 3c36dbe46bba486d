/**
 * Code generator rows (`/tool/gen`: GenTable, GenTableColumn). Written here,
 * but for the database-table row and the list query: the document leaves
 * most table and column fields optional and types tplCategory as any string.
 */
import type { ApiRow, ListQuery } from './openapi';

export type TplCategory = 'crud' | 'tree' | 'sub';

export interface GenTableColumn {
  columnId: number;
  tableId?: number;
  columnName: string;
  columnComment: string;
  columnType?: string | null;
  /** TS type of the generated field: string / number / boolean. */
  javaType: string;
  /** camelCase field name. */
  javaField: string;
  isPk?: string | null;
  isIncrement?: string | null;
  isRequired: string;
  isInsert: string;
  isEdit: string;
  isList: string;
  isQuery: string;
  queryType: string;
  htmlType: string;
  dictType?: string | null;
  sort?: number | null;
}

export interface GenTable {
  tableId: number;
  tableName: string;
  tableComment: string;
  subTableName?: string | null;
  subTableFkName?: string | null;
  className: string;
  tplCategory: TplCategory;
  tplWebType?: string | null;
  packageName?: string | null;
  moduleName: string;
  businessName: string;
  functionName: string;
  functionAuthor: string;
  genType?: string | null;
  genPath?: string | null;
  options?: string | null;
  remark?: string | null;
  version?: number;
  treeCode?: string | null;
  treeParentCode?: string | null;
  treeName?: string | null;
  parentMenuId?: number | null;
  parentMenuName?: string | null;
  columns?: GenTableColumn[];
  createTime?: string | null;
  updateTime?: string | null;
}

/** A table of the database not yet imported. */
export type DbTable = ApiRow<'/tool/gen/db/list'>;

export type GenQuery = ListQuery<'/tool/gen/list'>;

/** PUT /tool/gen body. */
export type GenTableEdit = Omit<
  GenTable,
  'treeCode' | 'treeParentCode' | 'treeName' | 'parentMenuId'
> & {
  columns: GenTableColumn[];
  params: {
    treeCode?: string | null;
    treeParentCode?: string | null;
    treeName?: string | null;
    parentMenuId?: number | null;
  };
};
