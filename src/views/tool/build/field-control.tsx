/**
 * The antd control of a field. `live` controls are the preview's (value and
 * onChange come from Form.Item); design controls show the default value on
 * the canvas and never load the rich-text editor.
 */
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  Button,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  Upload,
} from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from './schema';
import { toControlValue } from './field-values';

// The project's editor, fetched with TinyMCE only when a preview shows it.
const Editor = lazy(() =>
  import('@/components/editor').then((m) => ({ default: m.Editor })),
);

interface Props {
  field: FormField;
  live?: boolean;
  /** Injected by Form.Item in live mode. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

export function FieldControl({ field, live, ...injected }: Props) {
  const { t } = useTranslation('tool-build');
  const bind = live ? injected : { value: toControlValue(field) };
  const placeholder = field.placeholder || undefined;
  const options = field.options ?? [];
  const full = { width: '100%' };
  const any = bind as Record<string, never>;
  switch (field.type) {
    case 'input':
      return <Input {...any} placeholder={placeholder} allowClear />;
    case 'textarea':
      return <Input.TextArea {...any} placeholder={placeholder} rows={4} />;
    case 'number':
      return <InputNumber {...any} placeholder={placeholder} style={full} />;
    case 'select':
      return (
        <Select
          {...any}
          placeholder={placeholder}
          options={options}
          allowClear
        />
      );
    case 'radio':
      return <Radio.Group {...any} options={options} />;
    case 'checkbox':
      return <Checkbox.Group {...any} options={options} />;
    case 'switch':
      return <Switch {...any} />;
    case 'date':
      return <DatePicker {...any} placeholder={placeholder} style={full} />;
    case 'dateRange':
      return <DatePicker.RangePicker {...any} style={full} />;
    case 'upload':
      return (
        <Upload {...(live ? injected : {})} beforeUpload={() => false}>
          <Button icon={<UploadOutlined />}>{t('preview.upload')}</Button>
        </Upload>
      );
    case 'richText':
      if (!live)
        return <div className="form-build__rich">{t('canvas.richText')}</div>;
      return (
        <Suspense
          fallback={
            <div className="form-build__rich">{t('preview.loading')}</div>
          }
        >
          <Editor {...(injected as { value?: string })} height={380} />
        </Suspense>
      );
  }
}
