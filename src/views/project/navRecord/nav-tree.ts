/**
 * The website navigation as TreeSelect options (the column picker), loaded
 * once when the user may list the navigation.
 */
import { useEffect, useState } from 'react';
import { listNavigation } from '@/api/project/navigation';
import { usePermission } from '@/hooks/use-permission';
import type { ProjectNavigation } from '@/types/navigation';
import { handleTree } from '@/utils/tree';

export interface NavTreeOption {
  value: number;
  title: string;
  children?: NavTreeOption[];
}

function toOptions(nodes: ProjectNavigation[]): NavTreeOption[] {
  return nodes.map((n) => ({
    value: n.navId!,
    title: n.navName,
    children: n.children ? toOptions(n.children) : undefined,
  }));
}

export function useNavTree(): NavTreeOption[] {
  const { hasPermi } = usePermission();
  const allowed = hasPermi('project:navigation:list');
  const [tree, setTree] = useState<NavTreeOption[]>([]);
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
