/**
 * Runs a list screen's schema: the query with paging and sorting, the row
 * selection, the add / edit dialog (a record is loaded fresh before it is
 * edited, so its version goes back with the save and the server can refuse
 * a lost update), delete after confirmation, export, and reloads.
 */
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmAndRun,
  exportList,
  useDialog,
  useRowSelection,
  type DialogState,
  type RowSelection,
} from '@/components/crud';
import { useDict } from '@/hooks/use-dict';
import { useTableQuery, type TableQuery } from '@/hooks/use-table-query';
import { removeQuestion } from '@/components/publishing-actions';
import type { PageQuery } from '@/types/api';
import { withPublishing } from './publishing';
import type { Id, ListScreenSchema, RenderContext } from './schema';

export interface ListScreenOptions<R> {
  /** Load on mount (default true); false when the view runs the first search. */
  immediate?: boolean;
  /** Inside a delete, once the server made it. */
  onRemoved?: (rows: R[]) => void;
  /** After a save, before the reload: the record sent and the one loaded (undefined: added). */
  onSaved?: (data: R, before: R | undefined) => void;
}

export interface ListScreenState<R extends object, Q extends PageQuery>
  extends RenderContext {
  schema: ListScreenSchema<R, Q>;
  /** A field's label (`fields.<key>`). */
  f: (key: string) => string;
  table: TableQuery<Q, R>;
  selection: RowSelection<R>;
  /** The add / edit dialog: its record is undefined when adding. */
  dialog: DialogState<R>;
  /** The import dialog's open state. */
  importing: DialogState<never>;
  /** A record is being loaded (edit buttons wait). */
  loadingRow: boolean;
  /** The record, fresh from the server (undefined when that failed: the request layer said why). */
  fetchRow: (id?: Id) => Promise<R | undefined>;
  openEdit: (id?: Id) => Promise<void>;
  /** Confirm, delete, reload; resolves true when deleted. */
  remove: (rows: readonly R[]) => Promise<boolean>;
  /** Confirm, empty the list (`api.clean`), reload; resolves true when cleaned. */
  clean: () => Promise<boolean>;
  /** Save the current search as .xlsx. */
  exportList: () => Promise<boolean>;
  /** Clear the selection and load the current page again. */
  reload: () => Promise<void>;
  /** The dialog saved `data`: close it and reload. */
  saved: (data: R) => void;
  idOf: (row: R) => Id;
}

export function useListScreen<R extends object, Q extends PageQuery>(
  given: ListScreenSchema<R, Q>,
  options: ListScreenOptions<R> = {},
): ListScreenState<R, Q> {
  const schema = useMemo(() => withPublishing(given), [given]);
  const { ns, api, idKey } = schema;
  const { t } = useTranslation(
    schema.publishing ? [ns, 'crud', 'publishing-actions'] : [ns, 'crud'],
  );
  const dict = useDict(...(schema.dicts ?? []));
  const table = useTableQuery<Q, R>({
    fetch: api.list,
    initialQuery: { ...schema.initialQuery, ...schema.defaultSort },
    immediate: options.immediate,
  });
  const selection = useRowSelection<R>();
  const dialog = useDialog<R>();
  const importing = useDialog<never>();
  const [loadingRow, setLoadingRow] = useState(false);
  const texts = {
    entityIds: 'entityIds',
    exportName: 'exportName',
    confirmClean: 'confirmClean',
    fields: 'fields',
    ...schema.texts,
  };

  // a new page of rows (search, reset, sort, paging) starts unselected:
  // a row of the page before, out of sight, is never deleted or edited (a
  // layout effect: the toolbar never shows the new rows with the old choice)
  const { clear } = selection;
  useLayoutEffect(() => {
    clear();
  }, [table.rows, clear]);

  const idOf = useCallback((row: R) => row[idKey] as Id, [idKey]);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const fetchRow = async (id?: Id) => {
    if (id === undefined || !api.get) return undefined;
    setLoadingRow(true);
    try {
      return (await api.get(id)).data;
    } catch {
      return undefined; // shown by the request layer
    } finally {
      setLoadingRow(false);
    }
  };

  return {
    schema,
    t,
    dict,
    f: (key) => t(`${texts.fields}.${key}`),
    table,
    selection,
    dialog,
    importing,
    loadingRow,
    fetchRow,
    openEdit: async (id) => {
      // without `get` the view's own dialog loads the record itself
      const record = api.get
        ? await fetchRow(id)
        : table.rows.find((row) => row[idKey] === id);
      if (record) dialog.show(record);
    },
    remove: (rows) =>
      confirmAndRun({
        content: removeQuestion(
          t,
          t('crud:confirmDelete', {
            what: t(texts.entityIds),
            ids: rows.map(idOf).join(','),
          }),
          schema.publishing
            ? rows.map((row) => (row as { publishState?: string }).publishState)
            : [],
        ),
        run: async () => {
          await api.remove?.(rows.map(idOf));
          options.onRemoved?.([...rows]);
        },
        after: reload,
      }),
    clean: () =>
      confirmAndRun({
        content: t(texts.confirmClean),
        run: () => api.clean?.() ?? Promise.resolve(),
        success: t('cleanSuccess'),
        after: reload,
      }),
    exportList: () =>
      exportList(
        api.exportUrl ?? '',
        table.query,
        t(texts.exportName),
        table.dateRange,
      ),
    reload,
    saved: (data) => {
      const before = dialog.record;
      dialog.close();
      options.onSaved?.(data, before);
      void reload();
    },
    idOf,
  };
}
