/**
 * Form items the content dialogs share, labelled from the screen's
 * `fields.*`: the column picker, display order, status and remark.
 */
import { Form, Input, InputNumber, Radio, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { textOptions } from './content-cells';
import type { ColumnOption } from './use-nav-columns';

interface ItemProps {
  t: TFunction;
}

const label = (t: TFunction, key: string) => t(`fields.${key}`);

/** "<label> cannot be empty". */
export const requiredRule = (t: TFunction, key: string) => ({
  required: true,
  message: t('crud:required', { field: label(t, key) }),
});

/** The navigation column the content is filed under (required). */
export function ColumnItem({
  t,
  columns,
}: ItemProps & { columns: ColumnOption[] }) {
  return (
    <Form.Item
      name="navId"
      label={label(t, 'navId')}
      rules={[requiredRule(t, 'navId')]}
    >
      <TreeSelect
        aria-label={label(t, 'navId')}
        treeData={columns}
        treeDefaultExpandAll
        showSearch
        treeNodeFilterProp="title"
        placeholder={t('crud:select', { field: label(t, 'navId') })}
      />
    </Form.Item>
  );
}

export function OrderItem({ t }: ItemProps) {
  return (
    <Form.Item
      name="orderNum"
      label={label(t, 'orderNum')}
      rules={[requiredRule(t, 'orderNum')]}
    >
      <InputNumber min={0} precision={0} />
    </Form.Item>
  );
}

/** Shown or hidden on the public site (a switch on the published version). */
export function StatusItem({ t }: ItemProps) {
  return (
    <Form.Item name="status" label={label(t, 'status')}>
      <Radio.Group options={textOptions(t, 'statusOptions', ['0', '1'])} />
    </Form.Item>
  );
}

/** A yes / no choice (`yesNo.1`, `yesNo.0`). */
export function YesNoItem({ t, name }: ItemProps & { name: string }) {
  return (
    <Form.Item name={name} label={label(t, name)}>
      <Radio.Group options={textOptions(t, 'yesNo', ['1', '0'])} />
    </Form.Item>
  );
}

/** A one-line text of at most `max` characters. */
export function TextItem({
  t,
  name,
  max,
  required,
}: ItemProps & { name: string; max: number; required?: boolean }) {
  return (
    <Form.Item
      name={name}
      label={label(t, name)}
      rules={[
        ...(required ? [{ ...requiredRule(t, name), whitespace: true }] : []),
        { max },
      ]}
    >
      <Input
        maxLength={max}
        placeholder={t('crud:enter', { field: label(t, name) })}
      />
    </Form.Item>
  );
}

export function RemarkItem({ t }: ItemProps) {
  return (
    <Form.Item name="remark" label={label(t, 'remark')} rules={[{ max: 500 }]}>
      <Input.TextArea
        maxLength={500}
        autoSize={{ minRows: 1, maxRows: 3 }}
        placeholder={t('crud:enter', { field: label(t, 'remark') })}
      />
    </Form.Item>
  );
}
