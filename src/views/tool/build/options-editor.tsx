/** The option list of a select, radio or checkbox field. */
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListEditor } from './list-editor';
import type { FieldOption } from './schema';

interface Props {
  options: FieldOption[];
  onChange: (options: FieldOption[]) => void;
}

export function OptionsEditor({ options, onChange }: Props) {
  const { t } = useTranslation('tool-build');
  const dup = (value: string) =>
    options.filter((o) => o.value === value).length > 1;
  const nextValue = () => {
    let n = options.length + 1;
    while (options.some((o) => o.value === String(n))) n += 1;
    return String(n);
  };
  return (
    <ListEditor
      label={t('props.options')}
      entries={options}
      onChange={onChange}
      create={() => ({
        label: t('defaults.option', { n: options.length + 1 }),
        value: nextValue(),
      })}
      addLabel={t('props.addOption')}
      removeLabel={(n) => t('props.removeOption', { n })}
    >
      {(o, { index, set, remove }) => (
        <div className="form-build__list-row">
          <Input
            size="small"
            value={o.label}
            placeholder={t('props.optionLabel')}
            aria-label={t('props.optionLabelN', { n: index + 1 })}
            onChange={(e) => set({ label: e.target.value })}
          />
          <Input
            size="small"
            value={o.value}
            status={dup(o.value) ? 'error' : undefined}
            title={dup(o.value) ? t('errors.optionValue') : undefined}
            placeholder={t('props.optionValue')}
            aria-label={t('props.optionValueN', { n: index + 1 })}
            onChange={(e) => set({ value: e.target.value })}
          />
          {remove}
        </div>
      )}
    </ListEditor>
  );
}
