/**
 * The six kinds of content the public site shows, and how publishing reads
 * and writes each one's published row (docs/publishing.md). A draft's `data`
 * is the kind's save body, already checked and sanitised by its route.
 */
import type { NavigationInput } from '../../repositories/project-navigation.js';
import type { Repositories } from '../../repositories/index.js';
import type { Queryable } from '../../db/index.js';
import { ServiceError } from '../../errors.js';

export const CONTENT_KINDS = [
  'navigation',
  'navRecord',
  'record',
  'recordItem',
  'product',
  'productItem',
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

export type Data = Record<string, unknown>;

/** Who is acting: the audit columns and a new column's department. */
export interface Actor {
  userName: string;
  deptId: number | null;
}

export interface KindDef {
  kind: ContentKind;
  table: string;
  idColumn: string;
  /** Permission prefix: `<perm>:edit`, `<perm>:query`… */
  perm: string;
  /** The field of the data that names the item in queues and lists. */
  titleField: string;
  /**
   * FROM of the item joined to its owning column as `n` (data scope reads
   * `n.dept_id`), and the item's id column in it.
   */
  scopeFrom: string;
  scopeId: string;
  /** The published row, form-shaped (undefined when there is none). */
  load(repos: Repositories, id: number): Promise<Data | undefined>;
  /** Inserts a new, unpublished row from the data; its id. */
  insert(repos: Repositories, data: Data, actor: Actor): Promise<number>;
  /** Writes the data onto the published row. */
  apply(repos: Repositories, id: number, data: Data, by: string): Promise<void>;
  /** The kind of its items, deleted with it (a record's, a product's). */
  items?: { kind: ContentKind; table: string; parentColumn: string };
  /** Deletes rows visitors do not see (and what hangs off them). */
  remove(
    repos: Repositories,
    ids: readonly number[],
    by: string,
  ): Promise<void>;
}

/** The ancestors of a column placed under `parentId`. */
async function ancestorsUnder(repos: Repositories, parentId: number) {
  if (parentId === 0) return '0';
  const parent = await repos.navigation.findById(parentId);
  if (!parent) throw new ServiceError(500, 'navigation.parentMissing');
  return `${parent.ancestors},${parent.navId}`;
}

const navigation: KindDef = {
  kind: 'navigation',
  table: 'project_navigation',
  idColumn: 'nav_id',
  perm: 'project:navigation',
  titleField: 'navName',
  scopeFrom: 'project_navigation n',
  scopeId: 'n.nav_id',
  load: (repos, id) =>
    repos.navigation.findById(id) as Promise<unknown> as Promise<Data>,
  async insert(repos, data, actor) {
    const n = data as unknown as NavigationInput;
    const ancestors = await ancestorsUnder(repos, n.parentId);
    const id = await repos.navigation.insert(n, ancestors, actor.userName);
    await repos.navigation.inheritDept(id, n.deptId ?? actor.deptId);
    return id;
  },
  async apply(repos, id, data, by) {
    const n = data as unknown as NavigationInput;
    const current = await repos.navigation.findById(id);
    if (!current) throw new ServiceError(500, 'common.notExists');
    const moved = n.parentId !== current.parentId;
    const ancestors = moved
      ? await ancestorsUnder(repos, n.parentId)
      : current.ancestors;
    if (moved && ancestors.split(',').includes(String(id))) {
      throw new ServiceError(500, 'navigation.edit.parentDescendant', {
        name: n.navName,
      });
    }
    await repos.navigation.update(id, n, ancestors, null, by);
    if (moved) {
      await repos.navigation.moveDescendants(id, current.ancestors, ancestors);
    }
    await repos.navigation.syncDept(id, n.deptId ?? null);
  },
  async remove(repos, ids, by) {
    await repos.navigation.remove(ids, by);
  },
};

/** A kind filed under a navigation column (`nav_id`). */
function underColumn(
  def: Pick<KindDef, 'kind' | 'table' | 'idColumn' | 'perm' | 'titleField'>,
  repo: (repos: Repositories) => {
    findById(id: number): Promise<unknown>;
    insert(data: never, by: string): Promise<number>;
    update(id: number, data: never, v: null, by: string): Promise<number>;
    deleteByIds(ids: readonly number[]): Promise<number>;
  },
): KindDef {
  return {
    ...def,
    scopeFrom: `${def.table} c JOIN project_navigation n ON n.nav_id = c.nav_id`,
    scopeId: `c.${def.idColumn}`,
    load: (repos, id) => repo(repos).findById(id) as Promise<Data | undefined>,
    insert: (repos, data, actor) =>
      repo(repos).insert(data as never, actor.userName),
    async apply(repos, id, data, by) {
      await repo(repos).update(id, data as never, null, by);
    },
    async remove(repos, ids) {
      await repo(repos).deleteByIds(ids);
    },
  };
}

/** A kind of item of a parent kind (`parentKey` names the parent's id). */
function itemOf(
  def: Pick<KindDef, 'kind' | 'table' | 'perm'>,
  parent: { table: string; idColumn: string },
  repo: (repos: Repositories) => {
    findById(id: number): Promise<unknown>;
    insert(data: never, by: string): Promise<number>;
    update(id: number, data: never, v: null, by: string): Promise<number>;
    deleteByIds(ids: readonly number[]): Promise<number>;
  },
): KindDef {
  return {
    ...underColumn(
      { ...def, idColumn: 'item_id', titleField: 'itemName' },
      repo,
    ),
    scopeFrom: `${def.table} c
      JOIN ${parent.table} p ON p.${parent.idColumn} = c.${parent.idColumn}
      JOIN project_navigation n ON n.nav_id = p.nav_id`,
    scopeId: 'c.item_id',
  };
}

export const KINDS: Readonly<Record<ContentKind, KindDef>> = {
  navigation,
  navRecord: underColumn(
    {
      kind: 'navRecord',
      table: 'project_nav_record',
      idColumn: 'nav_record_id',
      perm: 'project:navRecord',
      titleField: 'title',
    },
    (r) => r.navRecords,
  ),
  record: {
    ...underColumn(
      {
        kind: 'record',
        table: 'project_record',
        idColumn: 'record_id',
        perm: 'project:record',
        titleField: 'title',
      },
      (r) => r.records,
    ),
    items: {
      kind: 'recordItem',
      table: 'project_record_item',
      parentColumn: 'record_id',
    },
  },
  recordItem: itemOf(
    {
      kind: 'recordItem',
      table: 'project_record_item',
      perm: 'project:recordItem',
    },
    { table: 'project_record', idColumn: 'record_id' },
    (r) => r.recordItems,
  ),
  product: {
    ...underColumn(
      {
        kind: 'product',
        table: 'project_product',
        idColumn: 'product_id',
        perm: 'project:product',
        titleField: 'productName',
      },
      (r) => r.products,
    ),
    items: {
      kind: 'productItem',
      table: 'project_product_item',
      parentColumn: 'product_id',
    },
  },
  productItem: itemOf(
    {
      kind: 'productItem',
      table: 'project_product_item',
      perm: 'project:productItem',
    },
    { table: 'project_product', idColumn: 'product_id' },
    (r) => r.productItems,
  ),
};

export function isContentKind(v: unknown): v is ContentKind {
  return (CONTENT_KINDS as readonly unknown[]).includes(v);
}

/**
 * Marks rows published (visitors see them) or not. `published_time` keeps
 * the first and latest publish; an unpublished row keeps it, so its state
 * reads "unpublished" rather than "draft".
 */
export async function setPublished(
  db: Queryable,
  def: KindDef,
  ids: readonly number[],
  published: boolean,
): Promise<void> {
  await db.query(
    `UPDATE ${def.table}
        SET published = $2::text,
            published_time = CASE WHEN $2::text = '1' THEN localtimestamp(0)
                                  ELSE published_time END
      WHERE ${def.idColumn} = ANY($1::int[])`,
    [ids, published ? '1' : '0'],
  );
}

/** The published row's publishing facts; undefined when there is no row. */
export interface RowFacts {
  published: string;
  publishedTime: string | null;
  version: number;
}

export function rowFacts(
  db: Queryable,
  def: KindDef,
  id: number,
): Promise<RowFacts | undefined> {
  return db.one<RowFacts>(
    `SELECT published, published_time AS "publishedTime", version
       FROM ${def.table} WHERE ${def.idColumn} = $1${def.kind === 'navigation' ? " AND del_flag = '0'" : ''}`,
    [id],
  );
}

/**
 * The owning column's `column` (e.g. `dept_id`, `nav_name`) of the item
 * whose kind and id are the SQL expressions given, e.g. a draft's
 * `d.kind` and `d.item_id`.
 */
export function ownerSql(
  column: 'dept_id' | 'nav_name',
  kindExpr: string,
  idExpr: string,
): string {
  const arms = CONTENT_KINDS.map((k) => {
    const def = KINDS[k];
    return `WHEN '${k}' THEN (SELECT n.${column} FROM ${def.scopeFrom}
      WHERE ${def.scopeId} = ${idExpr})`;
  });
  return `(CASE ${kindExpr} ${arms.join(' ')} END)`;
}
