/**
 * Assign roles to a user (`/system/user-auth/role/{userId}`, gated by
 * system:user:edit): the user's basic information and every role offered,
 * the held ones ticked; Submit replaces the user's roles.
 */
import { useEffect, useState, type Key } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getAuthRole, updateAuthRole } from '@/api/system/user';
import { useTab } from '@/hooks/use-tab';
import { feedback } from '@/lib/feedback';
import type { SysRole } from '@/types/role';
import type { SysUserRow } from '@/types/user';

const USER_LIST = '/system/user';

export default function AuthRolePage() {
  const { t } = useTranslation(['system-user', 'crud']);
  const { userId } = useParams();
  const tab = useTab();
  const [user, setUser] = useState<SysUserRow>();
  const [roles, setRoles] = useState<SysRole[]>([]);
  const [checked, setChecked] = useState<Key[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const p = (k: string) => t(`authRolePage.${k}`);

  useEffect(() => {
    if (!userId) return;
    setLoading(true);
    getAuthRole(userId)
      .then((res) => {
        setUser(res.user);
        setRoles(res.roles ?? []);
        setChecked(
          (res.roles ?? []).filter((r) => r.flag).map((r) => r.roleId!),
        );
      })
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [userId]);

  const submit = async () => {
    setSaving(true);
    try {
      await updateAuthRole(Number(userId), checked.map(Number));
      feedback.success(p('success'));
      tab.closeOpenPage(USER_LIST);
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<SysRole> = [
    { title: p('roleId'), dataIndex: 'roleId', align: 'center', width: 110 },
    { title: p('roleName'), dataIndex: 'roleName', align: 'center' },
    { title: p('roleKey'), dataIndex: 'roleKey', align: 'center' },
    {
      title: p('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={p('basic')} loading={loading && !user}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'nickName',
              label: t('fields.nickName'),
              children: user?.nickName,
            },
            {
              key: 'userName',
              label: t('fields.userName'),
              children: user?.userName,
            },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={p('roles')}
        extra={t('authRolePage.selected', { count: checked.length })}
      >
        <Table<SysRole>
          aria-label={p('roles')}
          rowKey="roleId"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={roles}
          pagination={roles.length > 10 ? { pageSize: 10 } : false}
          rowSelection={{
            selectedRowKeys: checked,
            onChange: setChecked,
            getCheckboxProps: (r) => ({
              disabled: r.status === '1',
              'aria-label': r.roleName,
            }),
          }}
          onRow={(r) => ({
            onClick: () =>
              r.status !== '1' &&
              setChecked((c) =>
                c.includes(r.roleId!)
                  ? c.filter((k) => k !== r.roleId)
                  : [...c, r.roleId!],
              ),
          })}
        />
        <Flex justify="center" gap={12} style={{ marginTop: 16 }}>
          <Button
            type="primary"
            loading={saving}
            disabled={loading || !user}
            onClick={() => void submit()}
          >
            {p('submit')}
          </Button>
          <Button onClick={() => tab.closeOpenPage(USER_LIST)}>
            {p('back')}
          </Button>
        </Flex>
      </Card>
    </Space>
  );
}
