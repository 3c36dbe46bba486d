/** The parent choices of the menu form: directories and menus under the root. */
import type { SysMenu } from '@/types/menu';
import { handleTree } from '@/utils/tree';

interface ParentNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

/** Directories and menus as parent choices under the root; `self` and below disabled. */
export function parentTree(rows: SysMenu[], root: string, self?: number) {
  const nodes = handleTree(
    rows.filter((m) => m.menuType !== 'F'),
    'menuId',
  );
  const convert = (list: SysMenu[], blocked: boolean): ParentNode[] =>
    list.map((m) => {
      const off = blocked || m.menuId === self;
      return {
        value: m.menuId!,
        title: m.menuName,
        disabled: off || undefined,
        children: m.children?.length ? convert(m.children, off) : undefined,
      };
    });
  return [{ value: 0, title: root, children: convert(nodes, false) }];
}
