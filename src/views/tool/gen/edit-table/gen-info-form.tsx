/**
 * Generation info: template (single / tree / master-child), module,
 * business and function names, parent menu, and the template's own columns.
 */
import {
  Col,
  Form,
  Input,
  Row,
  Select,
  TreeSelect,
  type FormInstance,
} from 'antd';
import type { GenTable, GenTableColumn } from '@/types/tool-gen';
import { SubTableFields, useSubColumns } from './sub-table-fields';
import { TreeFields } from './tree-fields';
import { useGenForm } from './use-gen-form';

export interface MenuNode {
  value: number;
  title: string;
  children?: MenuNode[];
}

export interface GenInfoFormProps {
  form: FormInstance<GenTable>;
  columns: GenTableColumn[];
  tables: GenTable[];
  menus: MenuNode[];
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

export function GenInfoForm({
  form,
  columns,
  tables,
  menus,
}: GenInfoFormProps) {
  const { t, f, required } = useGenForm();
  const tpl = Form.useWatch('tplCategory', form);
  const subColumns = useSubColumns(form, tables);
  const ident = (k: string) => [
    required(k),
    { pattern: IDENT, message: t('rule.identifier', { field: f(k) }) },
  ];

  return (
    <Form form={form} labelCol={{ span: 6 }} className="crud-form">
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="tplCategory" label={f('tplCategory')}>
            <Select
              options={['crud', 'tree', 'sub'].map((v) => ({
                value: v,
                label: t(`tpl.${v}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="packageName" label={f('packageName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="moduleName"
            label={f('moduleName')}
            tooltip={t('tip.moduleName')}
            rules={ident('moduleName')}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="businessName"
            label={f('businessName')}
            tooltip={t('tip.businessName')}
            rules={ident('businessName')}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="functionName"
            label={f('functionName')}
            tooltip={t('tip.functionName')}
            rules={[required('functionName')]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="parentMenuId"
            label={f('parentMenuId')}
            tooltip={t('tip.parentMenuId')}
          >
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="title"
              treeData={menus}
              placeholder={t('crud:select', { field: f('parentMenuId') })}
            />
          </Form.Item>
        </Col>
      </Row>
      {tpl === 'tree' && <TreeFields columns={columns} />}
      {tpl === 'sub' && (
        <SubTableFields form={form} tables={tables} subColumns={subColumns} />
      )}
      <Form.Item name="tableName" hidden>
        <Input />
      </Form.Item>
    </Form>
  );
}
