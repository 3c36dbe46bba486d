/**
 * The website navigation as TreeSelect options (the column picker), loaded
 * once when the user may list the navigation.
 */
import { useEffect, useState } from 'react';
import { listNavigation } from '@/api/project/navigation';
import type { ColumnOption } from '@/components/project-content';
import { usePermission } from '@/hooks/use-permission';
import type { ProjectNavigation } from '@/types/navigation';
import { handleTree } from '@/utils/tree';

function toOptions(nodes: ProjectNavigation[]): ColumnOption[] {
  return nodes.map((n) => ({
    value: n.navId!,
    title: n.navName,
    children: n.children ? toOptions(n.children) : undefined,
  }));
}

export function useNavTree(): ColumnOption[] {
  const { hasPermi } = usePermission();
  const allowed = hasPermi('project:navigation:list');
  const [tree, setTree] = useState<ColumnOption[]>([]);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    listNavigation().then(
      (res) => {
        if (live) setTree(toOptions(handleTree(res.data ?? [], 'navId')));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [allowed]);
  return tree;
}
