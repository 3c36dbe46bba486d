/** The default-value box of a field, of the field's own kind. */
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fromControlValue, toControlValue } from './field-values';
import type { DefaultValue, FormField } from './schema';

interface Props {
  id: string;
  field: FormField;
  onChange: (value: DefaultValue) => void;
}

export function DefaultValueInput({ id, field, onChange }: Props) {
  const { t } = useTranslation('tool-build');
  const value = toControlValue(field);
  const set = (v: unknown) => onChange(fromControlValue(field, v));
  const options = field.options ?? [];
  const full = { width: '100%' };
  switch (field.type) {
    case 'input':
    case 'textarea':
    case 'richText':
      return (
        <Input
          id={id}
          value={(value as string) ?? ''}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber
          id={id}
          value={value as number | undefined}
          onChange={set}
          style={full}
        />
      );
    case 'select':
    case 'radio':
      return (
        <Select
          id={id}
          value={value as string | undefined}
          options={options}
          onChange={set}
          allowClear
          placeholder={t('props.noDefault')}
        />
      );
    case 'checkbox':
      return (
        <Select
          id={id}
          mode="multiple"
          value={(value as string[] | undefined) ?? []}
          options={options}
          onChange={(v: string[]) => onChange(v)}
          placeholder={t('props.noDefault')}
        />
      );
    case 'switch':
      return (
        <Switch
          id={id}
          checked={value === true}
          onChange={(v) => onChange(v)}
        />
      );
    case 'date':
      return (
        <DatePicker
          id={id}
          value={value as never}
          onChange={set}
          style={full}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          id={id}
          value={value as never}
          onChange={set}
          style={full}
        />
      );
    case 'upload':
      return null;
  }
}
