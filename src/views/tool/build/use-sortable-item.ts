/**
 * A field or layout row on the canvas as a sortable item: the column that
 * moves with the drag, the box's state classes, and its select button's
 * click (which does not reach the canvas behind it).
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MouseEvent } from 'react';
import type { DragData } from './dnd';

export function useSortableItem(
  id: string,
  data: DragData,
  selectedId: string | null,
  onSelect: (id: string) => void,
) {
  const sortable = useSortable({ id, data });
  const selected = selectedId === id;
  return {
    sortable,
    selected,
    colProps: {
      ref: sortable.setNodeRef,
      style: {
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      },
    },
    /** ` is-selected` and ` is-dragging`, as they apply. */
    state: `${selected ? ' is-selected' : ''}${
      sortable.isDragging ? ' is-dragging' : ''
    }`,
    select: (e: MouseEvent) => {
      e.stopPropagation();
      onSelect(id);
    },
  };
}
