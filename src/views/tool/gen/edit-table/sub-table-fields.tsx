/**
 * The master-child template's sub table (another imported table) and its
 * foreign key (a column of the sub table).
 */
import { useEffect, useState } from 'react';
import { Col, Form, Row, Select, type FormInstance } from 'antd';
import { getGenTable } from '@/api/tool/gen';
import type { GenTable, GenTableColumn } from '@/types/tool-gen';
import { columnOptions, useGenForm } from './use-gen-form';

/** The columns of the sub table the form names, loaded when it changes. */
export function useSubColumns(
  form: FormInstance<GenTable>,
  tables: GenTable[],
): GenTableColumn[] {
  const subTableName = Form.useWatch('subTableName', form);
  const [subColumns, setSubColumns] = useState<GenTableColumn[]>([]);

  useEffect(() => {
    const sub = tables.find((x) => x.tableName === subTableName);
    if (!sub) {
      setSubColumns([]);
      return;
    }
    let live = true;
    getGenTable(sub.tableId)
      .then((res) => {
        if (live) setSubColumns(res.data?.rows ?? []);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [subTableName, tables]);
  return subColumns;
}

export interface SubTableFieldsProps {
  form: FormInstance<GenTable>;
  tables: GenTable[];
  subColumns: GenTableColumn[];
}

export function SubTableFields({
  form,
  tables,
  subColumns,
}: SubTableFieldsProps) {
  const { f, required } = useGenForm();
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item
          name="subTableName"
          label={f('subTableName')}
          rules={[required('subTableName')]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={tables
              .filter((x) => x.tableName !== form.getFieldValue('tableName'))
              .map((x) => ({
                value: x.tableName,
                label: `${x.tableName}: ${x.tableComment}`,
              }))}
            onChange={() => form.setFieldValue('subTableFkName', undefined)}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="subTableFkName"
          label={f('subTableFkName')}
          rules={[required('subTableFkName')]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={columnOptions(subColumns)}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
