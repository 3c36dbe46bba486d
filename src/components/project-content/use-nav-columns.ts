/**
 * The website's navigation columns for the content screens: the tree for
 * the column filter beside a list (TreePanel) and for the column picker in
 * an edit dialog (antd TreeSelect). Loaded once per screen.
 */
import { useEffect, useMemo, useState } from 'react';
import { listNavigation } from '@/api/project/navigation';
import type { ProjectNavigation } from '@/types/navigation';
import type { TreeSelect } from '@/types/tree';
import { handleTree } from '@/utils/tree';

/** Which columns a screen files content under. */
export type ColumnScope = 'all' | 'product';

export interface ColumnOption {
  value: number;
  title: string;
  children?: ColumnOption[];
}

export interface NavColumns {
  /** For TreePanel. */
  tree: TreeSelect[];
  /** For antd TreeSelect's `treeData`. */
  options: ColumnOption[];
  /** Column name by id. */
  nameOf: (navId?: number) => string | undefined;
}

const isProductColumn = (n: ProjectNavigation) =>
  n.recordCategory === 'product' || n.navType === '3';

/** Keeps the nodes `keep` accepts, with their descendants. */
function pick(
  nodes: ProjectNavigation[],
  keep: (n: ProjectNavigation) => boolean,
): ProjectNavigation[] {
  return nodes.flatMap((n) => (keep(n) ? [n] : pick(n.children ?? [], keep)));
}

function toTree(nodes: ProjectNavigation[]): TreeSelect[] {
  return nodes.map((n) => ({
    id: n.navId!,
    label: n.navName,
    children: n.children?.length ? toTree(n.children) : undefined,
  }));
}

function toOptions(nodes: ProjectNavigation[]): ColumnOption[] {
  return nodes.map((n) => ({
    value: n.navId!,
    title: n.navName,
    children: n.children?.length ? toOptions(n.children) : undefined,
  }));
}

export function useNavColumns(scope: ColumnScope = 'all'): NavColumns {
  const [rows, setRows] = useState<ProjectNavigation[]>([]);

  useEffect(() => {
    let live = true;
    listNavigation()
      .then((res) => {
        if (live) setRows(res.data ?? []);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return useMemo(() => {
    const roots = handleTree(rows, 'navId');
    const shown = scope === 'product' ? pick(roots, isProductColumn) : roots;
    const names = new Map(rows.map((r) => [r.navId!, r.navName]));
    return {
      tree: toTree(shown),
      options: toOptions(shown),
      nameOf: (navId?: number) =>
        navId === undefined ? undefined : names.get(navId),
    };
  }, [rows, scope]);
}
