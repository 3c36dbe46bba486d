/** Basic info: table name (read-only), description, entity name, author, remark. */
import { Col, Form, Input, Row, type FormInstance } from 'antd';
import type { GenTable } from '@/types/tool-gen';
import { useGenForm } from './use-gen-form';

export function BasicInfoForm({ form }: { form: FormInstance<GenTable> }) {
  const { t, f, required } = useGenForm();
  return (
    <Form form={form} labelCol={{ span: 6 }} className="crud-form">
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="tableName" label={f('tableName')}>
            <Input disabled />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="tableComment"
            label={f('tableComment')}
            rules={[required('tableComment')]}
          >
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="className"
            label={f('className')}
            rules={[
              required('className'),
              {
                pattern: /^[A-Za-z][A-Za-z0-9]*$/,
                message: t('rule.className'),
              },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="functionAuthor"
            label={f('functionAuthor')}
            rules={[required('functionAuthor')]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={f('remark')} labelCol={{ span: 3 }}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
