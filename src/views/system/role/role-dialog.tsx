/**
 * Add / edit a role with its menu permissions (a CheckTree: expand/collapse,
 * select all/none, parent-child linkage = the role's menuCheckStrictly).
 */
import { useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { addRole, updateRole } from '@/api/system/role';
import { CheckTree, savedKeys } from '@/components/check-tree';
import { feedback } from '@/lib/feedback';
import type { SysRole } from '@/types/role';
import type { DictOption } from '@/types/system';
import { useRoleForm } from './use-role-form';

export interface RoleDialogProps {
  open: boolean;
  /** The role to edit; undefined = add. */
  roleId?: number;
  statusOptions: readonly DictOption[];
  onClose: () => void;
  /** After a save, with what was saved. */
  onSaved: (role: SysRole) => void;
}

export function RoleDialog({
  open,
  roleId,
  statusOptions,
  onClose,
  onSaved,
}: RoleDialogProps) {
  const { t } = useTranslation(['system-role', 'crud']);
  const [form] = Form.useForm<SysRole>();
  const { record, menus, checked, setChecked, linked, setLinked, loading } =
    useRoleForm(form, open, roleId);
  const [saving, setSaving] = useState(false);
  const editing = roleId !== undefined;
  const f = (k: string) => t(`fields.${k}`);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });

  const submit = async () => {
    const values = await form.validateFields();
    const body: SysRole = {
      ...record,
      ...values,
      menuIds: savedKeys(menus, checked, linked),
      menuCheckStrictly: linked,
    };
    setSaving(true);
    try {
      if (editing) {
        await updateRole({ ...body, roleId });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addRole(body);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved(body);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

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
      width={560}
    >
      <Spin spinning={loading}>
        {/* disabled until its values have arrived: nothing typed before is overwritten */}
        <Form
          form={form}
          name="role"
          disabled={loading}
          labelCol={{ span: 6 }}
          className="crud-form"
        >
          <Form.Item
            name="roleName"
            label={f('roleName')}
            rules={[required('roleName'), { max: 30 }]}
          >
            <Input
              placeholder={t('crud:enter', { field: f('roleName') })}
              maxLength={30}
            />
          </Form.Item>
          <Form.Item
            name="roleKey"
            label={f('roleKey')}
            tooltip={t('roleKeyTip')}
            rules={[required('roleKey'), { max: 100 }]}
          >
            <Input
              placeholder={t('crud:enter', { field: f('roleKey') })}
              maxLength={100}
            />
          </Form.Item>
          <Form.Item
            name="roleSort"
            label={f('roleSort')}
            rules={[
              {
                required: true,
                message: t('crud:required', { field: f('roleSort') }),
              },
            ]}
          >
            <InputNumber min={0} precision={0} aria-label={f('roleSort')} />
          </Form.Item>
          <Form.Item name="status" label={f('status')}>
            <Radio.Group
              options={statusOptions.map((o) => ({
                label: o.label,
                value: o.value,
              }))}
            />
          </Form.Item>
          <Form.Item label={f('menus')}>
            <CheckTree
              data={menus}
              checked={checked}
              onChange={setChecked}
              linked={linked}
              onLinkedChange={setLinked}
              label={t('menuTree')}
            />
          </Form.Item>
          <Form.Item name="remark" label={f('remark')} rules={[{ max: 500 }]}>
            <Input.TextArea
              placeholder={t('crud:enter', { field: f('remark') })}
              maxLength={500}
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
