/**
 * Product items (`/project/productItem`): a product's specification rows,
 * gallery pictures and files. Search by product, name, type and status;
 * sortable paged table; add / edit / delete (single and batch); export.
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
  delProductItem,
  getProductItem,
  listProductItem,
  PRODUCT_ITEM_EXPORT_URL,
} from '@/api/project/product-item';
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
import { OwnerSelect } from '@/components/project-content';
import { RightToolbar } from '@/components/right-toolbar';
import { resolveUrl } from '@/components/upload-shared';
import { useTableQuery } from '@/hooks/use-table-query';
import {
  PRODUCT_ITEM_TYPES,
  type ProductItemQuery,
  type ProjectProductItem,
} from '@/types/product';
import { ProductItemDialog } from './product-item-dialog';
import { searchProducts } from './product-options';

const TYPE_COLORS: Record<string, string> = {
  '1': 'blue',
  '2': 'green',
  '3': 'gold',
};

export default function ProductItemPage() {
  const { t } = useTranslation(['project-product-item', 'crud']);
  const table = useTableQuery<ProductItemQuery, ProjectProductItem>({
    fetch: listProductItem,
    initialQuery: {
      productId: undefined,
      itemName: undefined,
      itemType: undefined,
      status: undefined,
    },
  });
  const selection = useRowSelection<ProjectProductItem>();
  const dialog = useDialog<ProjectProductItem>();
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
      dialog.show((await getProductItem(itemId)).data);
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
      run: () => delProductItem(ids),
      after: reload,
    });

  const selectedIds = () => selection.rows.map((r) => r.itemId!);
  const rowActionsShown = useAnyPermitted([
    'project:productItem:edit',
    'project:productItem:remove',
  ]);

  const columns: TableColumnsType<ProjectProductItem> = [
    {
      title: f('itemId'),
      dataIndex: 'itemId',
      align: 'center',
      width: 90,
      sorter: true,
    },
    {
      title: f('productId'),
      dataIndex: 'productName',
      width: 220,
      ellipsis: true,
    },
    { title: f('itemName'), dataIndex: 'itemName', sorter: true },
    {
      title: f('itemType'),
      dataIndex: 'itemType',
      align: 'center',
      width: 130,
      render: (v: string) => (
        <Tag color={TYPE_COLORS[v] ?? 'default'}>
          {t(`itemTypes.${v}`, { defaultValue: v })}
        </Tag>
      ),
    },
    {
      title: f('itemValue'),
      dataIndex: 'itemValue',
      render: (value: string, row) => {
        if (row.image) {
          const url = resolveUrl(row.image);
          return url ? (
            <img className="content-thumb" src={url} alt={row.itemName} />
          ) : (
            '-'
          );
        }
        if (row.fileUrl) {
          return (
            <a
              href={resolveUrl(row.fileUrl)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <PaperClipOutlined /> {row.fileUrl.split('/').pop()}
            </a>
          );
        }
        return value || '-';
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
              perm: 'project:productItem:edit',
              onClick: () => void openEdit(row.itemId),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:productItem:remove',
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
        <Form.Item label={f('productId')}>
          <OwnerSelect
            allowClear
            aria-label={f('productId')}
            style={{ width: 240 }}
            search={searchProducts}
            value={table.query.productId}
            placeholder={t('productSearch')}
            onChange={(productId) => table.setQuery({ productId })}
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
            options={PRODUCT_ITEM_TYPES.map((value) => ({
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
            perm: 'project:productItem:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'project:productItem:edit',
            color: 'success',
            disabled: !selection.single || loadingEdit,
            onClick: () => void openEdit(selectedIds()[0]),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'project:productItem:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selectedIds()),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'project:productItem:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                PRODUCT_ITEM_EXPORT_URL,
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

      <Table<ProjectProductItem>
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

      <ProductItemDialog
        open={dialog.open}
        record={dialog.record}
        productId={table.query.productId}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
    </div>
  );
}
