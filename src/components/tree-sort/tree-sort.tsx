/**
 * Drag to reorder the rows of one level of an antd tree table (RuoYi 3.9.x
 * menu and department lists). A handle column starts the drag (mouse, touch
 * or keyboard: space, arrows, space); a row dropped among its siblings gets
 * the new order of that level sent as 1..n; across levels it is refused.
 */
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  createContext,
  useContext,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';

type Handle = Pick<
  ReturnType<typeof useSortable>,
  'setActivatorNodeRef' | 'listeners' | 'attributes'
>;
const HandleContext = createContext<Handle | null>(null);

/** The drag handle of a row (its accessible name names the row). */
export function DragHandle({ name }: { name: string }) {
  const { t } = useTranslation('components');
  const handle = useContext(HandleContext);
  if (!handle) return null;
  return (
    <button
      type="button"
      className="tree-sort__handle"
      ref={handle.setActivatorNodeRef}
      aria-label={t('treeSort.handle', { name })}
      {...handle.attributes}
      {...handle.listeners}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & {
  'data-row-key'?: string | number;
};

/** antd's body row, made sortable by its row key. */
function SortableRow(props: RowProps) {
  const id = Number(props['data-row-key']);
  const sortable = useSortable({ id });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    ...(sortable.isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  const handle = useMemo<Handle>(
    () => ({
      setActivatorNodeRef: sortable.setActivatorNodeRef,
      listeners: sortable.listeners,
      attributes: sortable.attributes,
    }),
    [sortable.setActivatorNodeRef, sortable.listeners, sortable.attributes],
  );
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={sortable.setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

/** Table `components` that make body rows sortable. */
export const SORTABLE_ROWS = { body: { row: SortableRow } };

interface TreeNode {
  children?: TreeNode[];
}

export interface TreeSortProps<T extends TreeNode> {
  tree: readonly T[];
  idOf: (row: T) => number;
  /** Rows whose children show (only shown rows take part). */
  expanded: readonly number[];
  /** Saves one level's new order; rejects when it was not saved. */
  onSort: (ids: number[], orders: number[]) => Promise<void>;
  children: ReactNode;
}

export function TreeSort<T extends TreeNode>({
  tree,
  idOf,
  expanded,
  onSort,
  children,
}: TreeSortProps<T>) {
  const { t } = useTranslation('components');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  const { shown, levelOf } = useMemo(() => {
    const open = new Set(expanded);
    const shownIds: number[] = [];
    const level = new Map<number, number[]>();
    const walk = (nodes: readonly T[]) => {
      const ids = nodes.map(idOf);
      for (const node of nodes) {
        const id = idOf(node);
        shownIds.push(id);
        level.set(id, ids);
        if (node.children?.length && open.has(id)) {
          walk(node.children as T[]);
        }
      }
    };
    walk(tree);
    return { shown: shownIds, levelOf: level };
  }, [tree, idOf, expanded]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const siblings = levelOf.get(Number(active.id)) ?? [];
    const to = siblings.indexOf(Number(over.id));
    if (to < 0) {
      feedback.warning(t('treeSort.sameLevel'));
      return;
    }
    const ids = arrayMove(siblings, siblings.indexOf(Number(active.id)), to);
    void onSort(
      ids,
      ids.map((_, i) => i + 1),
    ).catch(() => undefined);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={shown} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
