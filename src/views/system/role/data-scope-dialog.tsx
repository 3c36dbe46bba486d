/**
 * A role's data scope: all, custom departments (a CheckTree of the
 * departments in the signed-in user's scope), own department, own
 * department and below, or self only. The server applies it to the user,
 * role and department lists.
 */
import { useEffect, useState } from 'react';
import { Form, Input, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataScope, getRole, roleDeptTreeSelect } from '@/api/system/role';
import { CheckTree, savedKeys } from '@/components/check-tree';
import { EditModal } from '@/components/crud';
import { fingerprint } from '@/hooks/use-form-changes';
import { feedback } from '@/lib/feedback';
import type { SysRole } from '@/types/role';
import type { TreeSelect } from '@/types/tree';

export const SCOPES = ['1', '2', '3', '4', '5'] as const;
const CUSTOM = '2';

/** The scope, ticked departments and linkage as text, in any order. */
function scopeOf(scope: string, checked: readonly number[], linked: boolean) {
  const depts = [...checked].sort((a, b) => a - b);
  return fingerprint({ scope, depts, linked });
}

export interface DataScopeDialogProps {
  /** The role whose scope is edited; undefined = closed. */
  roleId?: number;
  onClose: () => void;
  onSaved: () => void;
}

export function DataScopeDialog({
  roleId,
  onClose,
  onSaved,
}: DataScopeDialogProps) {
  const { t } = useTranslation(['system-role', 'crud']);
  const [role, setRole] = useState<SysRole>();
  const [scope, setScope] = useState<string>('1');
  const [depts, setDepts] = useState<TreeSelect[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  // The scope as loaded, to tell the user's changes.
  const [loaded, setLoaded] = useState('');
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (roleId === undefined) return;
    let live = true;
    setRole(undefined);
    setLoaded('');
    setLoading(true);
    Promise.all([getRole(roleId), roleDeptTreeSelect(roleId)])
      .then(([r, tree]) => {
        if (!live) return;
        setRole(r.data);
        setScope(r.data?.dataScope ?? '1');
        setLinked(r.data?.deptCheckStrictly !== false);
        setDepts(tree.depts ?? []);
        setChecked(tree.checkedKeys ?? []);
        setLoaded(
          scopeOf(
            r.data?.dataScope ?? '1',
            tree.checkedKeys ?? [],
            r.data?.deptCheckStrictly !== false,
          ),
        );
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [roleId]);

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await dataScope({
        roleId: role.roleId!,
        version: role.version,
        dataScope: scope,
        deptIds: scope === CUSTOM ? savedKeys(depts, checked, linked) : [],
        deptCheckStrictly: linked,
      });
      feedback.success(t('crud:editSuccess'));
      onSaved();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  const changed = !!loaded && scopeOf(scope, checked, linked) !== loaded;

  return (
    <EditModal
      changed={changed}
      open={roleId !== undefined}
      title={t('dataScopeTitle')}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading || !role }}
      onOk={() => void submit()}
      onClose={onClose}
      width={520}
    >
      <Spin spinning={loading}>
        <Form labelCol={{ span: 6 }} className="crud-form">
          <Form.Item label={f('roleName')}>
            <Input value={role?.roleName} disabled />
          </Form.Item>
          <Form.Item label={f('roleKey')}>
            <Input value={role?.roleKey} disabled />
          </Form.Item>
          <Form.Item label={f('dataScope')}>
            <Select
              aria-label={f('dataScope')}
              value={scope}
              onChange={setScope}
              disabled={loading || !role}
              options={SCOPES.map((s) => ({
                value: s,
                label: t(`scopes.${s}`),
              }))}
            />
          </Form.Item>
          {scope === CUSTOM && (
            <Form.Item label={f('depts')}>
              <CheckTree
                data={depts}
                checked={checked}
                onChange={setChecked}
                linked={linked}
                onLinkedChange={setLinked}
                label={t('deptTree')}
              />
            </Form.Item>
          )}
        </Form>
      </Spin>
    </EditModal>
  );
}
