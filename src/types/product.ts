/** project_product and project_product_item: products and their items. */
import type { ApiData, ApiRow, FormRow, ListQuery } from './openapi';

/**
 * navId: the product column it is filed under; contentBlock: sanitised rich
 * text, only in the detail answer; keyPoints: one per line (or separated by
 * ';'); mainImage: a stored upload path; images: comma-separated stored
 * upload paths; isNew '1' shown with a NEW badge.
 */
export type ProjectProduct = FormRow<
  ApiData<'/project/product/{productId}'>,
  | 'productId'
  | 'navId'
  | 'navName'
  | 'subtitle'
  | 'size'
  | 'keyPoints'
  | 'mainImage'
  | 'images'
>;

export type ProductQuery = ListQuery<'/project/product/list'>;

/** Product item types: 1 specification row, 2 picture, 3 file. */
export const PRODUCT_ITEM_TYPES = ['1', '2', '3'] as const;

/** image, fileUrl: stored upload paths of a picture or file item. */
export type ProjectProductItem = FormRow<
  ApiRow<'/project/productItem/list'>,
  'itemId' | 'productId' | 'productName' | 'itemValue' | 'image' | 'fileUrl'
>;

export type ProductItemQuery = ListQuery<'/project/productItem/list'>;
