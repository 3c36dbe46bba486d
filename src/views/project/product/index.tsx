/**
 * Products (`/project/product`): column tree filter (product columns), search,
 * sortable paged table with the main image, add / edit (images, rich-text
 * content block), delete (single and batch), export.
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
  delProduct,
  getProduct,
  listProduct,
  PRODUCT_EXPORT_URL,
} from '@/api/project/product';
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
import { resolveUrl } from '@/components/upload-shared';
import { useTableQuery } from '@/hooks/use-table-query';
import type { ProductQuery, ProjectProduct } from '@/types/product';
import { ProductDialog } from './product-dialog';

export default function ProductPage() {
  const { t } = useTranslation(['project-product', 'crud']);
  const columns = useNavColumns('product');
  const table = useTableQuery<ProductQuery, ProjectProduct>({
    fetch: listProduct,
    initialQuery: {
      navId: undefined,
      productName: undefined,
      isNew: undefined,
      pinned: undefined,
      status: undefined,
    },
  });
  const selection = useRowSelection<ProjectProduct>();
  const dialog = useDialog<ProjectProduct>();
  const [loadingEdit, setLoadingEdit] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  const yesNo = ['1', '0'].map((value) => ({
    value,
    label: t(`yesNo.${value}`),
  }));

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const openEdit = async (productId?: number) => {
    if (productId === undefined) return;
    setLoadingEdit(true);
    try {
      dialog.show((await getProduct(productId)).data);
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
      run: () => delProduct(ids),
      after: reload,
    });

  const selectedIds = () => selection.rows.map((r) => r.productId!);
  const rowActionsShown = useAnyPermitted([
    'project:product:edit',
    'project:product:remove',
  ]);

  const tableColumns: TableColumnsType<ProjectProduct> = [
    {
      title: f('productId'),
      dataIndex: 'productId',
      align: 'center',
      width: 90,
      sorter: true,
    },
    {
      title: f('mainImage'),
      dataIndex: 'mainImage',
      align: 'center',
      width: 90,
      render: (src: string, row) => {
        const url = resolveUrl(src || row.images?.split(',')[0] || '');
        return url ? (
          <img className="content-thumb" src={url} alt={row.productName} />
        ) : (
          '-'
        );
      },
    },
    {
      title: f('productName'),
      dataIndex: 'productName',
      sorter: true,
      width: 280,
      render: (name: string, row) => (
        <div className="content-title">
          <span className="content-title__text">{name}</span>
          {row.isNew === '1' && <Tag color="green">{t('newTag')}</Tag>}
          {row.pinned === '1' && <Tag color="red">{t('pinnedTag')}</Tag>}
          {row.subtitle && (
            <span className="content-title__sub">{row.subtitle}</span>
          )}
        </div>
      ),
    },
    { title: f('navId'), dataIndex: 'navName', align: 'center', width: 130 },
    { title: f('size'), dataIndex: 'size', align: 'center', ellipsis: true },
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
    tableColumns.push({
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 150,
      render: (_, row) => (
        <RowActions
          name={row.productName}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'project:product:edit',
              onClick: () => void openEdit(row.productId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:product:remove',
              onClick: () => void remove([row.productId!]),
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
          <Form.Item label={f('productName')}>
            <Input
              allowClear
              value={table.query.productName}
              placeholder={t('crud:enter', { field: f('productName') })}
              onChange={(e) => table.setQuery({ productName: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={f('isNew')}>
            <Select
              allowClear
              aria-label={f('isNew')}
              style={{ width: 110 }}
              value={table.query.isNew}
              placeholder={t('crud:select', { field: f('isNew') })}
              options={yesNo}
              onChange={(isNew?: string) => table.setQuery({ isNew })}
            />
          </Form.Item>
          <Form.Item label={f('pinned')}>
            <Select
              allowClear
              aria-label={f('pinned')}
              style={{ width: 110 }}
              value={table.query.pinned}
              placeholder={t('crud:select', { field: f('pinned') })}
              options={yesNo}
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
              options={['0', '1'].map((value) => ({
                value,
                label: t(`statusOptions.${value}`),
              }))}
              onChange={(status?: string) => table.setQuery({ status })}
            />
          </Form.Item>
          <Form.Item label={f('createTime')}>
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
              perm: 'project:product:add',
              color: 'primary',
              onClick: () => dialog.show(),
            },
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'project:product:edit',
              color: 'success',
              disabled: !selection.single || loadingEdit,
              onClick: () => void openEdit(selectedIds()[0]),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:product:remove',
              color: 'danger',
              disabled: !selection.multiple,
              onClick: () => void remove(selectedIds()),
            },
            {
              key: 'export',
              label: t('crud:export'),
              icon: <DownloadOutlined />,
              perm: 'project:product:export',
              color: 'warning',
              onClick: () =>
                void exportList(
                  PRODUCT_EXPORT_URL,
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

        <Table<ProjectProduct>
          rowKey="productId"
          size="middle"
          bordered={false}
          loading={table.loading}
          columns={tableColumns}
          dataSource={table.rows}
          rowSelection={selection.rowSelection}
          pagination={false}
          scroll={{ x: 1240 }}
          onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
        />
        <Pagination {...table.pagination} pageSizes={[10, 20, 30, 50]} />
      </div>

      <ProductDialog
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
