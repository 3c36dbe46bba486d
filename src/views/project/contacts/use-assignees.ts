/**
 * Who an enquiry can be assigned to: every enabled user, offered to staff
 * who may edit enquiries (GET /project/contacts/assignees); the current
 * assignee stays in the list even when no longer enabled.
 */
import { useEffect, useMemo, useState } from 'react';
import { listContactAssignees } from '@/api/project/contact';
import { usePermission } from '@/hooks/use-permission';
import type { ProjectContact } from '@/types/contact';

export interface Assignee {
  value: number;
  label: string;
}

export function useAssignees(contact: ProjectContact): Assignee[] {
  const { hasPermi } = usePermission();
  const mayEdit = hasPermi('project:contacts:edit');
  const [users, setUsers] = useState<Assignee[]>([]);

  useEffect(() => {
    if (!mayEdit) return;
    let live = true;
    listContactAssignees().then(
      (res) => {
        if (!live) return;
        setUsers(
          (res.data ?? []).map((u) => ({
            value: u.userId,
            label: u.nickName ? `${u.nickName} (${u.userName})` : u.userName,
          })),
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [mayEdit]);

  const { assigneeId, assigneeName } = contact;
  return useMemo(() => {
    if (assigneeId == null || users.some((u) => u.value === assigneeId))
      return users;
    return [...users, { value: assigneeId, label: assigneeName ?? '' }];
  }, [users, assigneeId, assigneeName]);
}
