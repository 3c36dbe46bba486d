/** The properties of the selected field. */
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DefaultValueInput } from './default-value-input';
import type { DesignerAction } from './history';
import { NameInput } from './name-input';
import { OptionsEditor } from './options-editor';
import { RulesEditor } from './rules-editor';
import {
  hasOptions,
  hasPlaceholder,
  MAX_SPAN,
  type FormField,
  type FormItem,
} from './schema';

interface Props {
  field: FormField;
  items: readonly FormItem[];
  dispatch: (action: DesignerAction) => void;
}

export function FieldProps({ field, items, dispatch }: Props) {
  const { t } = useTranslation('tool-build');
  const update = (patch: Partial<FormField>, key?: string) =>
    dispatch({
      type: 'update',
      id: field.id,
      edit: (item) => ({ ...item, ...patch }) as FormItem,
      key: key && `${field.id}:${key}`,
    });
  return (
    <>
      <div className="form-build__type">{t(`types.${field.type}`)}</div>
      <Form.Item label={t('props.label')} htmlFor="fb-prop-label">
        <Input
          id="fb-prop-label"
          value={field.label}
          onChange={(e) => update({ label: e.target.value }, 'label')}
        />
      </Form.Item>
      <NameInput
        key={field.id}
        field={field}
        items={items}
        onChange={(name) => update({ name }, 'name')}
      />
      {hasPlaceholder(field.type) && (
        <Form.Item label={t('props.placeholder')} htmlFor="fb-prop-placeholder">
          <Input
            id="fb-prop-placeholder"
            value={field.placeholder}
            onChange={(e) =>
              update({ placeholder: e.target.value }, 'placeholder')
            }
          />
        </Form.Item>
      )}
      <div className="form-build__pair">
        <Form.Item label={t('props.required')} htmlFor="fb-prop-required">
          <Switch
            id="fb-prop-required"
            checked={field.required}
            onChange={(required) => update({ required })}
          />
        </Form.Item>
        <Form.Item label={t('props.span')} htmlFor="fb-prop-span">
          <InputNumber
            id="fb-prop-span"
            min={1}
            max={MAX_SPAN}
            precision={0}
            value={field.span}
            onChange={(span) => span && update({ span }, 'span')}
          />
        </Form.Item>
      </div>
      {field.type !== 'upload' && (
        <Form.Item label={t('props.defaultValue')} htmlFor="fb-prop-default">
          <DefaultValueInput
            id="fb-prop-default"
            field={field}
            onChange={(defaultValue) => update({ defaultValue }, 'default')}
          />
        </Form.Item>
      )}
      {hasOptions(field.type) && (
        <Form.Item label={t('props.options')}>
          <OptionsEditor
            options={field.options ?? []}
            onChange={(options) => update({ options }, 'options')}
          />
        </Form.Item>
      )}
      <Form.Item label={t('props.rules')}>
        <RulesEditor
          rules={field.rules}
          onChange={(rules) => update({ rules }, 'rules')}
        />
      </Form.Item>
    </>
  );
}
