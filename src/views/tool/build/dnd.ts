/**
 * Drag and drop rules of the canvas: what a pointer is over (the innermost
 * target wins: a field in a column, then the column, then a root field, then
 * the form) and where a dropped item lands.
 */
import {
  closestCenter,
  pointerWithin,
  type Active,
  type CollisionDetection,
  type Over,
  type useDraggable,
} from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import type { PointerEventHandler } from 'react';
import { ROOT, type FormItem, type ItemType } from './schema';
import { childrenOf, locate, rowOfColumn, type Location } from './tree';

export type DragData =
  | { kind: 'palette'; type: ItemType }
  | { kind: 'field'; container: string; isRow: boolean }
  | { kind: 'column' | 'root'; container: string };

const dataOf = (d: { data: { current?: unknown } }) =>
  d.data.current as DragData | undefined;

const containerOf = (d: { data: { current?: unknown } }) => {
  const data = dataOf(d);
  return data && data.kind !== 'palette' ? data.container : undefined;
};

/**
 * Only the pointer part of dnd-kit's listeners: the element then keeps its
 * own keyboard behaviour (Enter/Space press it) instead of starting a drag.
 */
export function pointerListener(
  listeners: ReturnType<typeof useDraggable>['listeners'],
): { onPointerDown?: PointerEventHandler } {
  return { onPointerDown: listeners?.onPointerDown as PointerEventHandler };
}

const movesRow = (active: Active) => {
  const d = dataOf(active);
  return d?.kind === 'palette'
    ? d.type === 'row'
    : !!(d?.kind === 'field' && d.isRow);
};

function rank(d: DragData | undefined, rowDrag: boolean): number {
  if (!d || d.kind === 'palette') return -1;
  if (rowDrag && d.container !== ROOT) return -1;
  if (d.kind === 'field') return d.container === ROOT ? 2 : 4;
  return d.kind === 'column' ? 3 : 1;
}

export const collision: CollisionDetection = (args) => {
  const rowDrag = movesRow(args.active);
  const usable = (id: unknown, d: DragData | undefined) =>
    id !== args.active.id && rank(d, rowDrag) > 0;
  const hits = pointerWithin(args)
    .map((c) => {
      const container = args.droppableContainers.find((d) => d.id === c.id);
      return { c, d: container ? dataOf(container) : undefined };
    })
    .filter(({ c, d }) => usable(c.id, d))
    .sort((a, b) => rank(b.d, rowDrag) - rank(a.d, rowDrag));
  const best = hits[0];
  const fields = args.droppableContainers.filter(
    (d) => usable(d.id, dataOf(d)) && dataOf(d)?.kind === 'field',
  );
  if (!best) return closestCenter({ ...args, droppableContainers: fields });
  if (best.d?.kind === 'field') return [best.c];
  // Over a container's free space: the nearest of its fields, if any.
  const inside = fields.filter((d) => containerOf(d) === best.c.id);
  return inside.length
    ? closestCenter({ ...args, droppableContainers: inside })
    : [best.c];
};

/** Whether the dragged item's centre is below (or right of) `over`'s centre. */
export function isAfter(active: Active, over: Over): boolean {
  const rect = active.rect.current.translated;
  if (!rect) return false;
  const y = rect.top + rect.height / 2;
  const overY = over.rect.top + over.rect.height / 2;
  if (Math.abs(y - overY) > over.rect.height / 4) return y > overY;
  return rect.left + rect.width / 2 > over.rect.left + over.rect.width / 2;
}

/** Where a new or moved item lands when dropped on `over`. */
export function dropLocation(
  items: readonly FormItem[],
  active: Active,
  over: Over,
): Location | null {
  const target = dataOf(over);
  const source = dataOf(active);
  if (!target || target.kind === 'palette') return null;
  let loc: Location;
  if (target.kind === 'field') {
    const index = locate(items, String(over.id))?.index ?? 0;
    const sameList =
      source?.kind === 'field' && source.container === target.container;
    if (sameList) {
      const ids = (childrenOf(items, target.container) ?? []).map((i) => i.id);
      const from = ids.indexOf(String(active.id));
      loc = {
        container: target.container,
        index: arrayMove(ids, from, index).indexOf(String(active.id)),
      };
    } else {
      loc = {
        container: target.container,
        index: index + (isAfter(active, over) ? 1 : 0),
      };
    }
  } else {
    const children = childrenOf(items, target.container) ?? [];
    loc = { container: target.container, index: children.length };
  }
  if (movesRow(active) && loc.container !== ROOT) {
    // rows stay at the root: after the row holding that column
    const row = rowOfColumn(items, loc.container);
    const at = row ? items.indexOf(row) : items.length - 1;
    return { container: ROOT, index: at + 1 };
  }
  return loc;
}
