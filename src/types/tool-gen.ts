/** Code generator rows (`/tool/gen`: GenTable, GenTableColumn). */
import type { PageQuery } from './api';

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
export interface DbTable {
  tableName: string;
  tableComment: string;
  createTime?: string | null;
  updateTime?: string | null;
}

export interface GenQuery extends PageQuery {
  tableName?: string;
  tableComment?: string;
}

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
