/**
 * The description of a tree-table screen (menus, departments): the flat
 * list the tree is built from, what to search by, which permissions guard
 * add, edit, delete and drag-to-reorder, and when a row offers "Add" (a
 * child) and "Delete". Texts are i18n keys of the screen's namespace: a
 * field's label is `fields.<key>`, `entityName` names what is deleted, and
 * `addChild` labels the row's Add.
 */
import type { AjaxResult } from '@/types/api';

/** A row of the tree (built from the flat list by `parentId`). */
export interface TreeRow<R> {
  children?: R[];
}

export interface TreeSearchField<Q> {
  key: keyof Q & string;
  /** A select of this dictionary type (listed in `dicts`); else a text input. */
  dict?: string;
}

export interface TreeScreenSchema<R extends TreeRow<R>, Q extends object> {
  ns: string;
  /** The id property (row key; `parentId` links a row to its parent). */
  idKey: keyof R & string;
  /** The property appended to row action labels and named in the delete question. */
  nameKey: keyof R & string;
  perms: { add: string; edit: string; remove: string };
  dicts?: readonly string[];
  api: {
    list: (query: Q) => Promise<AjaxResult<R[]>>;
    get: (id: number) => Promise<AjaxResult<R>>;
    remove: (id: number) => Promise<unknown>;
    /** Save one level's new order (the edit permission may reorder). */
    sort: (ids: number[], orders: number[]) => Promise<unknown>;
  };
  /** The search's fields, all undefined at first and after Reset. */
  initialQuery: Q;
  search: readonly TreeSearchField<Q>[];
  /**
   * Rows open at first: 'all', or 'none' (then a search with a value opens
   * the rows with children, so that every match shows).
   */
  expand: 'all' | 'none';
  actions?: {
    width?: number;
    /** The row offers Add (a child); default every row. */
    addUnder?: (row: R) => boolean;
    /** The row offers Delete; default every row. */
    removable?: (row: R) => boolean;
  };
}

/** What the add / edit dialog gets: a loaded record, or a new one under `parentId`. */
export interface TreeDialogTarget<R> {
  record?: R;
  parentId?: number;
}
