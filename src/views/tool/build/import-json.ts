/**
 * A JSON schema document (as `toJsonSchema` writes it) read back into a
 * form: every property checked as the property panel would, fresh ids
 * given. What is wrong comes back as a key of `import.errors` with its
 * parameters, for the dialog to translate.
 */
import { SCHEMA_VERSION } from './export-json';
import { nameProblem } from './field-names';
import {
  bool,
  int,
  isObject,
  list,
  object,
  oneOf,
  pairs,
  Refused,
  refuse,
  text,
  type ImportProblem,
} from './json-checks';
import { newId } from './new-items';
import {
  FIELD_TYPES,
  hasOptions,
  LABEL_WIDTH,
  MAX_COLUMNS,
  MAX_GUTTER,
  MAX_SPAN,
  type DefaultValue,
  type FieldType,
  type FormColumn,
  type FormField,
  type FormItem,
  type FormLayout,
  type FormSchema,
  type FormSettings,
  type FormSize,
} from './schema';

export type ImportResult =
  | { ok: true; schema: FormSchema }
  | { ok: false; problem: ImportProblem };

/** Larger documents (characters pasted, bytes of a file) are refused unread. */
export const MAX_IMPORT_SIZE = 1_000_000;

const LAYOUTS: readonly FormLayout[] = ['horizontal', 'vertical', 'inline'];
const SIZES: readonly FormSize[] = ['small', 'middle', 'large'];

function settings(v: unknown): FormSettings {
  const form = object(v, 'form');
  return {
    layout: oneOf(form.layout, 'form.layout', LAYOUTS),
    size: oneOf(form.size, 'form.size', SIZES),
    labelWidth: int(
      form.labelWidth,
      'form.labelWidth',
      LABEL_WIDTH.min,
      LABEL_WIDTH.max,
    ),
    gutter: int(form.gutter, 'form.gutter', 0, MAX_GUTTER),
  };
}

const isDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isTexts = (v: unknown) =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Whether `v` is a default value a field of `type` can hold. */
function fits(type: FieldType, v: unknown): v is DefaultValue {
  switch (type) {
    case 'number':
      return v === null || (typeof v === 'number' && Number.isFinite(v));
    case 'checkbox':
      return isTexts(v);
    case 'switch':
      return typeof v === 'boolean';
    case 'date':
      return v === null || isDate(v);
    case 'dateRange':
      return (
        v === null || (Array.isArray(v) && v.length === 2 && v.every(isDate))
      );
    case 'upload':
      return v === null;
    default:
      return v === null || typeof v === 'string';
  }
}

function fieldType(v: unknown, path: string): FieldType {
  if (v === 'row') return refuse('nestedRow', { path });
  const found = FIELD_TYPES.find((x) => x === v);
  return found ?? refuse('type', { path, type: String(v) });
}

/** Reads the fields of one document, their names checked across all of it. */
class Reader {
  private readonly names = new Set<string>();

  field(v: unknown, path: string): FormField {
    const o = object(v, path);
    const type = fieldType(o.type, `${path}.type`);
    const name = text(o.name, `${path}.name`);
    const problem = this.names.has(name)
      ? 'duplicate'
      : nameProblem(name, [], '');
    if (problem)
      refuse('name', { path: `${path}.name`, name }, `errors.${problem}`);
    this.names.add(name);
    const defaultValue = o.defaultValue;
    if (!fits(type, defaultValue))
      refuse('defaultValue', { path: `${path}.defaultValue`, type });
    return {
      id: newId('f'),
      type,
      label: text(o.label, `${path}.label`),
      name,
      required: bool(o.required, `${path}.required`),
      placeholder: text(o.placeholder, `${path}.placeholder`),
      span: int(o.span, `${path}.span`, 1, MAX_SPAN),
      rules: pairs(o.rules, `${path}.rules`, ['pattern', 'message']),
      defaultValue: defaultValue as DefaultValue,
      ...(hasOptions(type)
        ? { options: pairs(o.options, `${path}.options`, ['label', 'value']) }
        : {}),
    };
  }

  column(v: unknown, path: string): FormColumn {
    const o = object(v, path);
    return {
      id: newId('c'),
      span: int(o.span, `${path}.span`, 1, MAX_SPAN),
      children: list(o.children, `${path}.children`).map((c, i) =>
        this.field(c, `${path}.children[${i}]`),
      ),
    };
  }

  item(v: unknown, path: string): FormItem {
    const o = object(v, path);
    if (o.type !== 'row') return this.field(o, path);
    const columns = list(o.columns, `${path}.columns`);
    if (!columns.length || columns.length > MAX_COLUMNS)
      refuse('columns', { path: `${path}.columns`, max: MAX_COLUMNS });
    return {
      id: newId('r'),
      type: 'row',
      gutter: int(o.gutter, `${path}.gutter`, 0, MAX_GUTTER),
      columns: columns.map((c, i) => this.column(c, `${path}.columns[${i}]`)),
    };
  }
}

function read(doc: unknown): FormSchema {
  if (!isObject(doc) || !Array.isArray(doc.items)) return refuse('notSchema');
  if (doc.version !== SCHEMA_VERSION)
    refuse('version', {
      version: JSON.stringify(doc.version) ?? '—',
      supported: SCHEMA_VERSION,
    });
  const reader = new Reader();
  return {
    form: settings(doc.form),
    items: doc.items.map((v, i) => reader.item(v, `items[${i}]`)),
  };
}

/** The form in `source` (a JSON schema document), or why it cannot be read. */
export function fromJsonSchema(source: string): ImportResult {
  try {
    if (!source.trim()) refuse('empty');
    if (source.length > MAX_IMPORT_SIZE) refuse('tooLarge');
    let doc: unknown;
    try {
      doc = JSON.parse(source);
    } catch {
      return refuse('json');
    }
    return { ok: true, schema: read(doc) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, problem: e.problem };
    throw e;
  }
}
