/**
 * Link buttons of a table row's action column, each shown only when the
 * user holds its permission. `label` is also the button's accessible name
 * with the row's `name` appended ("Edit ceo"), so tests and screen readers
 * can tell rows apart.
 */
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { usePermission } from '@/hooks/use-permission';

export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  perm?: string;
  danger?: boolean;
  onClick: () => void;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** The row's name for accessible labels. */
  name?: string;
}

export function RowActions({ actions, name }: RowActionsProps) {
  const { hasPermi } = usePermission();
  return (
    <Space size={0} wrap>
      {actions
        .filter((a) => a.perm === undefined || hasPermi(a.perm))
        .map((a) => (
          <Button
            key={a.key}
            type="link"
            size="small"
            danger={a.danger}
            icon={a.icon}
            aria-label={name ? `${a.label} ${name}` : a.label}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
    </Space>
  );
}

/** True when at least one action would show (to drop an empty column). */
export function useAnyPermitted(perms: readonly string[]): boolean {
  const { hasPermiOr } = usePermission();
  return hasPermiOr(perms);
}
