/** Posts (`/system/post`): search, paged sortable table, add/edit/delete, export. */
import { useState } from 'react';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { delPost, getPost, listPost, POST_EXPORT_URL } from '@/api/system/post';
import {
  confirmAndRun,
  exportList,
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
import { useTableQuery } from '@/hooks/use-table-query';
import type { PostQuery, SysPost } from '@/types/post';
import { PostDialog } from './post-dialog';

export default function PostPage() {
  const { t } = useTranslation(['system-post', 'crud']);
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery<PostQuery, SysPost>({
    fetch: listPost,
    initialQuery: {
      postCode: undefined,
      postName: undefined,
      status: undefined,
    },
  });
  const selection = useRowSelection<SysPost>();
  const dialog = useDialog<SysPost>();
  const [loadingEdit, setLoadingEdit] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  const what = t('entityIds');

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const openEdit = async (postId?: number) => {
    if (postId === undefined) return;
    setLoadingEdit(true);
    try {
      dialog.show((await getPost(postId)).data);
    } catch {
      // shown by the request layer
    } finally {
      setLoadingEdit(false);
    }
  };

  const remove = (ids: number[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', { what, ids: ids.join(',') }),
      run: () => delPost(ids),
      after: reload,
    });

  const selectedIds = () => selection.rows.map((r) => r.postId!);
  const rowActionsShown = useAnyPermitted([
    'system:post:edit',
    'system:post:remove',
  ]);

  const columns: TableColumnsType<SysPost> = [
    { title: f('postId'), dataIndex: 'postId', align: 'center', width: 100 },
    { title: f('postCode'), dataIndex: 'postCode', align: 'center' },
    { title: f('postName'), dataIndex: 'postName', align: 'center' },
    {
      title: f('postSort'),
      dataIndex: 'postSort',
      align: 'center',
      sorter: true,
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      render: (v: string) => (
        <DictTag options={dict.sys_normal_disable} value={v} />
      ),
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
      sorter: true,
    },
  ];
  if (rowActionsShown) {
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      render: (_, row) => (
        <RowActions
          name={row.postName}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'system:post:edit',
              onClick: () => void openEdit(row.postId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'system:post:remove',
              onClick: () => void remove([row.postId!]),
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
        <Form.Item label={f('postCode')}>
          <Input
            allowClear
            value={table.query.postCode}
            placeholder={t('crud:enter', { field: f('postCode') })}
            onChange={(e) => table.setQuery({ postCode: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('postName')}>
          <Input
            allowClear
            value={table.query.postName}
            placeholder={t('crud:enter', { field: f('postName') })}
            onChange={(e) => table.setQuery({ postName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={dict.sys_normal_disable.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
            onChange={(status?: string) => table.setQuery({ status })}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: t('crud:add'),
            icon: <PlusOutlined />,
            perm: 'system:post:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'system:post:edit',
            color: 'success',
            disabled: !selection.single || loadingEdit,
            onClick: () => void openEdit(selectedIds()[0]),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'system:post:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selectedIds()),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'system:post:export',
            color: 'warning',
            onClick: () =>
              void exportList(POST_EXPORT_URL, table.query, t('exportName')),
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

      <Table<SysPost>
        rowKey="postId"
        size="middle"
        bordered={false}
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />

      <PostDialog
        open={dialog.open}
        record={dialog.record}
        statusOptions={dict.sys_normal_disable}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
    </div>
  );
}
