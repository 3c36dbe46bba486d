/**
 * Generation info: template (single / tree / master-child), module,
 * business and function names, parent menu, and the template's own columns.
 */
import { useEffect, useState } from 'react';
import {
  Col,
  Form,
  Input,
  Row,
  Select,
  TreeSelect,
  type FormInstance,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { getGenTable } from '@/api/tool/gen';
import type { GenTable, GenTableColumn } from '@/types/tool-gen';

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
  const { t } = useTranslation(['tool-gen', 'crud']);
  const f = (k: string) => t(`fields.${k}`);
  const tpl = Form.useWatch('tplCategory', form);
  const subTableName = Form.useWatch('subTableName', form);
  const [subColumns, setSubColumns] = useState<GenTableColumn[]>([]);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });
  const ident = (k: string) => [
    required(k),
    { pattern: IDENT, message: t('rule.identifier', { field: f(k) }) },
  ];
  const columnOptions = (list: GenTableColumn[]) =>
    list.map((c) => ({
      value: c.columnName,
      label: `${c.columnName}: ${c.columnComment}`,
    }));

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
      {tpl === 'tree' && (
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
      )}
      {tpl === 'sub' && (
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
                  .filter(
                    (x) => x.tableName !== form.getFieldValue('tableName'),
                  )
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
      )}
      <Form.Item name="tableName" hidden>
        <Input />
      </Form.Item>
    </Form>
  );
}
