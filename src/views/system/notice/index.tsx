/**
 * Notices (`/system/notice`): search, paged sortable table, a read-only detail
 * view of the sanitised content, add / edit with the rich-text editor, delete.
 * Users with list/query only (ry) read notices: the write buttons are absent
 * and the server refuses writes.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  Form,
  Input,
  Select,
  Table,
  type TableColumnsType,
} from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { delNotice, getNotice, listNotice } from '@/api/system/notice';
import {
  confirmAndRun,
  RowActions,
  SearchForm,
  sortQuery,
  TableToolbar,
  useAnyPermitted,
  useDialog,
  useRowSelection,
} from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { usePermission } from '@/hooks/use-permission';
import { useTableQuery } from '@/hooks/use-table-query';
import type { NoticeQuery, SysNotice } from '@/types/notice';
import { NoticeDetail } from './notice-detail';
import { NoticeDialog } from './notice-dialog';
import { NoticeReaders } from './notice-readers';
import './notice.css';

export default function NoticePage() {
  const { t } = useTranslation(['system-notice', 'crud']);
  const dict = useDict('sys_notice_type', 'sys_notice_status');
  const { hasPermi } = usePermission();
  const table = useTableQuery<NoticeQuery, SysNotice>({
    fetch: listNotice,
    initialQuery: {
      noticeTitle: undefined,
      createBy: undefined,
      noticeType: undefined,
    },
  });
  const selection = useRowSelection<SysNotice>();
  // a new page of rows (search, reset, sort, paging) starts unselected
  const { clear } = selection;
  useEffect(() => clear(), [table.rows, clear]);
  const dialog = useDialog<SysNotice>();
  const detail = useDialog<SysNotice>();
  const readers = useDialog<SysNotice>();
  const [loadingRow, setLoadingRow] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  const canRead = hasPermi('system:notice:query');
  const canWrite = useAnyPermitted([
    'system:notice:edit',
    'system:notice:remove',
  ]);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  /** The full notice (content, version), fresh from the server. */
  const fetchNotice = async (noticeId?: number) => {
    if (noticeId === undefined) return undefined;
    setLoadingRow(true);
    try {
      return (await getNotice(noticeId)).data;
    } catch {
      return undefined; // shown by the request layer
    } finally {
      setLoadingRow(false);
    }
  };

  const openEdit = async (noticeId?: number) => {
    const notice = await fetchNotice(noticeId);
    if (notice) dialog.show(notice);
  };

  const openDetail = async (noticeId?: number) => {
    detail.show();
    const notice = await fetchNotice(noticeId);
    if (notice) detail.show(notice);
    else detail.close();
  };

  const remove = (ids: number[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityIds'),
        ids: ids.join(','),
      }),
      run: () => delNotice(ids),
      after: reload,
    });

  const selectedIds = () => selection.rows.map((r) => r.noticeId!);

  const columns: TableColumnsType<SysNotice> = [
    {
      title: f('noticeId'),
      dataIndex: 'noticeId',
      align: 'center',
      width: 90,
      sorter: true,
    },
    {
      title: f('noticeTitle'),
      dataIndex: 'noticeTitle',
      ellipsis: true,
      render: (title: string, row) =>
        canRead ? (
          <Button
            type="link"
            className="notice-title-link"
            onClick={() => void openDetail(row.noticeId)}
          >
            {title}
          </Button>
        ) : (
          title
        ),
    },
    {
      title: f('noticeType'),
      dataIndex: 'noticeType',
      align: 'center',
      width: 120,
      render: (v: string) => (
        <DictTag options={dict.sys_notice_type} value={v} />
      ),
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: string) => (
        <DictTag options={dict.sys_notice_status} value={v} />
      ),
    },
    {
      title: f('createBy'),
      dataIndex: 'createBy',
      align: 'center',
      width: 120,
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
      sorter: true,
    },
  ];
  if (canRead || canWrite) {
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 300,
      render: (_, row) => (
        <RowActions
          name={row.noticeTitle}
          actions={[
            {
              key: 'view',
              label: t('view'),
              icon: <EyeOutlined />,
              perm: 'system:notice:query',
              onClick: () => void openDetail(row.noticeId),
            },
            {
              key: 'readers',
              label: t('readers.action'),
              icon: <TeamOutlined />,
              perm: 'system:notice:list',
              onClick: () => readers.show(row),
            },
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'system:notice:edit',
              onClick: () => void openEdit(row.noticeId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'system:notice:remove',
              onClick: () => void remove([row.noticeId!]),
            },
          ]}
        />
      ),
    });
  }

  return (
    <div className="crud-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() => void table.reset()}
      >
        <Form.Item label={f('noticeTitle')}>
          <Input
            allowClear
            value={table.query.noticeTitle}
            placeholder={t('crud:enter', { field: f('noticeTitle') })}
            onChange={(e) => table.setQuery({ noticeTitle: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('createBy')}>
          <Input
            allowClear
            value={table.query.createBy}
            placeholder={t('crud:enter', { field: f('createBy') })}
            onChange={(e) => table.setQuery({ createBy: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('noticeType')}>
          <Select
            allowClear
            aria-label={f('noticeType')}
            value={table.query.noticeType}
            placeholder={t('crud:select', { field: f('noticeType') })}
            options={dict.sys_notice_type.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
            onChange={(noticeType?: string) => table.setQuery({ noticeType })}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: t('crud:add'),
            icon: <PlusOutlined />,
            perm: 'system:notice:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'system:notice:edit',
            color: 'success',
            disabled: !selection.single || loadingRow,
            onClick: () => void openEdit(selectedIds()[0]),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'system:notice:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selectedIds()),
          },
        ]}
        right={
          <RightToolbar
            showSearch={table.showSearch}
            onToggleSearch={table.setShowSearch}
            onRefresh={() => void reload()}
          />
        }
      />

      <Table<SysNotice>
        rowKey="noticeId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={canWrite ? selection.rowSelection : undefined}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} />

      <NoticeDialog
        open={dialog.open}
        record={dialog.record}
        typeOptions={dict.sys_notice_type}
        statusOptions={dict.sys_notice_status}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
      <NoticeDetail
        open={detail.open}
        notice={detail.record}
        loading={loadingRow}
        typeOptions={dict.sys_notice_type}
        statusOptions={dict.sys_notice_status}
        onClose={detail.close}
      />
      <NoticeReaders
        notice={readers.open ? readers.record : undefined}
        onClose={readers.close}
      />
    </div>
  );
}
