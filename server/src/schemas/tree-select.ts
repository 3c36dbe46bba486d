/** TreeSelect (`{id, label, disabled?, children?}`) of the pickers' tree endpoints. */
import { Type, type Static } from '@sinclair/typebox';

export const TreeSelectSchema = Type.Recursive(
  (Node) =>
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      disabled: Type.Optional(Type.Boolean()),
      children: Type.Optional(Type.Array(Node)),
    }),
  { $id: 'TreeSelect' },
);

export type TreeSelect = Static<typeof TreeSelectSchema>;

interface TreeRow {
  id: number;
  parentId: number;
  label: string;
  disabled?: boolean;
}

/**
 * Flat rows (already in display order) → TreeSelect forest. A row whose
 * parent is not among the rows is a root, so a filtered list still shows
 * every row (RuoYi's buildTree). Empty `children` are omitted.
 */
export function toTreeSelect(rows: readonly TreeRow[]): TreeSelect[] {
  const nodes = new Map<number, TreeSelect>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      label: r.label,
      ...(r.disabled ? { disabled: true } : {}),
    });
  }
  const roots: TreeSelect[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
