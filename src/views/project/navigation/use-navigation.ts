/**
 * The navigation tree's state: the search, the entries it finds (as a
 * tree), every entry (for the parent picker and for which entries can move
 * among their siblings), the add / edit dialog (an entry is loaded fresh
 * before it is edited) and the changes made from the table's rows.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  delNavigation,
  getNavigation,
  listNavigation,
  moveNavigation,
  NAVIGATION_EXPORT_URL,
} from '@/api/project/navigation';
import { confirmAndRun, exportList, useDialog } from '@/components/crud';
import { removeQuestion } from '@/components/publishing-actions';
import { feedback } from '@/lib/feedback';
import type { NavigationQuery, ProjectNavigation } from '@/types/navigation';
import { handleTree } from '@/utils/tree';

export type Direction = 'up' | 'down';

/** What the dialog edits: a loaded `record`, or a new entry (optionally under `parentId`). */
export interface NavigationDialogTarget {
  record?: ProjectNavigation;
  parentId?: number;
}

const EMPTY_QUERY: NavigationQuery = {
  navName: undefined,
  navType: undefined,
  status: undefined,
  publishState: undefined,
};

export function useNavigation() {
  const { t } = useTranslation([
    'project-navigation',
    'crud',
    'publishing-actions',
  ]);
  const [query, setQuery] = useState<NavigationQuery>(EMPTY_QUERY);
  const [rows, setRows] = useState<ProjectNavigation[]>([]);
  const [all, setAll] = useState<ProjectNavigation[]>([]);
  const [loading, setLoading] = useState(false);
  const dialog = useDialog<NavigationDialogTarget>();
  const latest = useRef(query);
  latest.current = query;

  // a search loads the whole list too (for the parent picker and the moves)
  const load = useCallback(async (q: NavigationQuery) => {
    setLoading(true);
    try {
      const data = (await listNavigation(q)).data ?? [];
      setRows(data);
      const filtered = Object.values(q).some(
        (v) => v !== undefined && v !== '',
      );
      setAll(filtered ? ((await listNavigation()).data ?? []) : data);
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false);
    }
  }, []);
  const reload = () => load(latest.current);

  useEffect(() => {
    void load(EMPTY_QUERY);
  }, [load]);

  const tree = useMemo(() => handleTree(rows, 'navId'), [rows]);

  /** Siblings in display order, from the full list. */
  const siblings = useMemo(() => {
    const map = new Map<number, number[]>();
    for (const n of all) {
      const list = map.get(n.parentId) ?? [];
      list.push(n.navId!);
      map.set(n.parentId, list);
    }
    return map;
  }, [all]);

  return {
    query,
    setQuery,
    rows,
    tree,
    all,
    loading,
    dialog,
    reload,
    reset: () => {
      setQuery(EMPTY_QUERY);
      void load(EMPTY_QUERY);
    },
    canMove: (row: ProjectNavigation, d: Direction) => {
      const list = siblings.get(row.parentId) ?? [];
      const i = list.indexOf(row.navId!);
      return i >= 0 && (d === 'up' ? i > 0 : i < list.length - 1);
    },
    move: async (row: ProjectNavigation, direction: Direction) => {
      try {
        await moveNavigation(row.navId!, direction);
        feedback.success(t('moved'));
        await reload();
      } catch {
        // shown by the request layer
      }
    },
    openEdit: async (navId: number) => {
      try {
        dialog.show({ record: (await getNavigation(navId)).data });
      } catch {
        // shown by the request layer
      }
    },
    /** The dialog saved: close it and load the tree again. */
    saved: () => {
      dialog.close();
      void reload();
    },
    /** Save the current search as .xlsx. */
    exportList: () =>
      exportList(NAVIGATION_EXPORT_URL, latest.current, t('exportName')),
    remove: (row: ProjectNavigation) =>
      confirmAndRun({
        content: removeQuestion(
          t,
          t('crud:confirmDelete', { what: t('entityName'), ids: row.navName }),
          [row.publishState],
        ),
        run: () => delNavigation(row.navId!),
        after: reload,
      }),
  };
}

export type NavigationState = ReturnType<typeof useNavigation>;
