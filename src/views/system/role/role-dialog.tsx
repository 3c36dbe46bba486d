/**
 * Add / edit a role with its menu permissions (a CheckTree: expand/collapse,
 * select all/none, parent-child linkage = the role's menuCheckStrictly).
 */
import { Form, Input, InputNumber, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { addRole, updateRole } from '@/api/system/role';
import { CheckTree, savedKeys } from '@/components/check-tree';
import { SaveDialog } from '@/components/crud';
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
  const {
    record,
    menus,
    checked,
    setChecked,
    linked,
    setLinked,
    loading,
    menusChanged,
  } = useRoleForm(form, open, roleId);
  const editing = roleId !== undefined;
  const f = (k: string) => t(`fields.${k}`);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });

  return (
    <SaveDialog<SysRole>
      open={open}
      editing={editing}
      what={t('entity')}
      form={form}
      changed={menusChanged}
      width={560}
      loading={loading}
      prepare={async () => ({
        ...record,
        ...(await form.validateFields()),
        menuIds: savedKeys(menus, checked, linked),
        menuCheckStrictly: linked,
      })}
      send={(body) =>
        editing ? updateRole({ ...body, roleId }) : addRole(body)
      }
      onSaved={onSaved}
      onClose={onClose}
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
    </SaveDialog>
  );
}
