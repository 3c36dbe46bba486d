/**
 * Product items `/project/productItem`: a product's specification rows (type
 * '1'), gallery pictures (type '2', an image address) and files (type '3', an
 * upload under /profile/).
 */
import type { ProductItemRow } from '../../repositories/project-product-items.js';
import {
  ProductItemAdd,
  ProductItemEdit,
  ProductItemQuery,
  ProductItemSchema,
} from '../../schemas/project-content.js';
import type { ExcelColumn } from '../../services/infra/excel.js';
import { CONTENT_STATUS } from './record.js';
import { contentItemRoutes } from './content-items.js';
import { labelsOf } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

const ITEM_TYPES = labelsOf('label.productItemType', ['1', '2', '3']);

export const PRODUCT_ITEM_EXCEL: ExcelColumn<ProductItemRow>[] = [
  { key: 'itemId', header: 'productItem.field.itemId', type: 'number' },
  { key: 'productName', header: 'productItem.field.productId', width: 36 },
  { key: 'itemName', header: 'productItem.field.itemName', width: 30 },
  {
    key: 'itemType',
    header: 'productItem.field.itemType',
    labels: ITEM_TYPES,
  },
  { key: 'itemValue', header: 'productItem.field.itemValue', width: 40 },
  { key: 'image', header: 'productItem.field.image' },
  { key: 'fileUrl', header: 'productItem.field.fileUrl' },
  { key: 'orderNum', header: 'productItem.field.orderNum', type: 'number' },
  {
    key: 'status',
    header: 'productItem.field.status',
    labels: CONTENT_STATUS,
  },
  { key: 'createTime', header: 'productItem.field.createTime', width: 22 },
];

/**
 * The product must exist; the image is checked first, then the file; an
 * image item needs its image, a file item its file.
 */
export default async function productItemRoutes(app: RouteApp) {
  contentItemRoutes(app, {
    path: '/project/productItem',
    permission: 'project:productItem',
    logTitle: 'Product item',
    name: 'ProductItem',
    schemas: {
      row: ProductItemSchema,
      query: ProductItemQuery,
      add: ProductItemAdd,
      edit: ProductItemEdit,
    },
    kind: 'productItem',
    repo: (repos) => repos.productItems,
    parent: {
      key: 'productId',
      kind: 'product',
      column: 'product_id',
      exists: async (repos, id) => !!(await repos.products.findById(id)),
      missing: 'productItem.productMissing',
    },
    links: [
      { field: 'image', kind: 'link', label: 'productItem.field.image' },
      { field: 'fileUrl', kind: 'upload', label: 'productItem.field.fileUrl' },
    ],
    required: {
      '2': { field: 'image', message: 'productItem.imageRequired' },
      '3': { field: 'fileUrl', message: 'productItem.fileRequired' },
    },
    richText: [],
    excel: {
      sheet: 'productItem.excel.sheet',
      filename: 'product_item',
      columns: PRODUCT_ITEM_EXCEL,
    },
  });
}
