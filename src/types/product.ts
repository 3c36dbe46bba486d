/** project_product and project_product_item: products and their items. */
import type { PageQuery } from './api';

export interface ProjectProduct {
  productId?: number;
  /** The product column the product is filed under. */
  navId?: number;
  navName?: string | null;
  productName: string;
  subtitle?: string;
  size?: string;
  /** Rich text (sanitised by the server); only in the detail answer. */
  contentBlock?: string;
  /** Key points, one per line (or separated by ';'). */
  keyPoints?: string;
  /** Stored upload path of the main image. */
  mainImage?: string;
  /** Gallery pictures: comma-separated stored upload paths. */
  images?: string;
  pinned: string;
  /** '1' shown with a NEW badge. */
  isNew: string;
  orderNum: number;
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  version?: number;
}

export interface ProductQuery extends PageQuery {
  navId?: number;
  productName?: string;
  pinned?: string;
  isNew?: string;
  status?: string;
}

/** Product item types: 1 specification row, 2 picture, 3 file. */
export const PRODUCT_ITEM_TYPES = ['1', '2', '3'] as const;

export interface ProjectProductItem {
  itemId?: number;
  productId?: number;
  productName?: string | null;
  itemName: string;
  itemType: string;
  itemValue?: string;
  /** Stored upload path of a picture item. */
  image?: string;
  /** Stored upload path of a file item. */
  fileUrl?: string;
  orderNum: number;
  status: string;
  remark?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  version?: number;
}

export interface ProductItemQuery extends PageQuery {
  productId?: number;
  itemName?: string;
  itemType?: string;
  status?: string;
}
