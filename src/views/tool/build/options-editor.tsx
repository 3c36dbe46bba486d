/** The option list of a select, radio or checkbox field. */
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from './schema';

interface Props {
  options: FieldOption[];
  onChange: (options: FieldOption[]) => void;
}

export function OptionsEditor({ options, onChange }: Props) {
  const { t } = useTranslation('tool-build');
  const set = (i: number, patch: Partial<FieldOption>) =>
    onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const dup = (value: string) =>
    options.filter((o) => o.value === value).length > 1;
  const nextValue = () => {
    let n = options.length + 1;
    while (options.some((o) => o.value === String(n))) n += 1;
    return String(n);
  };
  return (
    <div
      className="form-build__list"
      role="group"
      aria-label={t('props.options')}
    >
      {options.map((o, i) => (
        <div key={i} className="form-build__list-row">
          <Input
            size="small"
            value={o.label}
            placeholder={t('props.optionLabel')}
            aria-label={t('props.optionLabelN', { n: i + 1 })}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <Input
            size="small"
            value={o.value}
            status={dup(o.value) ? 'error' : undefined}
            title={dup(o.value) ? t('errors.optionValue') : undefined}
            placeholder={t('props.optionValue')}
            aria-label={t('props.optionValueN', { n: i + 1 })}
            onChange={(e) => set(i, { value: e.target.value })}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('props.removeOption', { n: i + 1 })}
            onClick={() => onChange(options.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() =>
          onChange([
            ...options,
            {
              label: t('defaults.option', { n: options.length + 1 }),
              value: nextValue(),
            },
          ])
        }
      >
        {t('props.addOption')}
      </Button>
    </div>
  );
}
