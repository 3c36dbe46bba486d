/**
 * Enquiries (`/project/contacts`): what visitors sent from the public contact
 * form, newest first. Search by company, name, date and handled flag; details
 * in a drawer; mark handled / unhandled (one or many); export. Nothing a
 * visitor sent can be edited or deleted.
 */
import { useState } from 'react';
import { Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import {
  CheckCircleOutlined,
  DownloadOutlined,
  EyeOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  changeContactHandled,
  CONTACT_EXPORT_URL,
  listContact,
} from '@/api/project/contact';
import {
  confirmAndRun,
  exportList,
  RowActions,
  SearchForm,
  sortQuery,
  TableToolbar,
  useRowSelection,
} from '@/components/crud';
import { DateRange } from '@/components/date-range';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { usePermission } from '@/hooks/use-permission';
import { useTableQuery } from '@/hooks/use-table-query';
import type { ContactQuery, ProjectContact } from '@/types/contact';
import { ContactDrawer } from './contact-drawer';
import './contacts.css';

export default function ContactsPage() {
  const { t } = useTranslation(['project-contact', 'crud']);
  const { hasPermi } = usePermission();
  const table = useTableQuery<ContactQuery, ProjectContact>({
    fetch: listContact,
    initialQuery: {
      companyName: undefined,
      contactName: undefined,
      handled: undefined,
    },
  });
  const selection = useRowSelection<ProjectContact>();
  const [viewing, setViewing] = useState<number>();
  const f = (k: string) => t(`fields.${k}`);
  const canEdit = hasPermi('project:contacts:edit');

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const mark = (ids: number[], handled: '0' | '1') =>
    confirmAndRun({
      content: t(handled === '1' ? 'confirmHandled' : 'confirmUnhandled', {
        ids: ids.join(','),
      }),
      run: () => changeContactHandled(ids, handled),
      success: t(handled === '1' ? 'handledSuccess' : 'unhandledSuccess'),
      after: reload,
    });
  const selectedIds = () => selection.rows.map((r) => r.contactId);

  const columns: TableColumnsType<ProjectContact> = [
    {
      title: f('contactId'),
      dataIndex: 'contactId',
      align: 'center',
      width: 90,
      sorter: true,
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
      sorter: true,
    },
    {
      title: f('companyName'),
      dataIndex: 'companyName',
      ellipsis: true,
      width: 190,
      sorter: true,
    },
    {
      title: f('contactName'),
      dataIndex: 'contactName',
      render: (v: string, row) => (
        <div>
          <div>{v}</div>
          <div className="contact-reading">{row.nameReading}</div>
        </div>
      ),
    },
    { title: f('email'), dataIndex: 'email', ellipsis: true },
    { title: f('consultingItem'), dataIndex: 'consultingItem', ellipsis: true },
    {
      title: f('handled'),
      dataIndex: 'handled',
      align: 'center',
      width: 110,
      render: (v: string) => (
        <Tag color={v === '1' ? 'success' : 'warning'}>
          {t(`handledOptions.${v}`, v)}
        </Tag>
      ),
    },
    {
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 220,
      render: (_, row) => (
        <RowActions
          name={String(row.contactId)}
          actions={[
            {
              key: 'view',
              label: t('details'),
              icon: <EyeOutlined />,
              perm: 'project:contacts:query',
              onClick: () => setViewing(row.contactId),
            },
            row.handled === '1'
              ? {
                  key: 'unhandled',
                  label: t('markUnhandled'),
                  icon: <UndoOutlined />,
                  perm: 'project:contacts:edit',
                  onClick: () => void mark([row.contactId], '0'),
                }
              : {
                  key: 'handled',
                  label: t('markHandled'),
                  icon: <CheckCircleOutlined />,
                  perm: 'project:contacts:edit',
                  onClick: () => void mark([row.contactId], '1'),
                },
          ]}
        />
      ),
    },
  ];

  return (
    <div className="crud-page contacts-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() => void table.reset()}
      >
        <Form.Item label={f('companyName')}>
          <Input
            allowClear
            value={table.query.companyName}
            placeholder={t('crud:enter', { field: f('companyName') })}
            onChange={(e) => table.setQuery({ companyName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('searchName')}>
          <Input
            allowClear
            value={table.query.contactName}
            placeholder={t('crud:enter', { field: t('searchName') })}
            onChange={(e) => table.setQuery({ contactName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('handled')}>
          <Select
            allowClear
            aria-label={f('handled')}
            value={table.query.handled}
            placeholder={t('crud:select', { field: f('handled') })}
            options={['0', '1'].map((v) => ({
              value: v,
              label: t(`handledOptions.${v}`),
            }))}
            onChange={(handled?: string) => table.setQuery({ handled })}
          />
        </Form.Item>
        <Form.Item label={f('createTime')}>
          <DateRange
            value={table.dateRange}
            onChange={table.setDateRange}
            placeholder={[t('receivedFrom'), t('receivedTo')]}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'handled',
            label: t('markHandled'),
            icon: <CheckCircleOutlined />,
            perm: 'project:contacts:edit',
            color: 'success',
            disabled: !selection.multiple,
            onClick: () => void mark(selectedIds(), '1'),
          },
          {
            key: 'unhandled',
            label: t('markUnhandled'),
            icon: <UndoOutlined />,
            perm: 'project:contacts:edit',
            color: 'info',
            disabled: !selection.multiple,
            onClick: () => void mark(selectedIds(), '0'),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'project:contacts:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                CONTACT_EXPORT_URL,
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

      <Table<ProjectContact>
        rowKey="contactId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={canEdit ? selection.rowSelection : undefined}
        rowClassName={(row) => (row.handled === '1' ? '' : 'contact-open')}
        pagination={false}
        scroll={{ x: 1100 }}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />

      <ContactDrawer
        contactId={viewing}
        canEdit={canEdit}
        onClose={() => setViewing(undefined)}
        onSaved={() => void table.load()}
      />
    </div>
  );
}
