/**
 * Runs a tree-table schema: the search, the flat list built into a tree
 * (loaded again with the last search after every change), the rows open,
 * the add / edit dialog (a record is loaded fresh before it is edited) and
 * delete after confirmation.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAndRun, useDialog } from '@/components/crud';
import { useDict } from '@/hooks/use-dict';
import { useExpandAll } from '@/hooks/use-expand-all';
import { usePermission } from '@/hooks/use-permission';
import { handleTree } from '@/utils/tree';
import type { TreeDialogTarget, TreeRow, TreeScreenSchema } from './schema';

type Row = Record<string, unknown>;

/** Ids of the rows that have children among `rows`. */
function parentsIn(rows: readonly Row[], idKey: string): number[] {
  const ids = new Set(rows.map((r) => r[idKey]));
  return [...new Set(rows.map((r) => r.parentId as number))].filter((id) =>
    ids.has(id),
  );
}

export function useTreeScreen<R extends TreeRow<R>, Q extends object>(
  schema: TreeScreenSchema<R, Q>,
) {
  const { ns, api, idKey, initialQuery } = schema;
  const { t } = useTranslation([ns, 'crud']);
  const dict = useDict(...(schema.dicts ?? []));
  const [query, setQuery] = useState<Q>(initialQuery);
  const [rows, setRows] = useState<R[]>([]);
  const [loading, setLoading] = useState(false);
  const [showSearch, setShowSearch] = useState(true);
  const dialog = useDialog<TreeDialogTarget<R>>();
  const latest = useRef(query);
  latest.current = query;
  const idOf = useCallback((row: R) => row[idKey] as number, [idKey]);
  const all = schema.expand === 'all';
  const expandIds = useMemo(
    () => (all ? rows.map(idOf) : parentsIn(rows as Row[], idKey)),
    [all, rows, idOf, idKey],
  );
  const { expanded, setExpanded, toggleAll } = useExpandAll(expandIds, all);
  /** The edit permission may drag rows to reorder them. */
  const sortable = usePermission().hasPermi(schema.perms.edit);

  const load = useCallback(
    async (q: Q) => {
      setLoading(true);
      try {
        const data = (await api.list(q)).data ?? [];
        setRows(data);
        // search results open up so that every match shows
        if (!all && Object.values(q).some(Boolean))
          setExpanded(parentsIn(data as Row[], idKey));
      } catch {
        // shown by the request layer
      } finally {
        setLoading(false);
      }
    },
    [api, all, idKey, setExpanded],
  );

  useEffect(() => {
    void load(initialQuery);
  }, [load, initialQuery]);

  const reload = () => load(latest.current);

  return {
    schema,
    t,
    dict,
    f: (key: string) => t(`fields.${key}`),
    sortable,
    query,
    setQuery: (part: Partial<Q>) => setQuery({ ...query, ...part }),
    tree: useMemo(() => handleTree(rows, idKey), [rows, idKey]),
    loading,
    showSearch,
    setShowSearch,
    expanded,
    setExpanded,
    toggleAll,
    dialog,
    idOf,
    reload,
    reset: () => {
      setQuery(initialQuery);
      void load(initialQuery);
    },
    openEdit: async (row: R) => {
      try {
        dialog.show({ record: (await api.get(idOf(row))).data });
      } catch {
        // shown by the request layer
      }
    },
    remove: (row: R) =>
      confirmAndRun({
        content: t('crud:confirmDelete', {
          what: t('entityName'),
          ids: row[schema.nameKey],
        }),
        run: () => api.remove(idOf(row)),
        after: reload,
      }),
    /** The dialog saved: close it and load the tree again. */
    saved: () => {
      dialog.close();
      void reload();
    },
  };
}

export type TreeScreenState<
  R extends TreeRow<R>,
  Q extends object,
> = ReturnType<typeof useTreeScreen<R, Q>>;
