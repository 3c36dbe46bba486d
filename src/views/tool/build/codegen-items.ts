/**
 * One item of the form as TSX: a field's control, its rules and its
 * Form.Item in a column, or a layout row of such columns.
 */
import { lit } from './codegen-literals';
import {
  isRow,
  isValidPattern,
  type FieldType,
  type FormField,
  type FormItem,
} from './schema';

export interface CodegenTexts {
  /** The required-rule message of a field labelled `label`. */
  required: (label: string, type: FieldType) => string;
  submit: string;
  reset: string;
  upload: string;
}

export const optionsName = (f: FormField) => `${f.name}Options`;

function control(f: FormField, texts: CodegenTexts): string {
  const ph = f.placeholder ? ` placeholder={${lit(f.placeholder)}}` : '';
  const full = " style={{ width: '100%' }}";
  switch (f.type) {
    case 'input':
      return `<Input${ph} allowClear />`;
    case 'textarea':
      return `<Input.TextArea${ph} rows={4} />`;
    case 'number':
      return `<InputNumber${ph}${full} />`;
    case 'select':
      return `<Select${ph} options={${optionsName(f)}} allowClear />`;
    case 'radio':
      return `<Radio.Group options={${optionsName(f)}} />`;
    case 'checkbox':
      return `<Checkbox.Group options={${optionsName(f)}} />`;
    case 'switch':
      return '<Switch />';
    case 'date':
      return `<DatePicker${ph}${full} />`;
    case 'dateRange':
      return `<DatePicker.RangePicker${full} />`;
    case 'upload':
      return `<Upload beforeUpload={() => false}>\n  <Button icon={<UploadOutlined />}>{${lit(texts.upload)}}</Button>\n</Upload>`;
    case 'richText':
      return '<Editor />';
  }
}

function rules(f: FormField, texts: CodegenTexts): string | null {
  const list = [
    ...(f.required
      ? [
          `{ required: true, message: ${lit(texts.required(f.label || f.name, f.type))} }`,
        ]
      : []),
    ...f.rules
      .filter((r) => isValidPattern(r.pattern))
      .map(
        (r) =>
          `{ pattern: new RegExp(${lit(r.pattern)}), message: ${lit(r.message)} }`,
      ),
  ];
  return list.length ? `[${list.join(', ')}]` : null;
}

export const indent = (text: string, by: number) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(by) + line : line))
    .join('\n');

function formItem(f: FormField, texts: CodegenTexts): string {
  const props = [`label={${lit(f.label)}}`, `name=${lit(f.name)}`];
  if (f.type === 'switch') props.push('valuePropName="checked"');
  if (f.type === 'upload')
    props.push('valuePropName="fileList"', 'getValueFromEvent={normFile}');
  const r = rules(f, texts);
  if (r) props.push(`rules={${r}}`);
  return [
    `<Form.Item ${props.join(' ')}>`,
    indent(control(f, texts), 2),
    '</Form.Item>',
  ].join('\n');
}

const col = (span: number, body: string) =>
  [`<Col span={${span}}>`, indent(body, 2), '</Col>'].join('\n');

export function item(i: FormItem, texts: CodegenTexts): string {
  if (!isRow(i)) return col(i.span, formItem(i, texts));
  const columns = i.columns.map((c) =>
    col(c.span, c.children.map((f) => formItem(f, texts)).join('\n')),
  );
  return col(
    24,
    [
      `<Row gutter={${i.gutter}}>`,
      indent(columns.join('\n'), 2),
      '</Row>',
    ].join('\n'),
  );
}
