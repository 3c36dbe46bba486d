/**
 * Dragging in the designer: a component from the palette (added where it is
 * dropped) or an item on the canvas (moved there); the pointer starts a drag
 * after 5 px, the keyboard with Space.
 */
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DndContextProps,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState } from 'react';
import { collision, dropLocation, type DragData } from './dnd';
import type { DesignerAction } from './history';
import type { FormItem, ItemType } from './schema';

export interface DesignerDnd {
  /** The palette's component being dragged (null: none, or a canvas item). */
  dragging: ItemType | null;
  /** Props of the DndContext. */
  context: DndContextProps;
}

export function useDesignerDnd(
  items: readonly FormItem[],
  add: (type: ItemType, container: string, index: number) => void,
  dispatch: (action: DesignerAction) => void,
): DesignerDnd {
  const [dragging, setDragging] = useState<ItemType | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    setDragging(data?.kind === 'palette' ? data.type : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const loc = dropLocation(items, active, over);
    if (!loc) return;
    const data = active.data.current as DragData | undefined;
    if (data?.kind === 'palette') add(data.type, loc.container, loc.index);
    else dispatch({ type: 'move', id: String(active.id), ...loc });
  };
  return {
    dragging,
    context: {
      sensors,
      collisionDetection: collision,
      onDragStart,
      onDragEnd,
      onDragCancel: () => setDragging(null),
    },
  };
}
