/**
 * What the user dialog loads when it opens: the posts and roles to offer,
 * and the user (when editing) or the initial password of a new one
 * (sys.user.initPassword). The form's values are set once they have arrived.
 */
import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { getConfigKey } from '@/api/system/config';
import { getUser } from '@/api/system/user';
import type { SysPost } from '@/types/post';
import type { SysRole } from '@/types/role';
import type { UserForm } from '@/types/user';

const EMPTY: UserForm = {
  userName: '',
  nickName: '',
  password: '',
  sex: '0',
  status: '0',
  postIds: [],
  roleIds: [],
};

export function useUserForm(
  form: FormInstance<UserForm>,
  open: boolean,
  userId: number | undefined,
) {
  const [record, setRecord] = useState<UserForm>();
  const [posts, setPosts] = useState<SysPost[]>([]);
  const [roles, setRoles] = useState<SysRole[]>([]);
  const [loading, setLoading] = useState(false);
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

  return { record, posts, roles, loading };
}
