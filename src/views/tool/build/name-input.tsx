/**
 * The field-name box: a name is saved only when it is a JavaScript
 * identifier, not a reserved word and unique in the form; until then the
 * draft stays in the box with the reason shown.
 */
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameProblem } from './field-names';
import type { FormField, FormItem } from './schema';

interface Props {
  field: FormField;
  items: readonly FormItem[];
  onChange: (name: string) => void;
}

export function NameInput({ field, items, onChange }: Props) {
  const { t } = useTranslation('tool-build');
  const [draft, setDraft] = useState<string | null>(null);
  const problem = draft === null ? null : nameProblem(draft, items, field.id);
  return (
    <Form.Item
      label={t('props.name')}
      htmlFor="fb-prop-name"
      validateStatus={problem ? 'error' : undefined}
      help={problem ? t(`errors.${problem}`) : undefined}
    >
      <Input
        id="fb-prop-name"
        value={draft ?? field.name}
        onChange={(e) => {
          const next = e.target.value.trim();
          if (nameProblem(next, items, field.id)) {
            setDraft(e.target.value);
          } else {
            setDraft(null);
            onChange(next);
          }
        }}
      />
    </Form.Item>
  );
}
