import type { Queryable } from '../db/index.js';
import {
  ContentItemRepository,
  trimmed,
  type ContentItemTable,
  type ItemFilter,
  type ItemInput,
  type ItemRow,
} from './content-items.js';
import type { Lists } from './lib/lists.js';

/**
 * project_product_item: a product's specification rows (type '1'), gallery
 * pictures (type '2') and files (type '3').
 */
export interface ProductItemRow extends ItemRow {
  productId: number;
  productName: string | null;
  itemValue: string;
  image: string;
  fileUrl: string;
}

export type ProductItemFilter = ItemFilter<'productId'>;

export interface ProductItemInput extends ItemInput<'productId'> {
  itemValue?: string | null;
  image: string;
  fileUrl: string;
}

/** The value trimmed; image and file as checked by the route. */
export const PRODUCT_ITEMS: ContentItemTable<'productId', ProductItemInput> = {
  table: 'project_product_item',
  kind: 'productItem',
  parent: {
    key: 'productId',
    column: 'product_id',
    table: 'project_product',
    nameColumn: 'product_name',
    nameKey: 'productName',
  },
  columns: [
    {
      column: 'item_value',
      key: 'itemValue',
      value: (r) => trimmed(r.itemValue),
    },
    { column: 'image', key: 'image', value: (r) => r.image },
    { column: 'file_url', key: 'fileUrl', value: (r) => r.fileUrl },
  ],
};

export class ProductItemRepository extends ContentItemRepository<
  'productId',
  ProductItemRow,
  ProductItemInput
> {
  constructor(db: Queryable, lists: Lists) {
    super(db, lists, PRODUCT_ITEMS);
  }
}
