/** A field on the canvas: its label and control (inert), selectable, sortable. */
import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { pointerListener, type DragData } from './dnd';
import { FieldControl } from './field-control';
import { ItemActions } from './item-actions';
import type { FormField } from './schema';
import type { ItemCallbacks } from './canvas-types';
import { useSortableItem } from './use-sortable-item';

interface Props extends ItemCallbacks {
  field: FormField;
  container: string;
  selectedId: string | null;
}

export function CanvasField({ field, container, selectedId, ...on }: Props) {
  const { t } = useTranslation('tool-build');
  const data: DragData = { kind: 'field', container, isRow: false };
  const { sortable, selected, colProps, state, select } = useSortableItem(
    field.id,
    data,
    selectedId,
    on.onSelect,
  );
  const name = field.label || field.name;
  return (
    <Col span={field.span} {...colProps}>
      <div className={`form-build__item${state}`} data-field={field.name}>
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
          onClick={select}
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
