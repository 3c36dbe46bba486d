/** A field on the canvas: its label and control (inert), selectable, sortable. */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { pointerListener, type DragData } from './dnd';
import { FieldControl } from './field-control';
import { ItemActions } from './item-actions';
import type { FormField } from './schema';
import type { ItemCallbacks } from './canvas-types';

interface Props extends ItemCallbacks {
  field: FormField;
  container: string;
  selectedId: string | null;
}

export function CanvasField({ field, container, selectedId, ...on }: Props) {
  const { t } = useTranslation('tool-build');
  const data: DragData = { kind: 'field', container, isRow: false };
  const sortable = useSortable({ id: field.id, data });
  const selected = selectedId === field.id;
  const name = field.label || field.name;
  return (
    <Col
      span={field.span}
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <div
        className={`form-build__item${selected ? ' is-selected' : ''}${
          sortable.isDragging ? ' is-dragging' : ''
        }`}
        data-field={field.name}
      >
        <div inert className="form-build__item-body">
          <Form.Item label={field.label} required={field.required}>
            <FieldControl field={field} />
          </Form.Item>
        </div>
        <button
          type="button"
          className="form-build__select"
          aria-pressed={selected}
          aria-label={t('canvas.select', {
            label: name,
            type: t(`types.${field.type}`),
          })}
          {...pointerListener(sortable.listeners)}
          onClick={(e) => {
            e.stopPropagation();
            on.onSelect(field.id);
          }}
        />
        <ItemActions
          name={name}
          sortable={sortable}
          onCopy={() => on.onCopy(field.id)}
          onRemove={() => on.onRemove(field.id)}
        />
        <span className="form-build__tag" aria-hidden>
          {field.name}
        </span>
      </div>
    </Col>
  );
}
