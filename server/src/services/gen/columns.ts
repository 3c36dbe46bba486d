/**
 * Defaults of a freshly imported table and its columns (RuoYi's GenUtils,
 * for this project's types): field names, TS types, which columns are
 * listed / edited / searched, and the display type of each.
 */
import type {
  DbColumn,
  DbTable,
  GenColumn,
  GenTable,
  TsType,
} from '../../repositories/gen-model.js';
import { camel, kebab, pascal } from './naming.js';

const NUMBER_TYPES = new Set([
  'smallint',
  'integer',
  'bigint',
  'numeric',
  'real',
  'double precision',
]);
/** Filled by the generated code, never typed in a form. */
const AUDIT = new Set([
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'version',
]);
const NOT_EDIT = new Set([...AUDIT, 'del_flag']);
const NOT_LIST = new Set([...AUDIT, 'id', 'del_flag']);
const NOT_QUERY = new Set([...NOT_LIST, 'remark']);

export function tsTypeOf(dataType: string): TsType {
  if (NUMBER_TYPES.has(dataType)) return 'number';
  if (dataType === 'boolean') return 'boolean';
  return 'string';
}

const flag = (b: boolean) => (b ? '1' : '0');

function htmlTypeOf(c: DbColumn, ts: TsType): GenColumn['htmlType'] {
  const name = c.columnName;
  if (/(^|_)status$/.test(name)) return 'radio';
  if (/(^|_)(type|sex)$/.test(name)) return 'select';
  if (/(^|_)image$/.test(name)) return 'imageUpload';
  if (/(^|_)file$/.test(name)) return 'fileUpload';
  if (/(^|_)content$/.test(name)) return 'editor';
  if (c.dataType.startsWith('timestamp') || c.dataType === 'date') {
    return 'datetime';
  }
  if (ts === 'string' && (c.dataType === 'text' || (c.maxLength ?? 0) >= 500)) {
    return 'textarea';
  }
  return 'input';
}

export function initColumn(c: DbColumn, tableId?: number): GenColumn {
  const ts = tsTypeOf(c.dataType);
  const name = c.columnName;
  const generated = c.isIdentity || (c.isPk && c.hasDefault);
  return {
    tableId,
    columnName: name,
    columnComment: c.columnComment,
    columnType: c.columnType,
    javaType: ts,
    javaField: camel(name),
    isPk: flag(c.isPk),
    isIncrement: flag(generated),
    isRequired: flag(!c.isNullable && !c.hasDefault && !c.isPk),
    isInsert: flag(!generated && !AUDIT.has(name)),
    isEdit: flag(!c.isPk && !NOT_EDIT.has(name)),
    isList: flag(!c.isPk && !NOT_LIST.has(name)),
    isQuery: flag(!c.isPk && !NOT_QUERY.has(name)),
    queryType: /name$/.test(name) ? 'LIKE' : 'EQ',
    htmlType: htmlTypeOf(c, ts),
    dictType: '',
    sort: c.sort,
  };
}

/** Module and business names from `<module>_<business…>`, like RuoYi's autoRemovePre. */
export function initTable(t: DbTable, author: string): GenTable {
  const name = t.tableName.replace(/^_+/, '');
  const parts = name.split('_').filter(Boolean);
  const moduleName = parts.length > 1 ? parts[0] : 'project';
  const business = parts.length > 1 ? parts.slice(1).join('_') : name;
  return {
    tableName: t.tableName,
    tableComment: t.tableComment,
    subTableName: null,
    subTableFkName: null,
    className: pascal(t.tableName),
    tplCategory: 'crud',
    tplWebType: 'react-antd',
    packageName: `src/views/${moduleName}`,
    moduleName,
    businessName: (business || 'item').slice(0, 30),
    functionName: (t.tableComment.replace(/表$/, '') || kebab(business)).slice(
      0,
      50,
    ),
    functionAuthor: author,
    genType: '0',
    genPath: '/',
    options: null,
    remark: null,
  };
}
