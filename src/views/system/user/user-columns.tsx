/** Columns of the user table: status switch, row actions with a "More" menu. */
import type { ReactNode } from 'react';
import { Button, Dropdown, Space, Switch, type TableColumnsType } from 'antd';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  DoubleRightOutlined,
  EditOutlined,
  KeyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/crud';
import { usePermission } from '@/hooks/use-permission';
import type { SysUserRow } from '@/types/user';

/** The super administrator's id (never edited, disabled or deleted). */
export const SUPER_ADMIN_ID = 1;

export interface UserColumnHandlers {
  /** The signed-in user (cannot delete themself). */
  currentUserId: number | null;
  onEdit: (row: SysUserRow) => void;
  onDelete: (row: SysUserRow) => void;
  onResetPwd: (row: SysUserRow) => void;
  onAuthRole: (row: SysUserRow) => void;
  onStatus: (row: SysUserRow, enable: boolean) => void;
}

/** Every column (key, title, cell); the page filters out hidden ones. */
export function useUserColumns(
  h: UserColumnHandlers,
): TableColumnsType<SysUserRow> {
  const { t } = useTranslation(['system-user', 'crud']);
  const { hasPermi, hasPermiOr } = usePermission();
  const f = (k: string) => t(`fields.${k}`);
  const canEdit = hasPermi('system:user:edit');

  const more = (row: SysUserRow): ReactNode => {
    const items = [
      hasPermi('system:user:resetPwd') && {
        key: 'resetPwd',
        icon: <KeyOutlined />,
        label: t('resetPwd'),
        onClick: () => h.onResetPwd(row),
      },
      canEdit && {
        key: 'authRole',
        icon: <CheckCircleOutlined />,
        label: t('authRole'),
        onClick: () => h.onAuthRole(row),
      },
    ].filter((i) => !!i);
    if (items.length === 0) return null;
    return (
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button
          type="link"
          size="small"
          icon={<DoubleRightOutlined />}
          aria-label={t('moreFor', { name: row.userName })}
        >
          {t('more')}
        </Button>
      </Dropdown>
    );
  };

  const columns: TableColumnsType<SysUserRow> = [
    {
      key: 'userId',
      title: f('userId'),
      dataIndex: 'userId',
      align: 'center',
      width: 90,
      sorter: true,
    },
    {
      key: 'userName',
      title: f('userName'),
      dataIndex: 'userName',
      align: 'center',
      width: 120,
      ellipsis: true,
      sorter: true,
    },
    {
      key: 'nickName',
      title: f('nickName'),
      dataIndex: 'nickName',
      align: 'center',
      width: 120,
      ellipsis: true,
    },
    {
      key: 'dept',
      title: f('dept'),
      dataIndex: ['dept', 'deptName'],
      align: 'center',
      width: 120,
      ellipsis: true,
    },
    {
      key: 'phonenumber',
      title: f('phonenumber'),
      dataIndex: 'phonenumber',
      align: 'center',
      width: 130,
    },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 80,
      render: (status: string, row) => (
        <Switch
          size="small"
          aria-label={t('statusOf', { name: row.userName })}
          checked={status === '0'}
          disabled={!canEdit || row.userId === SUPER_ADMIN_ID}
          onChange={(on) => h.onStatus(row, on)}
        />
      ),
    },
    {
      key: 'createTime',
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 165,
      sorter: true,
    },
  ];
  if (
    hasPermiOr([
      'system:user:edit',
      'system:user:remove',
      'system:user:resetPwd',
    ])
  ) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('crud:actions'),
      align: 'center',
      width: 250,
      render: (_, row) =>
        row.userId === SUPER_ADMIN_ID ? null : (
          <Space size={0}>
            <RowActions
              name={row.userName}
              actions={[
                {
                  key: 'edit',
                  label: t('crud:edit'),
                  icon: <EditOutlined />,
                  perm: 'system:user:edit',
                  onClick: () => h.onEdit(row),
                },
                ...(row.userId === h.currentUserId
                  ? []
                  : [
                      {
                        key: 'delete',
                        label: t('crud:delete'),
                        icon: <DeleteOutlined />,
                        perm: 'system:user:remove',
                        danger: true,
                        onClick: () => h.onDelete(row),
                      },
                    ]),
              ]}
            />
            {more(row)}
          </Space>
        ),
    });
  }
  return columns;
}
