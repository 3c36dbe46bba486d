/** A role's actions cell: Edit and Delete, then "More" (data scope, assign users). */
import { Space } from 'antd';
import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { RowActions, RowMore, type RowAction } from '@/components/crud';
import type { SysRole } from '@/types/role';

export interface RoleActionsProps {
  t: TFunction;
  role: SysRole;
  /** Edit and Delete. */
  actions: RowAction[];
  onDataScope: () => void;
  onAuthUser: () => void;
}

export function RoleActions({
  t,
  role,
  actions,
  onDataScope,
  onAuthUser,
}: RoleActionsProps) {
  return (
    <Space size={0}>
      <RowActions
        name={role.roleName}
        actions={actions.map((a) =>
          a.key === 'delete' ? { ...a, danger: true } : a,
        )}
      />
      <RowMore
        label={t('more')}
        ariaLabel={t('moreFor', { name: role.roleName })}
        actions={[
          {
            key: 'dataScope',
            icon: <CheckCircleOutlined />,
            label: t('dataScopeAction'),
            perm: 'system:role:edit',
            onClick: onDataScope,
          },
          {
            key: 'authUser',
            icon: <UserOutlined />,
            label: t('authUser'),
            perm: 'system:role:edit',
            onClick: onAuthUser,
          },
        ]}
      />
    </Space>
  );
}
