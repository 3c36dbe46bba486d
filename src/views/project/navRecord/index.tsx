/**
 * Navigation copy (`/project/navRecord`): the text blocks a navigation column's
 * own page shows. Search by column, title and status; add, edit, delete,
 * export.
 */
import { useState } from 'react';
import {
  Form,
  Image,
  Input,
  Select,
  Table,
  Tag,
  TreeSelect,
  type TableColumnsType,
} from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  delNavRecord,
  getNavRecord,
  listNavRecord,
  NAV_RECORD_EXPORT_URL,
} from '@/api/project/nav-record';
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
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { resolveUrl } from '@/components/upload-shared';
import { useTableQuery } from '@/hooks/use-table-query';
import type { NavRecordQuery, ProjectNavRecord } from '@/types/nav-record';
import { NavRecordDialog } from './nav-record-dialog';
import { useNavTree } from './nav-tree';

export default function NavRecordPage() {
  const { t } = useTranslation(['project-nav-record', 'crud']);
  const navTree = useNavTree();
  const table = useTableQuery<NavRecordQuery, ProjectNavRecord>({
    fetch: listNavRecord,
    initialQuery: { navId: undefined, title: undefined, status: undefined },
  });
  const selection = useRowSelection<ProjectNavRecord>();
  const dialog = useDialog<ProjectNavRecord>();
  const [loadingEdit, setLoadingEdit] = useState(false);
  const f = (k: string) => t(`fields.${k}`);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const openEdit = async (id?: number) => {
    if (id === undefined) return;
    setLoadingEdit(true);
    try {
      dialog.show((await getNavRecord(id)).data);
    } catch {
      // shown by the request layer
    } finally {
      setLoadingEdit(false);
    }
  };

  const remove = (ids: number[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityIds'),
        ids: ids.join(','),
      }),
      run: () => delNavRecord(ids),
      after: reload,
    });
  const selectedIds = () => selection.rows.map((r) => r.navRecordId!);
  const rowActionsShown = useAnyPermitted([
    'project:navRecord:edit',
    'project:navRecord:remove',
  ]);

  const columns: TableColumnsType<ProjectNavRecord> = [
    {
      title: f('navRecordId'),
      dataIndex: 'navRecordId',
      align: 'center',
      width: 90,
      sorter: true,
    },
    { title: f('navId'), dataIndex: 'navName', width: 150 },
    {
      title: f('title'),
      dataIndex: 'title',
      ellipsis: true,
      width: 240,
      sorter: true,
    },
    { title: f('subtitle'), dataIndex: 'subtitle', ellipsis: true },
    {
      title: f('image'),
      dataIndex: 'image',
      align: 'center',
      width: 90,
      render: (v?: string) => {
        const src = v ? resolveUrl(v.split(',')[0]) : '';
        return src ? <Image src={src} width={48} height={32} alt="" /> : null;
      },
    },
    {
      title: f('orderNum'),
      dataIndex: 'orderNum',
      align: 'center',
      width: 110,
      sorter: true,
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: string) => (
        <Tag color={v === '0' ? 'processing' : 'error'}>
          {t(`statusOptions.${v}`, v)}
        </Tag>
      ),
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
      sorter: true,
    },
  ];
  if (rowActionsShown) {
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 170,
      render: (_, row) => (
        <RowActions
          name={row.title}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'project:navRecord:edit',
              onClick: () => void openEdit(row.navRecordId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:navRecord:remove',
              onClick: () => void remove([row.navRecordId!]),
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
        <Form.Item label={f('navId')}>
          <TreeSelect
            allowClear
            aria-label={f('navId')}
            treeData={navTree}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            value={table.query.navId}
            placeholder={t('crud:select', { field: f('navId') })}
            onChange={(navId?: number) => table.setQuery({ navId })}
          />
        </Form.Item>
        <Form.Item label={f('title')}>
          <Input
            allowClear
            value={table.query.title}
            placeholder={t('crud:enter', { field: f('title') })}
            onChange={(e) => table.setQuery({ title: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={['0', '1'].map((v) => ({
              value: v,
              label: t(`statusOptions.${v}`),
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
            perm: 'project:navRecord:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'project:navRecord:edit',
            color: 'success',
            disabled: !selection.single || loadingEdit,
            onClick: () => void openEdit(selectedIds()[0]),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'project:navRecord:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selectedIds()),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'project:navRecord:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                NAV_RECORD_EXPORT_URL,
                table.query,
                t('exportName'),
              ),
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

      <Table<ProjectNavRecord>
        rowKey="navRecordId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        scroll={{ x: 1100 }}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />

      <NavRecordDialog
        open={dialog.open}
        record={dialog.record}
        navId={table.query.navId}
        navTree={navTree}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
    </div>
  );
}
