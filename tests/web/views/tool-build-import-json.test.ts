import { describe, expect, it } from 'vitest';
import { toJsonSchema } from '@/views/tool/build/export-json';
import { fromJsonSchema } from '@/views/tool/build/import-json';
import { createField, createRow } from '@/views/tool/build/new-items';
import {
  FIELD_TYPES,
  type FieldType,
  type FormField,
  type FormSchema,
} from '@/views/tool/build/schema';

function field(type: FieldType, name: string): FormField {
  return { ...createField(type, type, [], (n) => `Option ${n}`), name };
}

/** A form with every field type, a row holding two fields, and set values. */
function fullSchema(): FormSchema {
  const row = createRow();
  row.columns[0].children.push(field('input', 'inRow'));
  row.columns[1].children.push({
    ...field('dateRange', 'period'),
    defaultValue: ['2026-01-01', '2026-02-01'],
  });
  const fields = FIELD_TYPES.map((type, i) => field(type, `f${i}`));
  fields[0] = {
    ...fields[0],
    required: true,
    placeholder: 'Your "name"',
    span: 12,
    rules: [{ pattern: '^[a-z]+$', message: 'lower case' }],
    defaultValue: 'ada',
  };
  return {
    form: { layout: 'vertical', size: 'large', labelWidth: 140, gutter: 8 },
    items: [...fields, row],
  };
}

/** The document without ids, which the importer gives anew. */
const withoutIds = (schema: FormSchema) =>
  JSON.parse(
    JSON.stringify(schema, (k, v: unknown) => (k === 'id' ? undefined : v)),
  ) as unknown;

const problemOf = (source: string) => {
  const result = fromJsonSchema(source);
  if (result.ok) throw new Error('the document was accepted');
  return result.problem;
};

type Key = string | number;

/** The exported document of fullSchema() with the value at `path` replaced. */
function edited(path: Key[], value: unknown): string {
  const doc = JSON.parse(toJsonSchema(fullSchema())) as unknown;
  let at = doc as Record<Key, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<Key, unknown>;
  at[path[path.length - 1]] = value;
  return JSON.stringify(doc);
}

/** Where the layout row sits: after one field of each type. */
const ROW = FIELD_TYPES.length;

describe('form builder: JSON schema import', () => {
  it('reads back what the export wrote: every field type, rows, settings; fresh ids', () => {
    const schema = fullSchema();
    const result = fromJsonSchema(toJsonSchema(schema));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(withoutIds(result.schema)).toEqual(withoutIds(schema));
    expect(toJsonSchema(result.schema)).toBe(toJsonSchema(schema));
    const ids = JSON.stringify(result.schema).match(/"id":"[^"]+"/g) ?? [];
    expect(ids.length).toBe(FIELD_TYPES.length + 1 + 2 + 2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses text that is not a schema of this builder, saying why', () => {
    expect(problemOf('  ')).toEqual({ key: 'import.errors.empty' });
    expect(problemOf('{"items": [')).toEqual({ key: 'import.errors.json' });
    expect(problemOf('[1, 2]').key).toBe('import.errors.notSchema');
    expect(problemOf('{"version": 1, "form": {}}').key).toBe(
      'import.errors.notSchema',
    );
    expect(problemOf(' '.repeat(1_000_001) + '{}').key).toBe(
      'import.errors.tooLarge',
    );
    expect(problemOf(edited(['version'], 2))).toMatchObject({
      key: 'import.errors.version',
      params: { version: '2', supported: 1 },
    });
  });

  it('names the place of a wrong property', () => {
    const cases: [Key[], unknown, string, object][] = [
      [['items', 2, 'type'], 'slider', 'type', { path: 'items[2].type' }],
      [
        ['items', ROW, 'columns', 1, 'children', 0, 'type'],
        'row',
        'nestedRow',
        { path: 'items[11].columns[1].children[0].type' },
      ],
      [['items', 0, 'label'], 7, 'text', { path: 'items[0].label' }],
      [['items', 0, 'required'], 'yes', 'boolean', {}],
      [['items', 0, 'span'], 30, 'range', { min: 1, max: 24 }],
      [['form', 'layout'], 'grid', 'oneOf', { path: 'form.layout' }],
      [['items', 3, 'options'], null, 'list', {}],
      [['items', 3, 'options', 0], 'a', 'object', {}],
      [['items', 2, 'defaultValue'], 'x', 'defaultValue', {}],
      [['items', ROW, 'columns'], [], 'columns', { max: 4 }],
    ];
    for (const [path, value, key, params] of cases)
      expect(problemOf(edited(path, value))).toMatchObject({
        key: `import.errors.${key}`,
        params,
      });
  });

  it('refuses field names the property panel refuses: invalid, reserved, taken', () => {
    expect(problemOf(edited(['items', 1, 'name'], 'f0'))).toEqual({
      key: 'import.errors.name',
      params: { path: 'items[1].name', name: 'f0' },
      detail: 'errors.duplicate',
    });
    expect(problemOf(edited(['items', 1, 'name'], 'class')).detail).toBe(
      'errors.reserved',
    );
    expect(
      problemOf(
        edited(['items', ROW, 'columns', 0, 'children', 0, 'name'], '9x'),
      ).detail,
    ).toBe('errors.identifier');
  });
});
