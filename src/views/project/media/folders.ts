/** Pure helpers over the folder tree. */
import type { MediaFolderNode } from '@/types/media';

/** The folder with this id anywhere in the tree. */
export function findFolder(
  nodes: readonly MediaFolderNode[],
  id: number,
): MediaFolderNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findFolder(n.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The tree as TreeSelect options, with an "unfiled" root first. */
export function folderOptions(
  nodes: readonly MediaFolderNode[],
  unfiled: string,
) {
  type Option = { value: number; title: string; children?: Option[] };
  const map = (list: readonly MediaFolderNode[]): Option[] =>
    list.map((n) => ({
      value: n.id,
      title: n.label,
      children: n.children?.length ? map(n.children) : undefined,
    }));
  return [{ value: 0, title: unfiled }, ...map(nodes)];
}
