/**
 * What the role dialog loads when it opens: the role (when editing) with its
 * menu tree and ticked menus, or the menu tree alone for a new role. The
 * form's values are set once they have arrived.
 */
import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { fingerprint } from '@/hooks/use-form-changes';
import { roleMenuTreeselect, treeselect } from '@/api/system/menu';
import { getRole } from '@/api/system/role';
import type { SysRole } from '@/types/role';
import type { TreeSelect } from '@/types/tree';

const EMPTY: SysRole = {
  roleName: '',
  roleKey: '',
  roleSort: 0,
  status: '0',
  remark: '',
};

export function useRoleForm(
  form: FormInstance<SysRole>,
  open: boolean,
  roleId: number | undefined,
) {
  const [record, setRecord] = useState<SysRole>();
  const [menus, setMenus] = useState<TreeSelect[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  const [loading, setLoading] = useState(false);
  // The ticked menus as loaded, to tell the user's changes.
  const [loaded, setLoaded] = useState(() => ticks([], true));

  useEffect(() => {
    if (!open) return;
    let live = true;
    form.resetFields();
    setRecord(undefined);
    setChecked([]);
    setLinked(true);
    setLoaded(ticks([], true));
    setLoading(true);
    const load = async () => {
      if (roleId !== undefined) {
        const [role, tree] = await Promise.all([
          getRole(roleId),
          roleMenuTreeselect(roleId),
        ]);
        if (!live) return;
        setRecord(role.data);
        form.setFieldsValue(role.data!);
        setMenus(tree.menus ?? []);
        setChecked(tree.checkedKeys ?? []);
        setLinked(role.data?.menuCheckStrictly !== false);
        setLoaded(
          ticks(tree.checkedKeys ?? [], role.data?.menuCheckStrictly !== false),
        );
      } else {
        const tree = await treeselect();
        if (!live) return;
        form.setFieldsValue(EMPTY);
        setMenus(tree.data ?? []);
      }
    };
    load()
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, roleId, form]);

  const menusChanged = ticks(checked, linked) !== loaded;
  return {
    record,
    menus,
    checked,
    setChecked,
    linked,
    setLinked,
    loading,
    menusChanged,
  };
}

/** Ticked menus and linkage as text, in any order. */
function ticks(checked: readonly number[], linked: boolean): string {
  return fingerprint({ checked: [...checked].sort((a, b) => a - b), linked });
}
