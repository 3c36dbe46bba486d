/**
 * Add / edit a user with department, post and role pickers. The dialog
 * loads the form's options (and, when editing, the user) itself; server
 * messages (duplicates, stale edits) keep it open.
 */
import { useEffect, useState } from 'react';
import {
  Col,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Select,
  Spin,
  TreeSelect,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { getConfigKey } from '@/api/system/config';
import { addUser, getUser, updateUser } from '@/api/system/user';
import { feedback } from '@/lib/feedback';
import type { SysPost } from '@/types/post';
import type { SysRole } from '@/types/role';
import type { DictOption } from '@/types/system';
import type { TreeSelect as TreeNode } from '@/types/tree';
import type { UserForm } from '@/types/user';
import { userRules } from './user-rules';

export interface UserDialogProps {
  open: boolean;
  /** The user to edit; undefined = add. */
  userId?: number;
  deptTree: readonly TreeNode[];
  sexOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
  onSaved: () => void;
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

const EMPTY: UserForm = {
  userName: '',
  nickName: '',
  password: '',
  sex: '0',
  status: '0',
  postIds: [],
  roleIds: [],
};

export function UserDialog({
  open,
  userId,
  deptTree,
  sexOptions,
  statusOptions,
  onClose,
  onSaved,
}: UserDialogProps) {
  const { t } = useTranslation(['system-user', 'crud']);
  const [form] = Form.useForm<UserForm>();
  const [record, setRecord] = useState<UserForm>();
  const [posts, setPosts] = useState<SysPost[]>([]);
  const [roles, setRoles] = useState<SysRole[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const rules = userRules(t);
  const f = (k: string) => t(`fields.${k}`);
  const editing = userId !== undefined;

  useEffect(() => {
    if (!open) return;
    let live = true;
    form.resetFields();
    setRecord(undefined);
    setLoading(true);
    const load = async () => {
      const [detail, initPassword] = await Promise.all([
        getUser(userId),
        editing
          ? Promise.resolve('')
          : getConfigKey('sys.user.initPassword').then((r) => r.msg),
      ]);
      if (!live) return;
      setPosts(detail.posts ?? []);
      setRoles(detail.roles ?? []);
      const values: UserForm = editing
        ? {
            ...detail.data!,
            postIds: detail.postIds ?? [],
            roleIds: detail.roleIds ?? [],
          }
        : { ...EMPTY, password: initPassword };
      setRecord(values);
      form.setFieldsValue(values);
    };
    load()
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, userId, editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (editing) {
        await updateUser({ ...record, ...values, userId });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addUser(values);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const enter = (k: string) => t('crud:enter', { field: f(k) });
  const choose = (k: string) => t('crud:select', { field: f(k) });

  return (
    <Modal
      open={open}
      title={t(editing ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('entity'),
      })}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={680}
    >
      <Spin spinning={loading}>
        {/* disabled until its values have arrived: nothing typed before is overwritten */}
        <Form
          form={form}
          name="user"
          disabled={loading}
          labelCol={{ span: 8 }}
          className="crud-form"
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="nickName"
                label={f('nickName')}
                rules={rules.nickName}
              >
                <Input placeholder={enter('nickName')} maxLength={30} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="deptId" label={f('dept')}>
                <TreeSelect
                  allowClear
                  showSearch
                  treeDefaultExpandAll
                  treeNodeFilterProp="title"
                  placeholder={choose('dept')}
                  treeData={toOptions(deptTree)}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="phonenumber"
                label={f('phonenumber')}
                rules={rules.phonenumber}
              >
                <Input placeholder={enter('phonenumber')} maxLength={11} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="email" label={f('email')} rules={rules.email}>
                <Input placeholder={enter('email')} maxLength={50} />
              </Form.Item>
            </Col>
            {!editing && (
              <>
                <Col span={12}>
                  <Form.Item
                    name="userName"
                    label={f('userName')}
                    rules={rules.userName}
                  >
                    <Input
                      placeholder={enter('userName')}
                      maxLength={30}
                      autoComplete="off"
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name="password"
                    label={f('password')}
                    rules={rules.password}
                  >
                    <Input.Password
                      placeholder={enter('password')}
                      maxLength={20}
                      autoComplete="new-password"
                    />
                  </Form.Item>
                </Col>
              </>
            )}
            <Col span={12}>
              <Form.Item name="sex" label={f('sex')}>
                <Select
                  aria-label={f('sex')}
                  placeholder={choose('sex')}
                  options={sexOptions.map((o) => ({
                    label: o.label,
                    value: o.value,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="status" label={f('status')}>
                <Radio.Group
                  options={statusOptions.map((o) => ({
                    label: o.label,
                    value: o.value,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="postIds" label={f('posts')}>
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
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="roleIds" label={f('roles')}>
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
                />
              </Form.Item>
            </Col>
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
        </Form>
      </Spin>
    </Modal>
  );
}
