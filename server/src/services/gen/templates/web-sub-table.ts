/** Template piece: the dialog's editable table of a master's child rows (master-child). */
import { childColumns } from '../context.js';
import type { GenContext } from '../context.js';
import type { GenColumn } from '../../../repositories/gen-model.js';
import type { SubContext } from '../sub-context.js';
import { tsStr } from '../naming.js';
import { control, valueProps } from './web-controls.js';
import type { Imports } from './web-shared.js';

/** `sf('field')`: the translated label of a child column. */
const subLabel = (c: GenColumn) => `sf(${tsStr(c.javaField)})`;

/** antd controls that take an aria-label (the cell has no visible label). */
const LABELLED =
  /^<(Input|Input\.TextArea|InputNumber|Select|DatePicker|Switch)\b/;

function cell(c: GenColumn, ctx: GenContext, im: Imports): string[] {
  const rules =
    c.isRequired === '1'
      ? [
          `                      rules={[{ required: true, message: t('crud:required', { field: ${subLabel(c)} }) }]}`,
        ]
      : [];
  const props = valueProps(c, im).map((l) => `            ${l}`);
  const ctl = control(c, ctx, im, subLabel(c)).replace(
    LABELLED,
    `<$1 aria-label={${subLabel(c)}}`,
  );
  return [
    `                {`,
    `                  title: ${subLabel(c)},`,
    `                  key: ${tsStr(c.javaField)},`,
    `                  render: (_, field) => (`,
    `                    <Form.Item`,
    `                      name={[field.name, ${tsStr(c.javaField)}]}`,
    `                      style={{ marginBottom: 0 }}`,
    ...rules,
    ...props,
    `                    >`,
    `                      ${ctl}`,
    `                    </Form.Item>`,
    `                  ),`,
    `                },`,
  ];
}

/** The `<Form.List>` bound to the master's child list. */
export function subTable(
  ctx: GenContext,
  sub: SubContext,
  im: Imports,
): string[] {
  im.add('antd', 'Button', 'Divider', 'Table', 'type FormListFieldData').add(
    '@ant-design/icons',
    'DeleteOutlined',
    'PlusOutlined',
  );
  return [
    `        <Divider>{t('subTitle')}</Divider>`,
    `        <Form.List name=${JSON.stringify(sub.listField)}>`,
    `          {(fields, { add, remove }) => (`,
    `            <>`,
    `              <Button icon={<PlusOutlined />} onClick={() => add({})}>`,
    `                {t('crud:add')}`,
    `              </Button>`,
    `              <Table<FormListFieldData>`,
    `                rowKey="key"`,
    `                size="small"`,
    `                pagination={false}`,
    `                dataSource={fields}`,
    `                columns={[`,
    ...childColumns(sub).flatMap((c) => cell(c, ctx, im)),
    `                {`,
    `                  title: t('crud:actions'),`,
    `                  key: 'actions',`,
    `                  render: (_, field) => (`,
    `                    <Button`,
    `                      type="link"`,
    `                      danger`,
    `                      icon={<DeleteOutlined />}`,
    `                      aria-label={t('crud:delete')}`,
    `                      onClick={() => remove(field.name)}`,
    `                    />`,
    `                  ),`,
    `                },`,
    `                ]}`,
    `              />`,
    `            </>`,
    `          )}`,
    `        </Form.List>`,
  ];
}
