/** A layout row on the canvas: a selectable bar and one drop zone per column. */
import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CanvasField } from './canvas-field';
import type { ItemCallbacks } from './canvas-types';
import { pointerListener, type DragData } from './dnd';
import { ItemActions } from './item-actions';
import { ITEM_ICONS } from './item-icons';
import type { FormColumn, FormRow } from './schema';
import { useSortableItem } from './use-sortable-item';

interface Props extends ItemCallbacks {
  row: FormRow;
  selectedId: string | null;
}

function CanvasColumn({
  column,
  n,
  selectedId,
  ...on
}: ItemCallbacks & {
  column: FormColumn;
  n: number;
  selectedId: string | null;
}) {
  const { t } = useTranslation('tool-build');
  const data: DragData = { kind: 'column', container: column.id };
  const { setNodeRef, isOver } = useDroppable({ id: column.id, data });
  return (
    <Col span={column.span}>
      <div
        ref={setNodeRef}
        className={`form-build__column${isOver ? ' is-over' : ''}`}
        role="group"
        aria-label={t('canvas.column', { n })}
      >
        <SortableContext
          items={column.children.map((f) => f.id)}
          strategy={rectSortingStrategy}
        >
          <Row gutter={8}>
            {column.children.map((f) => (
              <CanvasField
                key={f.id}
                field={f}
                container={column.id}
                selectedId={selectedId}
                {...on}
              />
            ))}
          </Row>
        </SortableContext>
        {!column.children.length && (
          <div className="form-build__column-empty">{t('canvas.dropHere')}</div>
        )}
      </div>
    </Col>
  );
}

export function CanvasRow({ row, selectedId, ...on }: Props) {
  const { t } = useTranslation('tool-build');
  const data: DragData = { kind: 'field', container: 'root', isRow: true };
  const { sortable, selected, colProps, state, select } = useSortableItem(
    row.id,
    data,
    selectedId,
    on.onSelect,
  );
  const name = t('canvas.row', { n: row.columns.length });
  return (
    <Col span={24} {...colProps}>
      <div className={`form-build__row${state}`}>
        <div className="form-build__row-bar">
          <button
            type="button"
            className="form-build__row-select"
            aria-pressed={selected}
            {...pointerListener(sortable.listeners)}
            onClick={select}
          >
            <span aria-hidden>{ITEM_ICONS.row}</span> {name}
          </button>
          <ItemActions
            name={name}
            sortable={sortable}
            onCopy={() => on.onCopy(row.id)}
            onRemove={() => on.onRemove(row.id)}
          />
        </div>
        <Row gutter={row.gutter}>
          {row.columns.map((c, i) => (
            <CanvasColumn
              key={c.id}
              column={c}
              n={i + 1}
              selectedId={selectedId}
              {...on}
            />
          ))}
        </Row>
      </div>
    </Col>
  );
}
