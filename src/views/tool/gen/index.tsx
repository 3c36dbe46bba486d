/**
 * Code generator (`/tool/gen`): imported tables with search, import from the
 * database, create tables from SQL, preview, download one or a batch as a zip,
 * sync columns, edit settings, delete.
 */
import { useState } from 'react';
import { Form, Input, Table, type TableColumnsType } from 'antd';
import {
  CloudDownloadOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  SyncOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  delTable,
  downloadCode,
  listTable,
  previewTable,
  synchDb,
} from '@/api/tool/gen';
import {
  confirmAndRun,
  RowActions,
  SearchForm,
  sortQuery,
  TableToolbar,
  useAnyPermitted,
  useRowSelection,
} from '@/components/crud';
import { DateRange } from '@/components/date-range';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { usePermission } from '@/hooks/use-permission';
import { useTableQuery } from '@/hooks/use-table-query';
import type { GenQuery, GenTable } from '@/types/tool-gen';
import { CreateTableDialog } from './create-table-dialog';
import { ImportDialog } from './import-dialog';
import { PreviewModal } from './preview-modal';

export const editPath = (tableId: number) => `/tool/gen-edit/index/${tableId}`;

export default function GenPage() {
  const { t } = useTranslation(['tool-gen', 'crud']);
  const navigate = useNavigate();
  const { hasRole } = usePermission();
  const table = useTableQuery<GenQuery, GenTable>({
    fetch: listTable,
    initialQuery: { tableName: undefined, tableComment: undefined },
  });
  const selection = useRowSelection<GenTable>();
  const [importOpen, setImportOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  const [preview, setPreview] = useState<Record<string, string>>();
  const f = (k: string) => t(`fields.${k}`);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const remove = (rows: GenTable[]) =>
    confirmAndRun({
      content: t('confirmDelete', {
        names: rows.map((r) => r.tableName).join(','),
      }),
      run: () => delTable(rows.map((r) => r.tableId)),
      after: reload,
    });

  const sync = (row: GenTable) =>
    confirmAndRun({
      content: t('confirmSync', { name: row.tableName }),
      run: () => synchDb(row.tableName),
      after: reload,
      success: t('syncDone'),
    });

  const showPreview = async (row: GenTable) => {
    try {
      setPreview((await previewTable(row.tableId)).data ?? {});
    } catch {
      // shown by the request layer
    }
  };

  const rowActionsShown = useAnyPermitted([
    'tool:gen:preview',
    'tool:gen:edit',
    'tool:gen:remove',
    'tool:gen:code',
  ]);

  const columns: TableColumnsType<GenTable> = [
    {
      title: t('index'),
      key: 'index',
      align: 'center',
      width: 70,
      render: (_v, _r, i) =>
        (table.pagination.page - 1) * table.pagination.limit + i + 1,
    },
    {
      title: f('tableName'),
      dataIndex: 'tableName',
      align: 'center',
      sorter: true,
    },
    {
      title: f('tableComment'),
      dataIndex: 'tableComment',
      align: 'center',
      ellipsis: true,
      sorter: true,
    },
    { title: f('className'), dataIndex: 'className', align: 'center' },
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
    columns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 260,
      render: (_, row) => (
        <RowActions
          name={row.tableName}
          actions={[
            {
              key: 'preview',
              label: t('preview.action'),
              icon: <EyeOutlined />,
              perm: 'tool:gen:preview',
              onClick: () => void showPreview(row),
            },
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'tool:gen:edit',
              onClick: () => void navigate(editPath(row.tableId)),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'tool:gen:remove',
              onClick: () => void remove([row]),
            },
            {
              key: 'sync',
              label: t('sync'),
              icon: <SyncOutlined />,
              perm: 'tool:gen:edit',
              onClick: () => void sync(row),
            },
            {
              key: 'download',
              label: t('generate'),
              icon: <DownloadOutlined />,
              perm: 'tool:gen:code',
              onClick: () => void downloadCode([row.tableName]),
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
        <Form.Item label={f('tableName')}>
          <Input
            allowClear
            value={table.query.tableName}
            placeholder={t('crud:enter', { field: f('tableName') })}
            onChange={(e) => table.setQuery({ tableName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('tableComment')}>
          <Input
            allowClear
            value={table.query.tableComment}
            placeholder={t('crud:enter', { field: f('tableComment') })}
            onChange={(e) => table.setQuery({ tableComment: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('createTime')}>
          <DateRange
            value={table.dateRange}
            onChange={table.setDateRange}
            placeholder={[t('beginDate'), t('endDate')]}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'generate',
            label: t('generate'),
            icon: <CloudDownloadOutlined />,
            perm: 'tool:gen:code',
            color: 'primary',
            disabled: !selection.multiple,
            onClick: () =>
              void downloadCode(selection.rows.map((r) => r.tableName)),
          },
          ...(hasRole('admin')
            ? [
                {
                  key: 'create',
                  label: t('create.action'),
                  icon: <PlusOutlined />,
                  color: 'primary' as const,
                  onClick: () => setCreateOpen(true),
                },
              ]
            : []),
          {
            key: 'import',
            label: t('crud:import'),
            icon: <UploadOutlined />,
            perm: 'tool:gen:import',
            color: 'info',
            onClick: () => setImportOpen(true),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'tool:gen:edit',
            color: 'success',
            disabled: !selection.single,
            onClick: () => void navigate(editPath(selection.rows[0].tableId)),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'tool:gen:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selection.rows),
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

      <Table<GenTable>
        rowKey="tableId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} />

      <ImportDialog
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={() => {
          setImportOpen(false);
          void reload();
        }}
      />
      <CreateTableDialog
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={() => {
          setCreateOpen(false);
          void reload();
        }}
      />
      <PreviewModal files={preview} onClose={() => setPreview(undefined)} />
    </div>
  );
}
