/**
 * The controls of the consulting-item dialog that load their options: the
 * owning department (those in the editor's data scope) and the recipients
 * (enabled users with an e-mail address), each shown with name and address.
 */
import { useEffect, useState } from 'react';
import { Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  consultingItemDeptTree,
  consultingItemRecipients,
} from '@/api/project/consulting-item';
import { usePermission } from '@/hooks/use-permission';
import type { ConsultingRecipient } from '@/types/consulting-item';
import type { TreeSelect as TreeNode } from '@/types/tree';

const WRITERS = ['project:consultingItem:add', 'project:consultingItem:edit'];

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

/** Loads a list once, for a user who may add or edit items. */
function useOptions<T>(load: () => Promise<{ data?: T[] }>): T[] {
  const { hasPermiOr } = usePermission();
  const allowed = hasPermiOr(WRITERS);
  const [options, setOptions] = useState<T[]>([]);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    load()
      .then((res) => {
        if (live) setOptions(res.data ?? []);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [allowed, load]);
  return options;
}

interface ControlProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
}

/** The department owning the item's enquiries. */
export function DeptSelect(props: ControlProps<number>) {
  const { t } = useTranslation('consulting-item');
  const depts = useOptions(consultingItemDeptTree);
  return (
    <TreeSelect
      {...props}
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder={t('deptPlaceholder')}
      treeData={toOptions(depts)}
    />
  );
}

/** `若依 (admin) <ry@163.com>` */
export function recipientLabel(u: ConsultingRecipient): string {
  return `${u.nickName} (${u.userName}) <${u.email ?? ''}>`;
}

/** The staff told when an enquiry about the item arrives. */
export function RecipientSelect(props: ControlProps<number[]>) {
  const { t } = useTranslation('consulting-item');
  const users = useOptions(consultingItemRecipients);
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      optionFilterProp="label"
      placeholder={t('recipientsPlaceholder')}
      options={users.map((u) => ({
        value: u.userId,
        label: recipientLabel(u),
      }))}
    />
  );
}
