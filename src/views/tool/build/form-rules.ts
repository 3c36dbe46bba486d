/** antd validation rules of a field, as the preview and the TSX export use them. */
import type { Rule } from 'antd/es/form';
import { isValidPattern, type FieldType, type FormField } from './schema';

const CHOICE: FieldType[] = [
  'select',
  'radio',
  'checkbox',
  'date',
  'dateRange',
  'upload',
];

/** The key of the required message: "please select" for choices, else "please enter". */
export const requiredKey = (type: FieldType) =>
  CHOICE.includes(type) ? 'preview.requiredChoose' : 'preview.required';

/** The field's rules; patterns that do not compile are left out. */
export function fieldRules(field: FormField, requiredMessage: string): Rule[] {
  return [
    ...(field.required ? [{ required: true, message: requiredMessage }] : []),
    ...field.rules
      .filter((r) => isValidPattern(r.pattern))
      .map((r) => ({ pattern: new RegExp(r.pattern), message: r.message })),
  ];
}
