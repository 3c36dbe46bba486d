/**
 * The controls of the navigation dialog: parent, owning department (chosen
 * for a top-level column, its parent's for a child), names, type, category,
 * link, image, nav-bar flag, status, order and remark.
 */
import { useEffect, useState } from 'react';
import { Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { navigationDeptTree } from '@/api/project/navigation-dept';
import { ImageUpload } from '@/components/image-upload';
import {
  OrderItem,
  requiredRule,
  StatusItem,
  TextItem,
  textOptions,
  type ColumnOption,
} from '@/components/project-content';
import { usePermission } from '@/hooks/use-permission';
import { NAV_TYPES, RECORD_CATEGORIES } from '@/types/navigation';
import type { TreeSelect as TreeNode } from '@/types/tree';

/** What the server accepts as a link (services/sanitize.ts safeLink). */
export const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|#\/|\/(?!\/))/i;

export interface NavigationFieldsProps {
  t: TFunction;
  /** "Top level" with the entries that may become the parent. */
  parents: ColumnOption[];
}

interface DeptOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: DeptOption[];
}

function toOptions(nodes: readonly TreeNode[]): DeptOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.label,
    disabled: n.disabled,
    children: n.children ? toOptions(n.children) : undefined,
  }));
}

/** The departments the user may give a column (loaded once). */
function useDeptOptions(): DeptOption[] {
  const { hasPermiOr } = usePermission();
  const allowed = hasPermiOr([
    'project:navigation:add',
    'project:navigation:edit',
  ]);
  const [options, setOptions] = useState<DeptOption[]>([]);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    navigationDeptTree()
      .then((res) => {
        if (live) setOptions(toOptions(res.data ?? []));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [allowed]);
  return options;
}

/**
 * A top-level column's department (empty: the creator's for a new column);
 * a child column's is its parent's, shown read-only.
 */
function DeptItem({ t }: { t: TFunction }) {
  const parentId = Form.useWatch<number | undefined>('parentId');
  const options = useDeptOptions();
  const child = parentId !== undefined && parentId !== 0;
  const label = t('fields.deptId');
  if (child) {
    return (
      <Form.Item label={label} tooltip={t('deptHelp')} htmlFor="deptId">
        <TreeSelect id="deptId" disabled placeholder={t('deptInherited')} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name="deptId" label={label} tooltip={t('deptHelp')}>
      <TreeSelect
        showSearch
        treeDefaultExpandAll
        treeNodeFilterProp="title"
        placeholder={t('deptOwn')}
        treeData={options}
      />
    </Form.Item>
  );
}

export function NavigationFields({ t, parents }: NavigationFieldsProps) {
  const f = (k: string) => t(`fields.${k}`);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="parentId"
            label={f('parentId')}
            rules={[requiredRule(t, 'parentId')]}
          >
            <TreeSelect
              treeData={parents}
              treeDefaultExpandedKeys={[0]}
              showSearch
              treeNodeFilterProp="title"
              placeholder={t('crud:select', { field: f('parentId') })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <DeptItem t={t} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <TextItem t={t} name="navName" max={100} required />
        </Col>
        <Col xs={24} sm={12}>
          <TextItem t={t} name="enName" max={200} />
        </Col>
        <Col span={24}>
          <TextItem t={t} name="mainName" max={200} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="navType"
            label={f('navType')}
            tooltip={t('navTypeHelp')}
          >
            <Select options={textOptions(t, 'navTypes', NAV_TYPES)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="recordCategory"
            label={f('recordCategory')}
            tooltip={t('categoryHelp')}
          >
            <Select
              allowClear
              placeholder={t('crud:select', { field: f('recordCategory') })}
              options={textOptions(t, 'categories', RECORD_CATEGORIES)}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="link"
            label={f('link')}
            extra={t('linkHelp')}
            rules={[
              { max: 500 },
              {
                validator: (_, v?: string) =>
                  !v?.trim() || SAFE_LINK.test(v.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('linkInvalid'))),
              },
            ]}
          >
            <Input maxLength={500} placeholder="https://… / #/w/…" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="mainImage" label={f('mainImage')}>
            <ImageUpload limit={1} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="showInNav" label={f('showInNav')}>
            <Radio.Group
              options={textOptions(t, 'showInNavOptions', ['1', '0'])}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <StatusItem t={t} />
        </Col>
        <Col xs={24} sm={8}>
          <OrderItem t={t} />
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
            <Input.TextArea
              maxLength={500}
              placeholder={t('crud:enter', { field: f('remark') })}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
