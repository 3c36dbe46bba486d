/** The department form's controls below the parent: two to a row. */
import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/types/system';

const PHONE = /^1[3-9]\d{9}$/;

export function DeptFormFields({
  statusOptions,
}: {
  statusOptions: readonly DictOption[];
}) {
  const { t } = useTranslation(['system-dept', 'crud', 'validation']);
  const f = (k: string) => t(`fields.${k}`);
  const half = (name: string, control: ReactNode, rules?: Rule[]) => (
    <Col span={12}>
      <Form.Item name={name} label={f(name)} rules={rules}>
        {control}
      </Form.Item>
    </Col>
  );
  const text = (name: string, max: number) => (
    <Input maxLength={max} placeholder={t('crud:enter', { field: f(name) })} />
  );

  return (
    <Row gutter={16}>
      {half('deptName', text('deptName', 30), [
        {
          required: true,
          whitespace: true,
          message: t('crud:required', { field: f('deptName') }),
        },
        { max: 30 },
      ])}
      {half('orderNum', <InputNumber min={0} precision={0} />, [
        {
          required: true,
          message: t('crud:required', { field: f('orderNum') }),
        },
      ])}
      {half('leader', text('leader', 20), [{ max: 20 }])}
      {half('phone', text('phone', 11), [
        { pattern: PHONE, message: t('phoneInvalid') },
      ])}
      {half('email', text('email', 50), [
        { type: 'email', message: t('validation:email') },
        { max: 50 },
      ])}
      {half(
        'status',
        <Radio.Group
          options={statusOptions.map((o) => ({
            label: o.label,
            value: o.value,
          }))}
        />,
      )}
    </Row>
  );
}
