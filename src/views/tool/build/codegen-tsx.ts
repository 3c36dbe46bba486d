/**
 * The form as a React + antd component (TSX source). User texts go through
 * `lit` (see codegen-literals.ts); field names are identifiers by then.
 */
import { indent, item, optionsName, type CodegenTexts } from './codegen-items';
import { lit, literal } from './codegen-literals';
import {
  allFields,
  hasOptions,
  WRAPPER_COL,
  type FormField,
  type FormSchema,
} from './schema';

export type { CodegenTexts };

export const COMPONENT_NAME = 'GeneratedForm';

function initialValue(f: FormField): string | null {
  const v = f.defaultValue;
  if (v === null || v === '' || (Array.isArray(v) && !v.length)) return null;
  if (f.type === 'date' && typeof v === 'string') return `dayjs(${lit(v)})`;
  if (f.type === 'dateRange' && Array.isArray(v))
    return `[${v.map((d) => `dayjs(${lit(d)})`).join(', ')}]`;
  return literal(v);
}

function antdImports(fields: FormField[]) {
  const used = new Set(['Button', 'Col', 'Form', 'Row', 'Space']);
  const byType: Record<string, string> = {
    input: 'Input',
    textarea: 'Input',
    number: 'InputNumber',
    select: 'Select',
    radio: 'Radio',
    checkbox: 'Checkbox',
    switch: 'Switch',
    date: 'DatePicker',
    dateRange: 'DatePicker',
    upload: 'Upload',
  };
  fields.forEach((f) => byType[f.type] && used.add(byType[f.type]));
  return [...used].sort();
}

/** The TSX source of a component rendering the form. */
export function toTsx(schema: FormSchema, texts: CodegenTexts): string {
  const fields = allFields(schema.items);
  const { form } = schema;
  const imports = [`import { ${antdImports(fields).join(', ')} } from 'antd';`];
  if (fields.some((f) => f.type === 'upload'))
    imports.unshift("import { UploadOutlined } from '@ant-design/icons';");
  const initial = fields
    .map((f) => [f.name, initialValue(f)] as const)
    .filter((e): e is readonly [string, string] => e[1] !== null);
  if (initial.some(([, v]) => v.includes('dayjs(')))
    imports.push("import dayjs from 'dayjs';");
  if (fields.some((f) => f.type === 'richText'))
    imports.push("import { Editor } from '@/components/editor';");

  const consts = fields
    .filter((f) => hasOptions(f.type))
    .map(
      (f) =>
        `const ${optionsName(f)} = ${literal(
          (f.options ?? []).map((o) => ({ label: o.label, value: o.value })),
        )};`,
    );
  if (fields.some((f) => f.type === 'upload'))
    consts.push('const normFile = (e: { fileList: unknown[] }) => e.fileList;');

  const formProps = [
    'form={form}',
    `layout=${lit(form.layout)}`,
    `size=${lit(form.size)}`,
  ];
  if (form.layout === 'horizontal')
    formProps.push(
      `labelCol={{ flex: ${lit(`${form.labelWidth}px`)} }}`,
      `wrapperCol={${literal(WRAPPER_COL)}}`,
    );
  if (initial.length)
    formProps.push(
      `initialValues={{ ${initial.map(([k, v]) => `${k}: ${v}`).join(', ')} }}`,
    );
  formProps.push('onFinish={onSubmit}');

  const body = [
    `<Row gutter={${form.gutter}}>`,
    indent(schema.items.map((i) => item(i, texts)).join('\n'), 2),
    '</Row>',
    '<Form.Item>',
    '  <Space>',
    `    <Button type="primary" htmlType="submit">{${lit(texts.submit)}}</Button>`,
    `    <Button htmlType="button" onClick={() => form.resetFields()}>{${lit(texts.reset)}}</Button>`,
    '  </Space>',
    '</Form.Item>',
  ].join('\n');

  return [
    ...imports,
    '',
    ...(consts.length ? [...consts, ''] : []),
    `export interface ${COMPONENT_NAME}Props {`,
    '  onSubmit?: (values: Record<string, unknown>) => void;',
    '}',
    '',
    `export default function ${COMPONENT_NAME}({ onSubmit }: ${COMPONENT_NAME}Props) {`,
    '  const [form] = Form.useForm();',
    '  return (',
    '    <Form',
    ...formProps.map((prop) => `      ${prop}`),
    '    >',
    indent(body, 6),
    '    </Form>',
    '  );',
    '}',
    '',
  ].join('\n');
}
