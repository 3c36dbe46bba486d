/** Product items as an item kind: a product's specification rows, gallery pictures and files. */
import { PaperClipOutlined } from '@ant-design/icons';
import {
  addProductItem,
  delProductItem,
  getProductItem,
  listProductItem,
  PRODUCT_ITEM_EXPORT_URL,
  updateProductItem,
} from '@/api/project/product-item';
import type { ItemKind } from '@/components/project-content';
import { resolveUrl } from '@/components/upload-shared';
import {
  PRODUCT_ITEM_TYPES,
  type ProductItemQuery,
  type ProjectProductItem,
} from '@/types/product';
import { ProductItemFields } from './product-item-fields';
import { searchProducts } from './product-options';

const TYPE_COLORS: Record<string, string> = {
  '1': 'blue',
  '2': 'green',
  '3': 'gold',
};

export const productItems: ItemKind<ProjectProductItem, ProductItemQuery> = {
  ns: 'project-product-item',
  perm: 'productItem',
  help: 'glossary:help.productItem',
  api: {
    list: listProductItem,
    get: getProductItem,
    add: addProductItem,
    update: updateProductItem,
    remove: delProductItem,
    exportUrl: PRODUCT_ITEM_EXPORT_URL,
  },
  owner: {
    key: 'productId',
    name: 'productName',
    width: 220,
    search: searchProducts,
    placeholder: 'productSearch',
  },
  types: PRODUCT_ITEM_TYPES,
  typeColor: (type) => TYPE_COLORS[type] ?? 'default',
  typeWidth: 130,
  value: {
    key: 'itemValue',
    // a picture shows as a thumbnail, a file as its link
    render: (row) => {
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
      return row.itemValue || '-';
    },
  },
  form: {
    width: 640,
    labelWidth: '130px',
    breakpoint: 'sm',
    defaults: {
      itemName: '',
      itemType: '1',
      itemValue: '',
      image: '',
      fileUrl: '',
      orderNum: 0,
      status: '0',
      remark: '',
    },
    fields: [],
    // each kind keeps only its own upload
    toSave: (values, record) => ({
      ...record,
      ...values,
      image: values.itemType === '2' ? (values.image ?? '') : '',
      fileUrl: values.itemType === '3' ? (values.fileUrl ?? '') : '',
    }),
  },
  Fields: ProductItemFields,
};
