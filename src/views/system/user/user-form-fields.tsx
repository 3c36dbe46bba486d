/**
 * The user form's controls, two to a row: nickname, department, phone,
 * email, account and password (a new user only), sex, status, posts, roles
 * and a full-width remark.
 */
import type { ReactNode } from 'react';
import { Col, Form, Input, Radio, Row, Select, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { SysPost } from '@/types/post';
import type { SysRole } from '@/types/role';
import type { DictOption } from '@/types/system';
import type { TreeSelect as TreeNode } from '@/types/tree';
import { userRules } from './user-rules';

export interface UserFormFieldsProps {
  /** Editing: no account or password fields. */
  editing: boolean;
  deptTree: readonly TreeNode[];
  sexOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  posts: readonly SysPost[];
  roles: readonly SysRole[];
}

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

function toOptions(nodes: readonly TreeNode[]): TreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.label,
    disabled: n.disabled,
    children: n.children ? toOptions(n.children) : undefined,
  }));
}

const options = (list: readonly DictOption[]) =>
  list.map((o) => ({ label: o.label, value: o.value }));

export function UserFormFields({
  editing,
  deptTree,
  sexOptions,
  statusOptions,
  posts,
  roles,
}: UserFormFieldsProps) {
  const { t } = useTranslation(['system-user', 'crud']);
  const rules = userRules(t);
  const f = (k: string) => t(`fields.${k}`);
  const enter = (k: string) => t('crud:enter', { field: f(k) });
  const choose = (k: string) => t('crud:select', { field: f(k) });
  /** A half-width field; `label` defaults to `fields.<name>`. */
  const half = (
    name: string,
    control: ReactNode,
    rule?: Rule[],
    label = f(name),
  ) => (
    <Col span={12}>
      <Form.Item name={name} label={label} rules={rule}>
        {control}
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={16}>
      {half(
        'nickName',
        <Input placeholder={enter('nickName')} maxLength={30} />,
        rules.nickName,
      )}
      {half(
        'deptId',
        <TreeSelect
          allowClear
          showSearch
          treeDefaultExpandAll
          treeNodeFilterProp="title"
          placeholder={choose('dept')}
          treeData={toOptions(deptTree)}
        />,
        undefined,
        f('dept'),
      )}
      {half(
        'phonenumber',
        <Input placeholder={enter('phonenumber')} maxLength={11} />,
        rules.phonenumber,
      )}
      {half(
        'email',
        <Input placeholder={enter('email')} maxLength={50} />,
        rules.email,
      )}
      {!editing &&
        half(
          'userName',
          <Input
            placeholder={enter('userName')}
            maxLength={30}
            autoComplete="off"
          />,
          rules.userName,
        )}
      {!editing &&
        half(
          'password',
          <Input.Password
            placeholder={enter('password')}
            maxLength={20}
            autoComplete="new-password"
          />,
          rules.password,
        )}
      {half(
        'sex',
        <Select
          aria-label={f('sex')}
          placeholder={choose('sex')}
          options={options(sexOptions)}
        />,
      )}
      {half('status', <Radio.Group options={options(statusOptions)} />)}
      {half(
        'postIds',
        <Select
          mode="multiple"
          aria-label={f('posts')}
          placeholder={choose('posts')}
          optionFilterProp="label"
          options={posts.map((p) => ({
            label: p.postName,
            value: p.postId,
            disabled: p.status === '1',
          }))}
        />,
        undefined,
        f('posts'),
      )}
      {half(
        'roleIds',
        <Select
          mode="multiple"
          aria-label={f('roles')}
          placeholder={choose('roles')}
          optionFilterProp="label"
          options={roles.map((r) => ({
            label: r.roleName,
            value: r.roleId,
            disabled: r.status === '1',
          }))}
        />,
        undefined,
        f('roles'),
      )}
      <Col span={24}>
        <Form.Item
          name="remark"
          label={f('remark')}
          labelCol={{ span: 4 }}
          rules={rules.remark}
        >
          <Input.TextArea placeholder={enter('remark')} maxLength={500} />
        </Form.Item>
      </Col>
    </Row>
  );
}
