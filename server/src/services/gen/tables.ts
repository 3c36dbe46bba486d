/**
 * Import, load, save and synchronise generator configurations. Every write
 * runs in one transaction over the repositories of that transaction.
 */
import type {
  AppRepositories,
  Repositories,
} from '../../repositories/index.js';
import { ServiceError } from '../../errors.js';
import { initColumn, initTable } from './columns.js';
import type {
  GenColumn,
  GenOptions,
  GenTable,
} from '../../repositories/gen-model.js';
import type { SubSource } from './sub-context.js';

/** Options JSON → tree fields and parent menu on the row (RuoYi's setTableFromOptions). */
function withOptions(t: GenTable): GenTable {
  let o: GenOptions = {};
  try {
    o = t.options ? (JSON.parse(t.options) as GenOptions) : {};
  } catch {
    o = {};
  }
  return {
    ...t,
    treeCode: o.treeCode ?? null,
    treeParentCode: o.treeParentCode ?? null,
    treeName: o.treeName ?? null,
    parentMenuId: o.parentMenuId ?? null,
  };
}

export class GenTableService {
  constructor(private readonly repos: AppRepositories) {}

  /** Imports the named tables (each must exist and not be imported yet). */
  async importTables(names: string[], user: string): Promise<string[]> {
    if (names.length === 0) throw new ServiceError(500, 'gen.import.none');
    return this.repos.transaction((repos) => this.importIn(repos, names, user));
  }

  /** Import inside a caller's transaction (create table, then import). */
  async importIn(repos: Repositories, names: string[], user: string) {
    const { genTables: tables, genDb: dbTables } = repos;
    const found = await dbTables.findTables(names);
    const byName = new Map(found.map((t) => [t.tableName, t]));
    for (const name of names) {
      if (!byName.has(name)) {
        throw new ServiceError(500, 'gen.import.unknown', {
          name: name.slice(0, 64),
        });
      }
      if (await tables.findByName(name)) {
        throw new ServiceError(500, 'gen.import.exists', { name });
      }
    }
    for (const t of found) {
      const tableId = await tables.insert(initTable(t, user), user);
      for (const c of await dbTables.columnsOf(t.tableName)) {
        await tables.insertColumn(tableId, initColumn(c, tableId), user);
      }
    }
    return found.map((t) => t.tableName);
  }

  /** One configuration with its columns, options unpacked. */
  async load(
    tableId: number,
  ): Promise<{ table: GenTable; columns: GenColumn[] }> {
    const tables = this.repos.genTables;
    const row = await tables.findById(tableId);
    if (!row) throw new ServiceError(500, 'gen.notExists');
    const table = withOptions(row);
    if (table.parentMenuId) {
      table.parentMenuName =
        (await tables.menuName(table.parentMenuId)) ?? null;
    }
    const columns = await tables.columnsOf(tableId);
    table.columns = columns;
    table.pkColumn = columns.find((c) => c.isPk === '1') ?? null;
    return { table, columns };
  }

  async loadByName(name: string) {
    const row = await this.repos.genTables.findByName(name);
    if (!row) throw new ServiceError(500, 'gen.notExists');
    return this.load(row.tableId!);
  }

  /** A master-child table's child configuration (imported too), if any. */
  async subOf(table: GenTable): Promise<SubSource | undefined> {
    if (table.tplCategory !== 'sub' || !table.subTableName) return undefined;
    const row = await this.repos.genTables.findByName(table.subTableName);
    return row ? this.load(row.tableId!) : undefined;
  }

  /** Saves table settings (options packed) and the settings of its columns. */
  async save(table: GenTable, columns: GenColumn[], user: string) {
    if (table.tplCategory === 'sub') {
      if (!table.subTableName) throw new ServiceError(500, 'gen.subTableEmpty');
      if (!table.subTableFkName) throw new ServiceError(500, 'gen.subFkEmpty');
    }
    if (table.tplCategory === 'tree') {
      if (!table.treeCode) throw new ServiceError(500, 'gen.treeCodeEmpty');
      if (!table.treeParentCode) {
        throw new ServiceError(500, 'gen.treeParentCodeEmpty');
      }
      if (!table.treeName) throw new ServiceError(500, 'gen.treeNameEmpty');
    }
    const options: GenOptions = {
      treeCode: table.treeCode ?? null,
      treeParentCode: table.treeParentCode ?? null,
      treeName: table.treeName ?? null,
      parentMenuId: table.parentMenuId ?? null,
    };
    await this.repos.transaction(async ({ genTables: tables }) => {
      const current = await tables.findById(table.tableId!);
      if (!current) throw new ServiceError(500, 'gen.notExists');
      await tables.update(
        {
          ...table,
          tableName: current.tableName,
          options: JSON.stringify(options),
        },
        user,
      );
      for (const c of columns)
        await tables.updateColumn(table.tableId!, c, user);
    });
  }

  /** Re-reads the table's columns: adds new ones, drops removed ones, keeps settings. */
  async sync(name: string, user: string): Promise<void> {
    await this.repos.transaction(async (repos) => {
      const { genTables: tables, genDb: dbTables } = repos;
      const table = await tables.findByName(name);
      if (!table) throw new ServiceError(500, 'gen.notExists');
      const fresh = await dbTables.columnsOf(name);
      if (fresh.length === 0) {
        throw new ServiceError(500, 'gen.sync.tableGone', { name });
      }
      const saved = await tables.columnsOf(table.tableId!);
      const byName = new Map(saved.map((c) => [c.columnName, c]));
      for (const db of fresh) {
        const init = initColumn(db, table.tableId);
        const old = byName.get(db.columnName);
        if (!old) {
          await tables.insertColumn(table.tableId!, init, user);
          continue;
        }
        await tables.refreshColumn(
          {
            ...old,
            columnComment: old.columnComment || init.columnComment,
            columnType: init.columnType,
            isPk: init.isPk,
            isIncrement: init.isIncrement,
            sort: init.sort,
          },
          user,
        );
      }
      const names = new Set(fresh.map((c) => c.columnName));
      const gone = saved.filter((c) => !names.has(c.columnName));
      if (gone.length) await tables.deleteColumns(gone.map((c) => c.columnId!));
    });
  }
}
