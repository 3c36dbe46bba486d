/** Columns of the role table: status switch and row actions with "More". */
import { Button, Dropdown, Space, Switch, type TableColumnsType } from 'antd';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  DoubleRightOutlined,
  EditOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/crud';
import { usePermission } from '@/hooks/use-permission';
import type { SysRole } from '@/types/role';

/** The super administrator role (never edited, disabled or deleted). */
export const ADMIN_ROLE_ID = 1;

export interface RoleColumnHandlers {
  onEdit: (row: SysRole) => void;
  onDelete: (row: SysRole) => void;
  onDataScope: (row: SysRole) => void;
  onAuthUser: (row: SysRole) => void;
  onStatus: (row: SysRole, enable: boolean) => void;
}

export function useRoleColumns(
  h: RoleColumnHandlers,
): TableColumnsType<SysRole> {
  const { t } = useTranslation(['system-role', 'crud']);
  const { hasPermi, hasPermiOr } = usePermission();
  const f = (k: string) => t(`fields.${k}`);
  const canEdit = hasPermi('system:role:edit');

  const columns: TableColumnsType<SysRole> = [
    {
      key: 'roleId',
      title: f('roleId'),
      dataIndex: 'roleId',
      align: 'center',
      width: 100,
      sorter: true,
    },
    {
      key: 'roleName',
      title: f('roleName'),
      dataIndex: 'roleName',
      align: 'center',
      width: 160,
      ellipsis: true,
    },
    {
      key: 'roleKey',
      title: f('roleKey'),
      dataIndex: 'roleKey',
      align: 'center',
      width: 160,
      ellipsis: true,
    },
    {
      key: 'roleSort',
      title: f('roleSort'),
      dataIndex: 'roleSort',
      align: 'center',
      width: 110,
      sorter: true,
    },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (status: string, row) => (
        <Switch
          size="small"
          aria-label={t('statusOf', { name: row.roleName })}
          checked={status === '0'}
          disabled={!canEdit || row.roleId === ADMIN_ROLE_ID}
          onChange={(on) => h.onStatus(row, on)}
        />
      ),
    },
    {
      key: 'createTime',
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
      sorter: true,
    },
  ];
  if (hasPermiOr(['system:role:edit', 'system:role:remove'])) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('crud:actions'),
      align: 'center',
      width: 250,
      render: (_, row) =>
        row.roleId === ADMIN_ROLE_ID ? null : (
          <Space size={0}>
            <RowActions
              name={row.roleName}
              actions={[
                {
                  key: 'edit',
                  label: t('crud:edit'),
                  icon: <EditOutlined />,
                  perm: 'system:role:edit',
                  onClick: () => h.onEdit(row),
                },
                {
                  key: 'delete',
                  label: t('crud:delete'),
                  icon: <DeleteOutlined />,
                  perm: 'system:role:remove',
                  danger: true,
                  onClick: () => h.onDelete(row),
                },
              ]}
            />
            {canEdit && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    {
                      key: 'dataScope',
                      icon: <CheckCircleOutlined />,
                      label: t('dataScopeAction'),
                      onClick: () => h.onDataScope(row),
                    },
                    {
                      key: 'authUser',
                      icon: <UserOutlined />,
                      label: t('authUser'),
                      onClick: () => h.onAuthUser(row),
                    },
                  ],
                }}
              >
                <Button
                  type="link"
                  size="small"
                  icon={<DoubleRightOutlined />}
                  aria-label={t('moreFor', { name: row.roleName })}
                >
                  {t('more')}
                </Button>
              </Dropdown>
            )}
          </Space>
        ),
    });
  }
  return columns;
}
