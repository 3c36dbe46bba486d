/** The right column: the selected item's properties, and the form's. */
import { Form, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldProps } from './field-props';
import { FormProps } from './form-props';
import type { DesignerAction } from './history';
import { RowProps } from './row-props';
import { isRow, type FormSchema } from './schema';
import { findItem } from './tree';

interface Props {
  schema: FormSchema;
  selectedId: string | null;
  dispatch: (action: DesignerAction) => void;
}

export function PropertyPanel({ schema, selectedId, dispatch }: Props) {
  const { t } = useTranslation('tool-build');
  const [tab, setTab] = useState('field');
  const [seen, setSeen] = useState(selectedId);
  if (seen !== selectedId) {
    setSeen(selectedId);
    if (selectedId) setTab('field');
  }
  const item = findItem(schema.items, selectedId);
  const itemProps = !item ? (
    <p className="form-build__hint">{t('props.none')}</p>
  ) : isRow(item) ? (
    <RowProps row={item} dispatch={dispatch} />
  ) : (
    <FieldProps field={item} items={schema.items} dispatch={dispatch} />
  );
  return (
    <section className="form-build__props" aria-labelledby="fb-props">
      <h2 id="fb-props" className="form-build__heading">
        {t('props.title')}
      </h2>
      <Form layout="vertical" size="small" component="div">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          size="small"
          items={[
            { key: 'field', label: t('props.field'), children: itemProps },
            {
              key: 'form',
              label: t('props.form'),
              children: (
                <FormProps settings={schema.form} dispatch={dispatch} />
              ),
            },
          ]}
        />
      </Form>
    </section>
  );
}
