/**
 * The button row between the search form and the table (RuoYi's
 * `mb8` row): action buttons shown only when the user holds their
 * permission, and the right toolbar (search toggle, refresh, columns).
 *
 *   <TableToolbar
 *     actions={[{ key: 'add', label: t('crud:add'), icon: <PlusOutlined />, perm: 'system:post:add', color: 'primary', onClick: openAdd }]}
 *     right={<RightToolbar … />}
 *   />
 */
import type { ReactNode } from 'react';
import { Button, Flex, Space } from 'antd';
import { usePermission } from '@/hooks/use-permission';

/** RuoYi's plain button colours. */
export type ActionColor = 'primary' | 'success' | 'danger' | 'warning' | 'info';

const COLORS = {
  primary: 'primary',
  success: 'green',
  danger: 'danger',
  warning: 'orange',
  info: 'default',
} as const;

export interface ToolbarAction {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Shown only with this permission (omit: always shown). */
  perm?: string;
  color?: ActionColor;
  disabled?: boolean;
  onClick: () => void;
}

export interface TableToolbarProps {
  actions: readonly ToolbarAction[];
  right?: ReactNode;
}

export function TableToolbar({ actions, right }: TableToolbarProps) {
  const { hasPermi } = usePermission();
  const shown = actions.filter((a) => a.perm === undefined || hasPermi(a.perm));
  return (
    <Flex className="crud-toolbar" justify="space-between" align="center" wrap>
      <Space wrap size={8}>
        {shown.map((a) => (
          <Button
            key={a.key}
            size="small"
            variant="outlined"
            color={COLORS[a.color ?? 'primary']}
            icon={a.icon}
            disabled={a.disabled}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
      </Space>
      {/* stays on the right even when no action button is permitted */}
      {right && <div className="crud-toolbar__right">{right}</div>}
    </Flex>
  );
}
