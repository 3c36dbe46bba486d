import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { toTsx, type CodegenTexts } from '@/views/tool/build/codegen-tsx';
import { toJsonSchema } from '@/views/tool/build/export-json';
import { createField, createRow } from '@/views/tool/build/new-items';
import {
  emptySchema,
  type FieldType,
  type FormField,
  type FormItem,
  type FormSchema,
} from '@/views/tool/build/schema';

const texts: CodegenTexts = {
  required: (label) => `Please enter ${label}`,
  submit: 'Submit',
  reset: 'Reset',
  upload: 'Select file',
};

const NASTY = [
  'He said "hi" & it\'s fine',
  'back`tick` and ${window.alert(1)}',
  '</script><script>alert(1)</script>',
  'back\\slash\nnew line \u2028 sep {braces} <b>',
];

function field(type: FieldType, patch: Partial<FormField> = {}): FormField {
  return {
    ...createField(type, type, [], (n) => `Option ${n}`),
    ...patch,
  };
}

function schemaOf(...items: FormItem[]): FormSchema {
  return { ...emptySchema(), items };
}

/** Syntax errors of a TSX source, as TypeScript reports them. */
function syntaxErrors(source: string): string[] {
  const out = ts.transpileModule(source, {
    fileName: 'GeneratedForm.tsx',
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ES2022,
    },
  });
  return (out.diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );
}

/** Every string literal's value in the source. */
function stringValues(source: string): string[] {
  const file = ts.createSourceFile(
    'x.tsx',
    source,
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node)) found.push(node.text);
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

describe('form builder: React + antd export', () => {
  it('keeps labels, placeholders, options and messages that contain quotes, backticks, ${ or </script> as plain text in valid TSX', () => {
    const fields = NASTY.map((text, i) =>
      field(i % 2 ? 'select' : 'input', {
        name: `f${i}`,
        label: text,
        placeholder: `${text}!`,
        required: true,
        rules: [{ pattern: '^[a-z"`]+$', message: text }],
        options: [{ label: text, value: `v${text}` }],
      }),
    );
    const source = toTsx(schemaOf(...fields), texts);
    expect(syntaxErrors(source)).toEqual([]);
    expect(source).not.toContain('</script>');
    const values = stringValues(source);
    NASTY.forEach((text, i) => {
      expect(values).toContain(text);
      expect(values).toContain(`${text}!`);
      // options exist on the select fields (odd indexes)
      if (i % 2) expect(values).toContain(`v${text}`);
      expect(values).toContain(`Please enter ${text}`);
    });
    expect(values).toContain('^[a-z"`]+$');
  });

  it('renders every component type with its antd control, rules and defaults', () => {
    const row = createRow();
    row.columns[0].children = [
      field('richText', { name: 'body', label: 'Body' }),
    ];
    row.columns[1].children = [
      field('upload', { name: 'files', label: 'Files' }),
    ];
    const schema: FormSchema = {
      form: { layout: 'vertical', size: 'large', labelWidth: 120, gutter: 8 },
      items: [
        field('input', { name: 'name', label: 'Name', required: true }),
        field('textarea', { name: 'note', label: 'Note', defaultValue: 'hi' }),
        field('number', { name: 'age', label: 'Age', defaultValue: 3 }),
        field('select', { name: 'city', label: 'City', span: 12 }),
        field('radio', { name: 'sex', label: 'Sex', defaultValue: '1' }),
        field('checkbox', { name: 'tags', label: 'Tags', defaultValue: ['2'] }),
        field('switch', { name: 'on', label: 'On', defaultValue: true }),
        field('date', {
          name: 'day',
          label: 'Day',
          defaultValue: '2026-01-02',
        }),
        field('dateRange', {
          name: 'span',
          label: 'Span',
          defaultValue: ['2026-01-01', '2026-01-31'],
        }),
        row,
      ],
    };
    const source = toTsx(schema, texts);
    expect(syntaxErrors(source)).toEqual([]);
    expect(source).toContain(
      "import { Button, Checkbox, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Space, Switch, Upload } from 'antd';",
    );
    expect(source).toContain("import dayjs from 'dayjs';");
    expect(source).toContain("import { Editor } from '@/components/editor';");
    expect(source).toContain('      layout="vertical"\n      size="large"\n');
    expect(source).not.toContain('labelCol');
    expect(source).toContain(
      'const cityOptions = [{ label: "Option 1", value: "1" }, { label: "Option 2", value: "2" }];',
    );
    expect(source).toContain(
      'initialValues={{ note: "hi", age: 3, sex: "1", tags: ["2"], on: true, day: dayjs("2026-01-02"), span: [dayjs("2026-01-01"), dayjs("2026-01-31")] }}',
    );
    expect(source).toContain(
      '<Form.Item label={"Name"} name="name" rules={[{ required: true, message: "Please enter Name" }]}>',
    );
    expect(source).toContain('<Col span={12}>\n');
    expect(source).toContain('name="on" valuePropName="checked"');
    expect(source).toContain(
      'name="files" valuePropName="fileList" getValueFromEvent={normFile}',
    );
    expect(source).toContain('<DatePicker.RangePicker');
    expect(source).toContain('<Editor />');
  });

  it('leaves out a pattern that does not compile', () => {
    const source = toTsx(
      schemaOf(
        field('input', {
          name: 'code',
          label: 'Code',
          rules: [
            { pattern: '([', message: 'broken' },
            { pattern: '^\\d+$', message: 'Digits only' },
          ],
        }),
      ),
      texts,
    );
    expect(source).not.toContain('broken');
    expect(source).toContain(
      'rules={[{ pattern: new RegExp("^\\\\d+$"), message: "Digits only" }]}',
    );
  });
});

describe('form builder: JSON schema export', () => {
  it('holds the form settings and items without internal ids, and parses back', () => {
    const name = field('input', { name: 'name', label: 'Say "hi" </script>' });
    const row = createRow();
    row.columns[0].children = [field('switch', { name: 'on', label: 'On' })];
    const text = toJsonSchema(schemaOf(name, row));
    const doc = JSON.parse(text) as {
      version: number;
      form: unknown;
      items: Array<Record<string, unknown>>;
    };
    expect(doc.version).toBe(1);
    expect(doc.form).toEqual(emptySchema().form);
    expect(doc.items[0]).toMatchObject({
      type: 'input',
      name: 'name',
      label: 'Say "hi" </script>',
    });
    expect(doc.items[0]).not.toHaveProperty('id');
    expect(doc.items[1]).toEqual({
      type: 'row',
      gutter: 16,
      columns: [
        {
          span: 12,
          children: [expect.objectContaining({ name: 'on', type: 'switch' })],
        },
        { span: 12, children: [] },
      ],
    });
    expect(text).not.toContain('"id"');
  });
});
