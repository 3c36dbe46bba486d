/**
 * The child table of a master-child configuration (RuoYi's tplCategory
 * 'sub'): its own imported configuration, checked like the master's, and the
 * names the templates use for it.
 */
import { ServiceError } from '../../errors.js';
import type { GenColumn, GenTable } from '../../repositories/gen-model.js';
import { isIdent, pascal } from './naming.js';

export interface SubSource {
  table: GenTable;
  columns: GenColumn[];
}

export interface SubContext {
  table: GenTable;
  columns: GenColumn[];
  /** The child's primary key (list order), if it has one. */
  pk?: GenColumn;
  /** The child column holding the master's primary key. */
  fk: GenColumn;
  /** PascalCase entity name (`DemoOrderItem`). */
  entity: string;
  /** The master's field with the child rows (`demoOrderItemList`). */
  listField: string;
}

export function buildSubContext(
  master: GenTable,
  masterPk: GenColumn,
  masterEntity: string,
  sub: SubSource | undefined,
  checkColumn: (c: GenColumn) => void,
): SubContext {
  const name = master.subTableName ?? '';
  if (!name) throw new ServiceError(500, 'gen.subTableEmpty');
  if (!master.subTableFkName) throw new ServiceError(500, 'gen.subFkEmpty');
  if (!sub || sub.table.tableName !== name) {
    throw new ServiceError(500, 'gen.subNotImported', {
      name: name.slice(0, 64),
    });
  }
  if (!isIdent(name) || name === master.tableName) {
    throw new ServiceError(500, 'gen.invalidConfig', { detail: 'sub table' });
  }
  for (const c of sub.columns) checkColumn(c);
  const fk = sub.columns.find((c) => c.columnName === master.subTableFkName);
  if (!fk || fk.javaType !== masterPk.javaType) {
    throw new ServiceError(500, 'gen.subFkInvalid', {
      name: master.subTableFkName.slice(0, 64),
    });
  }
  const entity = pascal(name);
  if (entity === masterEntity) {
    throw new ServiceError(500, 'gen.invalidConfig', {
      detail: 'the sub table and the business share a name',
    });
  }
  return {
    table: sub.table,
    columns: sub.columns,
    pk: sub.columns.find((c) => c.isPk === '1'),
    fk,
    entity,
    listField: `${entity.charAt(0).toLowerCase()}${entity.slice(1)}List`,
  };
}
