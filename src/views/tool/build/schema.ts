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

/** Whether `source` compiles as a regular expression. */
export function isValidPattern(source: string): boolean {
  try {
    new RegExp(source);
    return source.length > 0;
  } catch {
    return false;
  }
}
