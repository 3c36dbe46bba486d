/**
 * Who an enquiry can be assigned to. Staff who may list users pick any
 * enabled user; others can take it themselves (or leave it as it is).
 */
import { useEffect, useMemo, useState } from 'react';
import { listUser } from '@/api/system/user';
import { usePermission } from '@/hooks/use-permission';
import { useUserStore } from '@/stores/user';
import type { ProjectContact } from '@/types/contact';

export interface Assignee {
  value: number;
  label: string;
}

/** How many users the picker offers at most. */
const USERS_SHOWN = 500;

export function useAssignees(contact: ProjectContact): Assignee[] {
  const { hasPermi } = usePermission();
  const mayList = hasPermi('system:user:list');
  const me = useUserStore((s) => s.id);
  const myName = useUserStore((s) => s.nickName || s.name);
  const [users, setUsers] = useState<Assignee[]>([]);

  useEffect(() => {
    if (!mayList) return;
    let live = true;
    listUser({ pageNum: 1, pageSize: USERS_SHOWN, status: '0' }).then(
      (res) => {
        if (!live) return;
        setUsers(
          res.rows.map((u) => ({
            value: u.userId!,
            label: u.nickName ? `${u.nickName} (${u.userName})` : u.userName,
          })),
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [mayList]);

  const { assigneeId, assigneeName } = contact;
  return useMemo(() => {
    const list = [...users];
    const add = (value: number | null | undefined, label: string) => {
      if (value != null && !list.some((u) => u.value === value))
        list.push({ value, label });
    };
    add(me, myName);
    add(assigneeId, assigneeName ?? String(assigneeId));
    return list;
  }, [users, me, myName, assigneeId, assigneeName]);
}
