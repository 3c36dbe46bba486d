/** The form being designed: its items in order, a drop zone for new ones. */
import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { CanvasField } from './canvas-field';
import { CanvasRow } from './canvas-row';
import type { ItemCallbacks } from './canvas-types';
import type { DragData } from './dnd';
import { isRow, ROOT, WRAPPER_COL, type FormSchema } from './schema';

interface Props extends ItemCallbacks {
  schema: FormSchema;
  selectedId: string | null;
  onDeselect: () => void;
}

export function Canvas({ schema, selectedId, onDeselect, ...on }: Props) {
  const { t } = useTranslation('tool-build');
  const data: DragData = { kind: 'root', container: ROOT };
  const { setNodeRef, isOver } = useDroppable({ id: ROOT, data });
  const { form, items } = schema;
  return (
    <div
      ref={setNodeRef}
      className={`form-build__canvas${isOver ? ' is-over' : ''}`}
      role="region"
      aria-label={t('canvas.title')}
      onClick={onDeselect}
    >
      <Form
        component="div"
        layout={form.layout === 'inline' ? 'horizontal' : form.layout}
        size={form.size}
        labelCol={
          form.layout === 'vertical'
            ? undefined
            : { flex: `${form.labelWidth}px` }
        }
        wrapperCol={form.layout === 'vertical' ? undefined : WRAPPER_COL}
        labelWrap
      >
        <SortableContext
          items={items.map((i) => i.id)}
          strategy={rectSortingStrategy}
        >
          <Row gutter={form.gutter}>
            {items.map((item) =>
              isRow(item) ? (
                <CanvasRow
                  key={item.id}
                  row={item}
                  selectedId={selectedId}
                  {...on}
                />
              ) : (
                <CanvasField
                  key={item.id}
                  field={item}
                  container={ROOT}
                  selectedId={selectedId}
                  {...on}
                />
              ),
            )}
          </Row>
        </SortableContext>
      </Form>
      {!items.length && (
        <div className="form-build__empty">{t('canvas.empty')}</div>
      )}
    </div>
  );
}
