/**
 * Copy records (`/project/record`): column tree filter, search, sortable paged
 * table, add / edit (rich-text editor, content blocks, main image), delete
 * (single and batch), export.
 */
import { useState } from 'react';
import { Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  delRecord,
  getRecord,
  listRecord,
  RECORD_EXPORT_URL,
} from '@/api/project/record';
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
import { DateRange } from '@/components/date-range';
import { Pagination } from '@/components/pagination';
import { ColumnLayout, useNavColumns } from '@/components/project-content';
import { RightToolbar } from '@/components/right-toolbar';
import { useTableQuery } from '@/hooks/use-table-query';
import {
  DISPLAY_TYPES,
  type ProjectRecord,
  type RecordQuery,
} from '@/types/record';
import { RecordDialog } from './record-dialog';
import './record.css';

export default function RecordPage() {
  const { t } = useTranslation(['project-record', 'crud']);
  const columns = useNavColumns('all');
  const table = useTableQuery<RecordQuery, ProjectRecord>({
    fetch: listRecord,
    initialQuery: {
      navId: undefined,
      title: undefined,
      pinned: undefined,
      displayType: undefined,
      status: undefined,
    },
  });
  const selection = useRowSelection<ProjectRecord>();
  const dialog = useDialog<ProjectRecord>();
  const [loadingEdit, setLoadingEdit] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  const options = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const openEdit = async (recordId?: number) => {
    if (recordId === undefined) return;
    setLoadingEdit(true);
    try {
      dialog.show((await getRecord(recordId)).data);
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
      run: () => delRecord(ids),
      after: reload,
    });

  const selectedIds = () => selection.rows.map((r) => r.recordId!);
  const rowActionsShown = useAnyPermitted([
    'project:record:edit',
    'project:record:remove',
  ]);

  const tableColumns: TableColumnsType<ProjectRecord> = [
    {
      title: f('recordId'),
      dataIndex: 'recordId',
      align: 'center',
      width: 90,
      sorter: true,
    },
    {
      title: f('title'),
      dataIndex: 'title',
      sorter: true,
      width: 300,
      render: (title: string, row) => (
        <div className="content-title">
          <span className="content-title__text">{title}</span>
          {row.pinned === '1' && <Tag color="red">{f('pinned')}</Tag>}
          {row.subtitle && (
            <span className="content-title__sub">{row.subtitle}</span>
          )}
        </div>
      ),
    },
    { title: f('navId'), dataIndex: 'navName', align: 'center', width: 130 },
    {
      title: f('displayType'),
      dataIndex: 'displayType',
      align: 'center',
      width: 110,
      render: (v: string) => t(`displayTypes.${v}`, { defaultValue: v }),
    },
    {
      title: f('totalViews'),
      dataIndex: 'totalViews',
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
      title: f('createBy'),
      dataIndex: 'createBy',
      align: 'center',
      width: 100,
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
      sorter: true,
    },
    {
      title: f('updateTime'),
      dataIndex: 'updateTime',
      align: 'center',
      width: 170,
      sorter: true,
    },
  ];
  if (rowActionsShown) {
    tableColumns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 150,
      render: (_, row) => (
        <RowActions
          name={row.title}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'project:record:edit',
              onClick: () => void openEdit(row.recordId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:record:remove',
              onClick: () => void remove([row.recordId!]),
            },
          ]}
        />
      ),
    });
  }

  return (
    <ColumnLayout
      tree={columns.tree}
      selected={table.query.navId}
      onSelect={(navId) => void table.search({ navId })}
      label={t('columns.tree')}
      searchLabel={t('columns.search')}
      hint={t('columns.hint')}
    >
      <div className="crud-page">
        <SearchForm
          show={table.showSearch}
          onSearch={() => void table.search()}
          onReset={() => void table.reset()}
        >
          <Form.Item label={f('title')}>
            <Input
              allowClear
              value={table.query.title}
              placeholder={t('crud:enter', { field: f('title') })}
              onChange={(e) => table.setQuery({ title: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={f('displayType')}>
            <Select
              allowClear
              aria-label={f('displayType')}
              style={{ width: 140 }}
              value={table.query.displayType}
              placeholder={t('crud:select', { field: f('displayType') })}
              options={options('displayTypes', DISPLAY_TYPES)}
              onChange={(displayType?: string) =>
                table.setQuery({ displayType })
              }
            />
          </Form.Item>
          <Form.Item label={f('pinned')}>
            <Select
              allowClear
              aria-label={f('pinned')}
              style={{ width: 110 }}
              value={table.query.pinned}
              placeholder={t('crud:select', { field: f('pinned') })}
              options={options('yesNo', ['1', '0'])}
              onChange={(pinned?: string) => table.setQuery({ pinned })}
            />
          </Form.Item>
          <Form.Item label={f('status')}>
            <Select
              allowClear
              aria-label={f('status')}
              style={{ width: 120 }}
              value={table.query.status}
              placeholder={t('crud:select', { field: f('status') })}
              options={options('statusOptions', ['0', '1'])}
              onChange={(status?: string) => table.setQuery({ status })}
            />
          </Form.Item>
          <Form.Item label={f('dateRange')}>
            <DateRange
              value={table.dateRange}
              onChange={table.setDateRange}
              placeholder={[t('startDate'), t('endDate')]}
            />
          </Form.Item>
        </SearchForm>

        <TableToolbar
          actions={[
            {
              key: 'add',
              label: t('crud:add'),
              icon: <PlusOutlined />,
              perm: 'project:record:add',
              color: 'primary',
              onClick: () => dialog.show(),
            },
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'project:record:edit',
              color: 'success',
              disabled: !selection.single || loadingEdit,
              onClick: () => void openEdit(selectedIds()[0]),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:record:remove',
              color: 'danger',
              disabled: !selection.multiple,
              onClick: () => void remove(selectedIds()),
            },
            {
              key: 'export',
              label: t('crud:export'),
              icon: <DownloadOutlined />,
              perm: 'project:record:export',
              color: 'warning',
              onClick: () =>
                void exportList(
                  RECORD_EXPORT_URL,
                  table.query,
                  t('exportName'),
                  table.dateRange,
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

        <Table<ProjectRecord>
          rowKey="recordId"
          size="middle"
          bordered={false}
          loading={table.loading}
          columns={tableColumns}
          dataSource={table.rows}
          rowSelection={selection.rowSelection}
          pagination={false}
          scroll={{ x: 1480 }}
          onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
        />
        <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />
      </div>

      <RecordDialog
        open={dialog.open}
        record={dialog.record}
        navId={table.query.navId}
        columns={columns.options}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
    </ColumnLayout>
  );
}
