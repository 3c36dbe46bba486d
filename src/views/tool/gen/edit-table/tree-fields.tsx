/** The tree template's columns: code, parent code and name. */
import { Col, Form, Row, Select } from 'antd';
import type { GenTableColumn } from '@/types/tool-gen';
import { columnOptions, useGenForm } from './use-gen-form';

export function TreeFields({ columns }: { columns: GenTableColumn[] }) {
  const { t, f, required } = useGenForm();
  return (
    <Row gutter={16}>
      {(['treeCode', 'treeParentCode', 'treeName'] as const).map((k) => (
        <Col span={12} key={k}>
          <Form.Item
            name={k}
            label={f(k)}
            tooltip={t(`tip.${k}`)}
            rules={[required(k)]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={columnOptions(columns)}
              placeholder={t('crud:select', { field: f(k) })}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
