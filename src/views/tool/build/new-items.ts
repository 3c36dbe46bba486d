/** New items of a form: fields of a type, layout rows, copies with fresh ids. */
import { nextName } from './field-names';
import {
  hasOptions,
  isRow,
  MAX_SPAN,
  type DefaultValue,
  type FieldType,
  type FormField,
  type FormItem,
  type FormRow,
} from './schema';

let seq = 0;
/** A fresh id for an item, column or field. */
export function newId(prefix: string): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36)}${seq.toString(36)}`;
}

const DEFAULTS: Record<FieldType, DefaultValue> = {
  input: null,
  textarea: null,
  number: null,
  select: null,
  radio: null,
  checkbox: [],
  switch: false,
  date: null,
  dateRange: null,
  upload: null,
  richText: null,
};

/** A new field of `type`, labelled `label`, named uniquely in `items`. */
export function createField(
  type: FieldType,
  label: string,
  items: readonly FormItem[],
  optionLabel: (n: number) => string,
): FormField {
  return {
    id: newId('f'),
    type,
    label,
    name: nextName(items),
    required: false,
    placeholder: '',
    span: MAX_SPAN,
    rules: [],
    defaultValue: DEFAULTS[type],
    ...(hasOptions(type)
      ? {
          options: [1, 2].map((n) => ({
            label: optionLabel(n),
            value: String(n),
          })),
        }
      : {}),
  };
}

/** A new two-column layout row. */
export function createRow(): FormRow {
  return {
    id: newId('r'),
    type: 'row',
    gutter: 16,
    columns: [12, 12].map((span) => ({ id: newId('c'), span, children: [] })),
  };
}

/** A copy of `item` with fresh ids and unique names. */
export function cloneItem(
  item: FormItem,
  items: readonly FormItem[],
): FormItem {
  const taken: FormItem[] = [...items];
  const cloneField = (f: FormField): FormField => {
    const copy = {
      ...(JSON.parse(JSON.stringify(f)) as FormField),
      id: newId('f'),
      name: nextName(taken),
    };
    taken.push(copy);
    return copy;
  };
  if (!isRow(item)) return cloneField(item);
  return {
    ...item,
    id: newId('r'),
    columns: item.columns.map((c) => ({
      id: newId('c'),
      span: c.span,
      children: c.children.map(cloneField),
    })),
  };
}
