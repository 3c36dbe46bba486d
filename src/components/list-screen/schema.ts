/**
 * The description of a list screen: what to search by, which columns to
 * show, which permissions guard which action, which API calls to make and
 * which form the add / edit dialog shows. Texts are i18n keys of the
 * screen's namespace (`ns`); a field's label is `fields.<key>` there.
 */
import type { ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { AjaxResult, PageQuery, TableDataInfo } from '@/types/api';
import type { ContentKind } from '@/types/publishing';
import type { DictOption } from '@/types/system';

/** A record id as the API takes it. */
export type Id = number | string;

/** Loaded dictionary options by type (empty until loaded). */
export type Dicts = Readonly<Record<string, readonly DictOption[]>>;

/** What a schema's render functions get: the screen's `t` and its dictionaries. */
export interface RenderContext {
  t: TFunction;
  dict: Dicts;
}

/** The API calls of a screen; omit what it does not do. */
export interface ListApi<R, Q extends PageQuery> {
  list: (query: Q) => Promise<TableDataInfo<R>>;
  /** Load one record, fresh, before editing it (its version travels with it). */
  get?: (id: Id) => Promise<AjaxResult<R>>;
  add?: (data: R) => Promise<unknown>;
  update?: (data: R) => Promise<unknown>;
  remove?: (ids: Id[]) => Promise<unknown>;
  /** Empty the whole list (a log's Clean). */
  clean?: () => Promise<unknown>;
  /** POST target of the Export button (`<resource>/export`). */
  exportUrl?: string;
}

/** Permissions of the standard actions; an action without one is not offered. */
export interface ListPerms {
  add?: string;
  edit?: string;
  remove?: string;
  export?: string;
  import?: string;
  /** Clean (with `api.clean`): the label `clean`, question `confirmClean`, toast `cleanSuccess`. */
  clean?: string;
}

/**
 * A field of the search form, bound to the query key of the same name. A
 * text input or select is as wide as its placeholder needs, at least 200 px
 * (a select: at least its `width`).
 */
export type SearchField<Q> = (
  | { type: 'input'; key: keyof Q & string }
  /** Options from a dictionary type listed in `dicts`. */
  | { type: 'select'; key: keyof Q & string; dict: string; width?: number }
  /** Options the screen lists itself (labels from its texts). */
  | {
      type: 'select';
      key: keyof Q & string;
      options: (ctx: RenderContext) => { label: string; value: string }[];
      width?: number;
    }
  /**
   * The creation-date range (`dateRange` label, `beginDate` / `endDate`
   * placeholders, or the i18n keys given).
   */
  | {
      type: 'dateRange';
      label?: string;
      placeholders?: [string, string];
      /** Date and time (a log's `datetimerange`) instead of days. */
      withTime?: boolean;
    }
  /** A control the view supplies through `<ListScreen search={{ [key]: … }}>`. */
  | { type: 'custom'; key: keyof Q & string }
) & {
  /** i18n key of the label (default `fields.<key>`). */
  label?: string;
};

/** A table column; its title is `fields.<key>`. */
export interface ColumnField<R> {
  key: keyof R & string;
  /** i18n key of the title (default `fields.<key>`). */
  title?: string;
  align?: 'center';
  width?: number;
  sorter?: boolean;
  ellipsis?: boolean;
  /** Show the value as a tag of this dictionary type. */
  dict?: string;
  /** A custom cell (a view's state-dependent cells go through `<ListScreen cells>`). */
  render?: (row: R, ctx: RenderContext) => ReactNode;
}

/** A control of the add / edit form, bound to the record property `name`. */
export interface FormField<R> {
  /** Omitted by a `custom` field that only shows something. */
  name?: keyof R & string;
  type: 'input' | 'textarea' | 'number' | 'radio' | 'select' | 'custom';
  /** i18n key of the label (default `fields.<name>`). */
  label?: string;
  /** Options of a radio group or select. */
  dict?: string;
  /** "<label> cannot be empty"; for text, blank counts as empty. */
  required?: boolean;
  /** A length rule and the input's maxLength. */
  max?: number;
  /** The input's maxLength alone. */
  maxLength?: number;
  /** Rules after the required and length ones. */
  rules?: (ctx: RenderContext) => Rule[];
  /** i18n key of a help line under the control. */
  extra?: string;
  /** Half a row: consecutive half fields sit side by side. */
  half?: boolean;
  /** The control of a `custom` field. */
  render?: (ctx: RenderContext) => ReactNode;
}

/** The built-in add / edit dialog. */
export interface FormSchema<R> {
  width: number;
  /** The dialog's distance from the top of the window (a tall form). */
  top?: number;
  /** Label column: a flex width such as '130px', or a grid span. */
  labelWidth?: string;
  labelSpan?: number;
  /** Long labels wrap instead of being cut. */
  labelWrap?: boolean;
  /** Class names beside `crud-form`. */
  className?: string;
  /** Values of a new record. */
  defaults: Partial<R>;
  fields: readonly FormField<R>[];
  /** The record to send (default: the loaded one with the form's values over it). */
  toSave?: (values: R, record: R | undefined) => R;
}

export interface ListScreenSchema<R extends object, Q extends PageQuery> {
  /** i18n namespace with `fields.*`, `entity`, `entityIds`, `exportName`. */
  ns: string;
  /** The id property (table row key, edit and delete ids). */
  idKey: keyof R & string;
  /** The property appended to row action labels ("Edit ceo"). */
  nameKey: keyof R & string;
  perms: ListPerms;
  /** Dictionary types the screen loads (tags, selects, radios). */
  dicts?: readonly string[];
  api: ListApi<R, Q>;
  /** Search fields without paging, all undefined at first and after Reset. */
  initialQuery: Omit<Q, 'pageNum' | 'pageSize'>;
  search: readonly SearchField<Q>[];
  columns: readonly ColumnField<R>[];
  /** A first column numbering the rows across pages, titled `index`. */
  rowNumbers?: { width?: number };
  /**
   * The actions column: its width, the permissions that show it (default
   * edit, remove), and whether it stays pinned at the right of a table that
   * scrolls sideways (default true).
   */
  actions?: { width?: number; perms?: readonly string[]; fixed?: boolean };
  /** Columns the right toolbar's column menu may hide (default all). */
  toggleable?: readonly (keyof R & string)[];
  /** i18n key of a one-line explanation shown above the list. */
  help?: string;
  /**
   * Omitted when the view renders its own dialog (without `api.get`, Edit
   * hands it the listed row and the dialog loads the record itself).
   */
  form?: FormSchema<R>;
  /**
   * The order a screen opens in, and falls back to when a column's sort is
   * cleared; the columns' sort arrows then follow the query.
   */
  defaultSort?: {
    orderByColumn: string;
    isAsc: 'ascending' | 'descending';
  };
  /**
   * Drafts and review (a kind of site content): the publishing state
   * column and filter, the draft's title under the name, the row's
   * "Publishing" menu, and in the dialog the state, the review comment,
   * "Save draft" and "Save and publish". Rows carry `publishState` and
   * `draftTitle`; the list takes a `publishState` filter.
   */
  publishing?: { kind: ContentKind };
  /**
   * Other i18n keys for the entity texts (default entity, entityIds,
   * exportName, confirmClean) and of the field labels' group (default fields).
   */
  texts?: {
    entity?: string;
    entityIds?: string;
    exportName?: string;
    confirmClean?: string;
    fields?: string;
  };
}
