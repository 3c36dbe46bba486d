/** The account and phone number searches of the assign-users page and its select dialog. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableQuery } from '@/hooks/use-table-query';
import type { AuthUserQuery } from '@/types/role';
import type { SysUserRow } from '@/types/user';

export function UserSearchItems({
  table,
}: {
  table: TableQuery<AuthUserQuery, SysUserRow>;
}) {
  const { t } = useTranslation(['system-role', 'crud']);
  return (['userName', 'phonenumber'] as const).map((key) => {
    const label = t(`authUserPage.${key}`);
    return (
      <Form.Item key={key} label={label}>
        <Input
          allowClear
          value={table.query[key]}
          placeholder={t('crud:enter', { field: label })}
          onChange={(e) => table.setQuery({ [key]: e.target.value })}
        />
      </Form.Item>
    );
  });
}
