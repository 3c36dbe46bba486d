/**
 * The form builder's model: a form's settings and its items (fields, and
 * layout rows whose columns hold fields). Pure data, JSON-serialisable.
 */
export const FIELD_TYPES = [
  'input',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'dateRange',
  'upload',
  'richText',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];
export type ItemType = FieldType | 'row';
export const PALETTE: readonly ItemType[] = [...FIELD_TYPES, 'row'];

export interface FieldOption {
  label: string;
  value: string;
}

/** A pattern the value must match, with the message shown when it does not. */
export interface PatternRule {
  pattern: string;
  message: string;
}

export type DefaultValue = string | number | boolean | string[] | null;

export interface FormField {
  id: string;
  type: FieldType;
  label: string;
  /** The value's key: a JavaScript identifier, unique in the form. */
  name: string;
  required: boolean;
  placeholder: string;
  /** Column width out of 24. */
  span: number;
  rules: PatternRule[];
  /** Select, radio and checkbox only. */
  options?: FieldOption[];
  defaultValue: DefaultValue;
}

export interface FormColumn {
  id: string;
  span: number;
  children: FormField[];
}

export interface FormRow {
  id: string;
  type: 'row';
  gutter: number;
  columns: FormColumn[];
}

export type FormItem = FormField | FormRow;

export type FormLayout = 'horizontal' | 'vertical' | 'inline';
export type FormSize = 'small' | 'middle' | 'large';

export interface FormSettings {
  layout: FormLayout;
  size: FormSize;
  /** Label column width in px (horizontal layout). */
  labelWidth: number;
  /** Space between root-level fields in px. */
  gutter: number;
}

export interface FormSchema {
  form: FormSettings;
  items: FormItem[];
}

export const ROOT = 'root';

/**
 * The control column beside a fixed-width label: it takes the rest of the
 * line and may shrink below its content (a rich-text toolbar would
 * otherwise push it under the label).
 */
export const WRAPPER_COL = { flex: '1 1 0', style: { minWidth: 0 } };
export const MAX_SPAN = 24;
/** Columns of a layout row, at most. */
export const MAX_COLUMNS = 4;
/** Gutters (between fields, between a row's columns) in px, at most. */
export const MAX_GUTTER = 48;
/** The label column's width in px, least and most. */
export const LABEL_WIDTH = { min: 40, max: 400 } as const;

export const DEFAULT_SETTINGS: FormSettings = {
  layout: 'horizontal',
  size: 'middle',
  labelWidth: 100,
  gutter: 16,
};

export const emptySchema = (): FormSchema => ({
  form: { ...DEFAULT_SETTINGS },
  items: [],
});

export const isRow = (item: FormItem): item is FormRow => item.type === 'row';
export const hasOptions = (type: ItemType) =>
  type === 'select' || type === 'radio' || type === 'checkbox';
export const hasPlaceholder = (type: ItemType) =>
  type === 'input' ||
  type === 'textarea' ||
  type === 'number' ||
  type === 'select' ||
  type === 'date';

/** Every field of the form, those inside rows included, in order. */
export function allFields(items: readonly FormItem[]): FormField[] {
  return items.flatMap((item) =>
    isRow(item) ? item.columns.flatMap((c) => c.children) : [item],
  );
}

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else ' +
    'enum export extends false finally for function if import in instanceof ' +
    'new null return super switch this throw true try typeof var void while ' +
    'with yield let static implements interface package private protected ' +
    'public await __proto__ constructor prototype'
  ).split(' '),
);

export type NameProblem = 'empty' | 'identifier' | 'reserved' | 'duplicate';

/** Why `name` cannot be the field's name, or null when it can. */
export function nameProblem(
  name: string,
  items: readonly FormItem[],
  fieldId: string,
): NameProblem | null {
  if (!name) return 'empty';
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return 'identifier';
  if (RESERVED.has(name)) return 'reserved';
  const taken = allFields(items).some(
    (f) => f.id !== fieldId && f.name === name,
  );
  return taken ? 'duplicate' : null;
}

/** Whether `source` compiles as a regular expression. */
export function isValidPattern(source: string): boolean {
  try {
    new RegExp(source);
    return source.length > 0;
  } catch {
    return false;
  }
}

let seq = 0;
/** A fresh id for an item, column or field. */
export function newId(prefix: string): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36)}${seq.toString(36)}`;
}

/** The first unused `field<N>` name (N from 101, as RuoYi's builder). */
export function nextName(items: readonly FormItem[]): string {
  const used = new Set(allFields(items).map((f) => f.name));
  let n = 101;
  while (used.has(`field${n}`)) n += 1;
  return `field${n}`;
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
