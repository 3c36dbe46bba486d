/** The products screen as data: search, columns, permissions and the dialog. */
import { Tag } from 'antd';
import {
  addProduct,
  delProduct,
  getProduct,
  listProduct,
  PRODUCT_EXPORT_URL,
  updateProduct,
} from '@/api/project/product';
import type {
  FormSchema,
  ListScreenSchema,
  RenderContext,
} from '@/components/list-screen';
import {
  ContentTitle,
  StatusTag,
  textOptions,
} from '@/components/project-content';
import { resolveUrl } from '@/components/upload-shared';
import type { ProductQuery, ProjectProduct } from '@/types/product';

const yesNo = {
  width: 110,
  options: ({ t }: RenderContext) => textOptions(t, 'yesNo', ['1', '0']),
};

export const productSchema: ListScreenSchema<ProjectProduct, ProductQuery> = {
  ns: 'project-product',
  help: 'glossary:help.product',
  idKey: 'productId',
  nameKey: 'productName',
  perms: {
    add: 'project:product:add',
    edit: 'project:product:edit',
    remove: 'project:product:remove',
    export: 'project:product:export',
  },
  api: {
    list: listProduct,
    get: getProduct,
    add: addProduct,
    update: updateProduct,
    remove: delProduct,
    exportUrl: PRODUCT_EXPORT_URL,
  },
  publishing: { kind: 'product' },
  initialQuery: {
    navId: undefined,
    productName: undefined,
    isNew: undefined,
    pinned: undefined,
    status: undefined,
  },
  search: [
    { type: 'input', key: 'productName' },
    { type: 'select', key: 'isNew', ...yesNo },
    { type: 'select', key: 'pinned', ...yesNo },
    {
      type: 'select',
      key: 'status',
      width: 120,
      options: ({ t }) => textOptions(t, 'statusOptions', ['0', '1']),
    },
    {
      type: 'dateRange',
      label: 'fields.createTime',
      placeholders: ['startDate', 'endDate'],
    },
  ],
  columns: [
    { key: 'productId', align: 'center', width: 90, sorter: true },
    {
      key: 'mainImage',
      align: 'center',
      width: 90,
      // without a main image, the first further image
      render: (row) => {
        const url = resolveUrl(
          row.mainImage || row.images?.split(',')[0] || '',
        );
        return url ? (
          <img className="content-thumb" src={url} alt={row.productName} />
        ) : (
          '-'
        );
      },
    },
    {
      key: 'productName',
      sorter: true,
      width: 280,
      render: (row, { t }) => (
        <ContentTitle
          text={row.productName}
          tags={
            <>
              {row.isNew === '1' && <Tag color="green">{t('newTag')}</Tag>}
              {row.pinned === '1' && <Tag color="red">{t('pinnedTag')}</Tag>}
            </>
          }
          sub={row.subtitle}
        />
      ),
    },
    { key: 'navId', align: 'center', width: 130, render: (row) => row.navName },
    { key: 'size', align: 'center', ellipsis: true },
    { key: 'orderNum', align: 'center', width: 110, sorter: true },
    {
      key: 'status',
      align: 'center',
      width: 90,
      render: (row, { t }) => <StatusTag t={t} value={row.status} />,
    },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
  ],
  actions: { width: 270 },
};

/** The add / edit dialog; its controls are the view's `ProductForm`. */
export const productForm: FormSchema<ProjectProduct> = {
  width: 1000,
  top: 24,
  labelWidth: '130px',
  labelWrap: true,
  className: 'product-form',
  defaults: {
    productName: '',
    subtitle: '',
    size: '',
    contentBlock: '',
    keyPoints: '',
    mainImage: '',
    images: '',
    pinned: '0',
    isNew: '0',
    orderNum: 0,
    status: '0',
    remark: '',
  },
  fields: [],
};
