/**
 * Pick users who do not hold the role yet (unallocated list, searchable,
 * paged) and grant it to the ticked ones.
 */
import { useEffect } from 'react';
import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { authUserSelectAll, unallocatedUserList } from '@/api/system/role';
import { SearchForm, useRowSelection } from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { Pagination } from '@/components/pagination';
import { useTableQuery } from '@/hooks/use-table-query';
import { feedback } from '@/lib/feedback';
import type { AuthUserQuery } from '@/types/role';
import type { DictOption } from '@/types/system';
import type { SysUserRow } from '@/types/user';
import { authUserColumns } from './columns';
import { UserSearchItems } from './user-search';

export interface SelectUserDialogProps {
  open: boolean;
  roleId: number;
  statusOptions: readonly DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

export function SelectUserDialog({
  open,
  roleId,
  statusOptions,
  onClose,
  onSaved,
}: SelectUserDialogProps) {
  const { t } = useTranslation(['system-role', 'crud']);
  const table = useTableQuery<AuthUserQuery, SysUserRow>({
    fetch: unallocatedUserList,
    initialQuery: { roleId, userName: undefined, phonenumber: undefined },
    immediate: false,
  });
  const selection = useRowSelection<SysUserRow>();
  const p = (k: string) => t(`authUserPage.${k}`);
  const { search, reset } = table;
  const { clear } = selection;

  useEffect(() => {
    if (!open) return;
    clear();
    void reset();
  }, [open, reset, clear]);

  const submit = async () => {
    if (selection.keys.length === 0) {
      feedback.warning(p('selectNone'));
      return;
    }
    try {
      await authUserSelectAll(roleId, selection.keys.map(Number));
      feedback.success(p('selectSuccess'));
      onSaved();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Modal
      open={open}
      title={p('selectTitle')}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      width={820}
    >
      <SearchForm onSearch={() => void search()} onReset={() => void reset()}>
        <UserSearchItems table={table} />
      </SearchForm>
      <Table<SysUserRow>
        aria-label={p('selectTitle')}
        rowKey="userId"
        size="small"
        loading={table.loading}
        dataSource={table.rows}
        pagination={false}
        rowSelection={selection.rowSelection}
        onRow={(r) => ({
          onClick: () => {
            const keys = selection.keys.includes(r.userId!)
              ? selection.keys.filter((k) => k !== r.userId)
              : [...selection.keys, r.userId!];
            selection.rowSelection.onChange?.(
              keys,
              table.rows.filter((u) => keys.includes(u.userId!)),
              { type: 'multiple' },
            );
          },
        })}
        columns={authUserColumns(p, (status) => (
          <DictTag options={statusOptions} value={status} />
        ))}
        scroll={{ y: 300 }}
      />
      <Pagination {...table.pagination} />
    </Modal>
  );
}
