/**
 * Record items (`/project/recordItem`): the text blocks and downloadable files
 * of copy records. Search by record, name, type and status; sortable paged
 * table; add / edit / delete (single and batch); export.
 */
import { useState } from 'react';
import { Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PaperClipOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  delRecordItem,
  getRecordItem,
  listRecordItem,
  RECORD_ITEM_EXPORT_URL,
} from '@/api/project/record-item';
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
import { formatBytes, OwnerSelect } from '@/components/project-content';
import { RightToolbar } from '@/components/right-toolbar';
import { resolveUrl } from '@/components/upload-shared';
import { useTableQuery } from '@/hooks/use-table-query';
import {
  RECORD_ITEM_TYPES,
  type ProjectRecordItem,
  type RecordItemQuery,
} from '@/types/record';
import { searchRecords } from './record-options';
import { RecordItemDialog } from './record-item-dialog';

export default function RecordItemPage() {
  const { t } = useTranslation(['project-record-item', 'crud']);
  const table = useTableQuery<RecordItemQuery, ProjectRecordItem>({
    fetch: listRecordItem,
    initialQuery: {
      recordId: undefined,
      itemName: undefined,
      itemType: undefined,
      status: undefined,
    },
  });
  const selection = useRowSelection<ProjectRecordItem>();
  const dialog = useDialog<ProjectRecordItem>();
  const [loadingEdit, setLoadingEdit] = useState(false);
  const f = (k: string) => t(`fields.${k}`);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const openEdit = async (itemId?: number) => {
    if (itemId === undefined) return;
    setLoadingEdit(true);
    try {
      dialog.show((await getRecordItem(itemId)).data);
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
      run: () => delRecordItem(ids),
      after: reload,
    });

  const selectedIds = () => selection.rows.map((r) => r.itemId!);
  const rowActionsShown = useAnyPermitted([
    'project:recordItem:edit',
    'project:recordItem:remove',
  ]);

  const columns: TableColumnsType<ProjectRecordItem> = [
    {
      title: f('itemId'),
      dataIndex: 'itemId',
      align: 'center',
      width: 90,
      sorter: true,
    },
    {
      title: f('recordId'),
      dataIndex: 'recordTitle',
      width: 240,
      ellipsis: true,
    },
    { title: f('itemName'), dataIndex: 'itemName', sorter: true },
    {
      title: f('itemType'),
      dataIndex: 'itemType',
      align: 'center',
      width: 120,
      render: (v: string) => (
        <Tag color={v === '2' ? 'gold' : 'blue'}>
          {t(`itemTypes.${v}`, { defaultValue: v })}
        </Tag>
      ),
    },
    {
      title: f('fileUrl'),
      dataIndex: 'fileUrl',
      render: (url: string, row) =>
        url ? (
          <a href={resolveUrl(url)} target="_blank" rel="noopener noreferrer">
            <PaperClipOutlined /> {row.fileName || url.split('/').pop()}
            {row.fileSize ? ` (${formatBytes(row.fileSize)})` : ''}
          </a>
        ) : (
          '-'
        ),
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
      width: 90,
      render: (v: string) => (
        <Tag color={v === '0' ? 'blue' : 'default'}>
          {t(`statusOptions.${v}`, { defaultValue: v })}
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
      width: 150,
      render: (_, row) => (
        <RowActions
          name={row.itemName}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'project:recordItem:edit',
              onClick: () => void openEdit(row.itemId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:recordItem:remove',
              onClick: () => void remove([row.itemId!]),
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
        <Form.Item label={f('recordId')}>
          <OwnerSelect
            allowClear
            aria-label={f('recordId')}
            style={{ width: 240 }}
            search={searchRecords}
            value={table.query.recordId}
            placeholder={t('recordSearch')}
            onChange={(recordId) => table.setQuery({ recordId })}
          />
        </Form.Item>
        <Form.Item label={f('itemName')}>
          <Input
            allowClear
            value={table.query.itemName}
            placeholder={t('crud:enter', { field: f('itemName') })}
            onChange={(e) => table.setQuery({ itemName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('itemType')}>
          <Select
            allowClear
            aria-label={f('itemType')}
            style={{ width: 140 }}
            value={table.query.itemType}
            placeholder={t('crud:select', { field: f('itemType') })}
            options={RECORD_ITEM_TYPES.map((value) => ({
              value,
              label: t(`itemTypes.${value}`),
            }))}
            onChange={(itemType?: string) => table.setQuery({ itemType })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            style={{ width: 120 }}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={['0', '1'].map((value) => ({
              value,
              label: t(`statusOptions.${value}`),
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
            perm: 'project:recordItem:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'project:recordItem:edit',
            color: 'success',
            disabled: !selection.single || loadingEdit,
            onClick: () => void openEdit(selectedIds()[0]),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'project:recordItem:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selectedIds()),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'project:recordItem:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                RECORD_ITEM_EXPORT_URL,
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

      <Table<ProjectRecordItem>
        rowKey="itemId"
        size="middle"
        bordered={false}
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        scroll={{ x: 1200 }}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />

      <RecordItemDialog
        open={dialog.open}
        record={dialog.record}
        recordId={table.query.recordId}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
    </div>
  );
}
