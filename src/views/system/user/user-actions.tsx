/**
 * A user's actions cell: Edit and Delete (nobody deletes themself), then
 * "More" (reset password, assign roles).
 */
import { Space } from 'antd';
import { CheckCircleOutlined, KeyOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { RowActions, RowMore, type RowAction } from '@/components/crud';
import type { SysUserRow } from '@/types/user';

export interface UserActionsProps {
  t: TFunction;
  user: SysUserRow;
  /** Edit and Delete. */
  actions: RowAction[];
  /** The signed-in user's row. */
  self: boolean;
  onResetPwd: () => void;
  onAuthRole: () => void;
}

export function UserActions({
  t,
  user,
  actions,
  self,
  onResetPwd,
  onAuthRole,
}: UserActionsProps) {
  return (
    <Space size={0}>
      <RowActions
        name={user.userName}
        actions={actions
          .filter((a) => !(self && a.key === 'delete'))
          .map((a) => (a.key === 'delete' ? { ...a, danger: true } : a))}
      />
      <RowMore
        label={t('more')}
        ariaLabel={t('moreFor', { name: user.userName })}
        actions={[
          {
            key: 'resetPwd',
            icon: <KeyOutlined />,
            label: t('resetPwd'),
            perm: 'system:user:resetPwd',
            onClick: onResetPwd,
          },
          {
            key: 'authRole',
            icon: <CheckCircleOutlined />,
            label: t('authRole'),
            perm: 'system:user:edit',
            onClick: onAuthRole,
          },
        ]}
      />
    </Space>
  );
}
