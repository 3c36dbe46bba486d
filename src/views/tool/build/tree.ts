/**
 * Immutable edits of a form's item tree. A container is the form's root
 * (`ROOT`) or a row's column (its id); fields live in containers, rows only
 * at the root.
 */
import {
  isRow,
  ROOT,
  type FormField,
  type FormItem,
  type FormRow,
} from './schema';

export interface Location {
  container: string;
  index: number;
}

/** Where the item with `id` sits, or null. */
export function locate(
  items: readonly FormItem[],
  id: string,
): Location | null {
  const top = items.findIndex((i) => i.id === id);
  if (top >= 0) return { container: ROOT, index: top };
  for (const item of items) {
    if (!isRow(item)) continue;
    for (const col of item.columns) {
      const index = col.children.findIndex((f) => f.id === id);
      if (index >= 0) return { container: col.id, index };
    }
  }
  return null;
}

/** The item with `id` (at the root or in a column), or undefined. */
export function findItem(
  items: readonly FormItem[],
  id: string | null,
): FormItem | undefined {
  if (!id) return undefined;
  const loc = locate(items, id);
  if (!loc) return undefined;
  return childrenOf(items, loc.container)?.[loc.index];
}

/** The items of a container, or undefined when it does not exist. */
export function childrenOf(
  items: readonly FormItem[],
  container: string,
): readonly FormItem[] | undefined {
  if (container === ROOT) return items;
  for (const item of items) {
    if (!isRow(item)) continue;
    const col = item.columns.find((c) => c.id === container);
    if (col) return col.children;
  }
  return undefined;
}

function mapContainer(
  items: FormItem[],
  container: string,
  edit: (children: FormItem[]) => FormItem[],
): FormItem[] {
  if (container === ROOT) return edit(items);
  return items.map((item) =>
    isRow(item) && item.columns.some((c) => c.id === container)
      ? {
          ...item,
          columns: item.columns.map((c) =>
            c.id === container
              ? { ...c, children: edit(c.children) as FormField[] }
              : c,
          ),
        }
      : item,
  );
}

/** `items` with `item` inserted in `container` at `index` (clamped). */
export function insertItem(
  items: FormItem[],
  item: FormItem,
  container: string,
  index: number,
): FormItem[] {
  // rows are not nested: a row always goes to the root
  if (isRow(item) && container !== ROOT) return items;
  return mapContainer(items, container, (children) => {
    const at = Math.max(0, Math.min(index, children.length));
    return [...children.slice(0, at), item, ...children.slice(at)];
  });
}

/** `items` without the item `id`. */
export function removeItem(items: FormItem[], id: string): FormItem[] {
  const loc = locate(items, id);
  if (!loc) return items;
  return mapContainer(items, loc.container, (children) =>
    children.filter((c) => c.id !== id),
  );
}

/**
 * `items` with the item `id` moved to `container` at `index` (the index it
 * has once moved, as dnd-kit's `arrayMove`).
 */
export function moveItem(
  items: FormItem[],
  id: string,
  container: string,
  index: number,
): FormItem[] {
  const item = findItem(items, id);
  if (!item || (isRow(item) && container !== ROOT)) return items;
  return insertItem(removeItem(items, id), item, container, index);
}

/** `items` with the item `id` replaced by `edit(item)`. */
export function updateItem(
  items: FormItem[],
  id: string,
  edit: (item: FormItem) => FormItem,
): FormItem[] {
  const loc = locate(items, id);
  if (!loc) return items;
  return mapContainer(items, loc.container, (children) =>
    children.map((c) => (c.id === id ? edit(c) : c)),
  );
}

/** The row that holds column `columnId`, if any. */
export function rowOfColumn(
  items: readonly FormItem[],
  columnId: string,
): FormRow | undefined {
  return items.find(
    (i): i is FormRow => isRow(i) && i.columns.some((c) => c.id === columnId),
  );
}
