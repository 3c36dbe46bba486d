/** The properties of the selected layout row: gutter and columns. */
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DesignerAction } from './history';
import { newId } from './new-items';
import {
  MAX_COLUMNS,
  MAX_GUTTER,
  MAX_SPAN,
  type FormItem,
  type FormRow,
} from './schema';

interface Props {
  row: FormRow;
  dispatch: (action: DesignerAction) => void;
}

/** `row` with `count` columns of equal width (fields of dropped columns move to the last one kept). */
export function withColumnCount(row: FormRow, count: number): FormRow {
  const span = Math.floor(MAX_SPAN / count);
  const kept = row.columns.slice(0, count);
  const dropped = row.columns.slice(count).flatMap((c) => c.children);
  const columns = Array.from({ length: count }, (_, i) => ({
    id: kept[i]?.id ?? newId('c'),
    span,
    children: kept[i]?.children ?? [],
  }));
  columns[count - 1].children = [...columns[count - 1].children, ...dropped];
  return { ...row, columns };
}

export function RowProps({ row, dispatch }: Props) {
  const { t } = useTranslation('tool-build');
  const update = (edit: (r: FormRow) => FormRow, key?: string) =>
    dispatch({
      type: 'update',
      id: row.id,
      edit: (item) => edit(item as FormRow) as FormItem,
      key: key && `${row.id}:${key}`,
    });
  return (
    <>
      <div className="form-build__type">{t('types.row')}</div>
      <div className="form-build__pair">
        <Form.Item label={t('props.columns')} htmlFor="fb-row-columns">
          <InputNumber
            id="fb-row-columns"
            min={1}
            max={MAX_COLUMNS}
            precision={0}
            value={row.columns.length}
            onChange={(n) => n && update((r) => withColumnCount(r, n))}
          />
        </Form.Item>
        <Form.Item label={t('props.gutter')} htmlFor="fb-row-gutter">
          <InputNumber
            id="fb-row-gutter"
            min={0}
            max={MAX_GUTTER}
            step={4}
            value={row.gutter}
            onChange={(gutter) =>
              gutter !== null && update((r) => ({ ...r, gutter }), 'gutter')
            }
          />
        </Form.Item>
      </div>
      {row.columns.map((c, i) => (
        <Form.Item
          key={c.id}
          label={t('props.columnSpan', { n: i + 1 })}
          htmlFor={`fb-col-${i}`}
        >
          <InputNumber
            id={`fb-col-${i}`}
            min={1}
            max={MAX_SPAN}
            precision={0}
            value={c.span}
            onChange={(span) =>
              span &&
              update(
                (r) => ({
                  ...r,
                  columns: r.columns.map((col) =>
                    col.id === c.id ? { ...col, span } : col,
                  ),
                }),
                `span${i}`,
              )
            }
          />
        </Form.Item>
      ))}
    </>
  );
}
