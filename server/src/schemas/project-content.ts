/**
 * Shapes of copy records, record items, products and product items as staff see
 * them, and the request bodies with labelled field rules.
 */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { PublishStateFilter, PublishStateProps } from './publishing.js';
import type { MessageKey } from '../i18n/index.js';
import { editFields, Field, LABEL_KEYWORD, withDefault } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);
const Int = Type.Integer();

const Times = {
  remark: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Int),
};

const choice = (key: MessageKey, values: string[]) =>
  Type.String({ [LABEL_KEYWORD]: key, enum: values });
const flag = (key: MessageKey) => choice(key, ['0', '1']);
const filter = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** Longest rich text accepted (a long article with inline markup). */
export const RICH_TEXT_MAX = 200_000;
export const BLOCKS_MAX = 50;

// ---- copy records --------------------------------------------------------

export const BLOCK_TYPES = ['text', 'image'];

export const ContentBlockSchema = Type.Object({
  type: Type.String(),
  title: Type.String(),
  body: Type.String(),
  image: Type.String(),
});

const ContentBlockBody = Type.Object({
  type: choice('record.block.type', BLOCK_TYPES),
  title: Field.optionalText('record.block.title', 200),
  body: Field.optionalText('record.block.body', 20_000),
  image: Field.optionalText('record.block.image', 500),
});

export const RecordSchema = Type.Object({
  ...PublishStateProps,
  recordId: Int,
  navId: Int,
  navName: NStr,
  title: Str,
  subtitle: Str,
  summary: Str,
  content: Type.Optional(Str),
  contentBlocks: Type.Optional(Type.Array(ContentBlockSchema)),
  mainImage: Str,
  pinned: Str,
  displayType: Str,
  totalViews: Int,
  jumpLink: Str,
  orderNum: Int,
  status: Str,
  ...Times,
});

export const RecordQuery = Type.Object({
  ...PublishStateFilter,
  ...PageQueryProps,
  navId: Type.Optional(Type.Integer()),
  title: filter(200),
  pinned: filter(1),
  displayType: filter(1),
  status: filter(1),
});

const RecordFields = {
  navId: Field.int('record.field.navId', { minimum: 1 }),
  title: Field.text('record.field.title', 200),
  subtitle: Field.optionalText('record.field.subtitle', 200),
  summary: Field.optionalText('record.field.summary', 1000),
  content: Field.optionalText('record.field.content', RICH_TEXT_MAX),
  contentBlocks: Type.Optional(
    Type.Array(ContentBlockBody, {
      [LABEL_KEYWORD]: 'record.field.contentBlocks',
      maxItems: BLOCKS_MAX,
    }),
  ),
  mainImage: Field.optionalText('record.field.mainImage', 500),
  pinned: flag('record.field.pinned'),
  displayType: choice('record.field.displayType', ['1', '2', '3']),
  jumpLink: Field.optionalText('record.field.jumpLink', 500),
  orderNum: Field.int('record.field.orderNum', { minimum: 0 }),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};
export const RecordAdd = Type.Object(RecordFields);
export const RecordEdit = Type.Object({
  recordId: Field.int('record.field.recordId'),
  version: Field.version(),
  ...editFields(RecordFields),
});

// ---- record items --------------------------------------------------------

export const RecordItemSchema = Type.Object({
  ...PublishStateProps,
  itemId: Int,
  recordId: Int,
  recordTitle: NStr,
  itemName: Str,
  itemType: Str,
  content: Type.Optional(Str),
  fileUrl: Str,
  fileName: Str,
  fileSize: Int,
  orderNum: Int,
  status: Str,
  ...Times,
});

export const RecordItemQuery = Type.Object({
  ...PublishStateFilter,
  ...PageQueryProps,
  recordId: Type.Optional(Type.Integer()),
  itemName: filter(200),
  itemType: filter(1),
  status: filter(1),
});

const RecordItemFields = {
  recordId: Field.int('recordItem.field.recordId', { minimum: 1 }),
  itemName: Field.text('recordItem.field.itemName', 200),
  itemType: choice('recordItem.field.itemType', ['1', '2']),
  content: Field.optionalText('recordItem.field.content', RICH_TEXT_MAX),
  fileUrl: Field.optionalText('recordItem.field.fileUrl', 500),
  fileName: Field.optionalText('recordItem.field.fileName', 200),
  fileSize: Field.optionalInt('recordItem.field.fileSize', { minimum: 0 }),
  orderNum: Field.int('recordItem.field.orderNum', { minimum: 0 }),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};
export const RecordItemAdd = Type.Object(RecordItemFields);
export const RecordItemEdit = Type.Object({
  itemId: Field.int('recordItem.field.itemId'),
  version: Field.version(),
  ...editFields(RecordItemFields),
});

// ---- products ------------------------------------------------------------

export const ProductSchema = Type.Object({
  ...PublishStateProps,
  productId: Int,
  navId: Int,
  navName: NStr,
  productName: Str,
  subtitle: Str,
  size: Str,
  contentBlock: Type.Optional(Str),
  keyPoints: Str,
  mainImage: Str,
  images: Str,
  pinned: Str,
  isNew: Str,
  orderNum: Int,
  status: Str,
  ...Times,
});

export const ProductQuery = Type.Object({
  ...PublishStateFilter,
  ...PageQueryProps,
  navId: Type.Optional(Type.Integer()),
  productName: filter(200),
  pinned: filter(1),
  isNew: filter(1),
  status: filter(1),
});

const ProductFields = {
  navId: Field.int('product.field.navId', { minimum: 1 }),
  productName: Field.text('product.field.productName', 200),
  subtitle: Field.optionalText('product.field.subtitle', 200),
  size: Field.optionalText('product.field.size', 200),
  contentBlock: Field.optionalText('product.field.contentBlock', RICH_TEXT_MAX),
  keyPoints: Field.optionalText('product.field.keyPoints', 2000),
  mainImage: Field.optionalText('product.field.mainImage', 500),
  images: Field.optionalText('product.field.images', 4000),
  pinned: flag('product.field.pinned'),
  isNew: flag('product.field.isNew'),
  orderNum: Field.int('product.field.orderNum', { minimum: 0 }),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};
export const ProductAdd = Type.Object(ProductFields);
export const ProductEdit = Type.Object({
  productId: Field.int('product.field.productId'),
  version: Field.version(),
  ...editFields(ProductFields),
});

// ---- product items -------------------------------------------------------

export const ProductItemSchema = Type.Object({
  ...PublishStateProps,
  itemId: Int,
  productId: Int,
  productName: NStr,
  itemName: Str,
  itemType: Str,
  itemValue: Str,
  image: Str,
  fileUrl: Str,
  orderNum: Int,
  status: Str,
  ...Times,
});

export const ProductItemQuery = Type.Object({
  ...PublishStateFilter,
  ...PageQueryProps,
  productId: Type.Optional(Type.Integer()),
  itemName: filter(200),
  itemType: filter(1),
  status: filter(1),
});

const ProductItemFields = {
  productId: Field.int('productItem.field.productId', { minimum: 1 }),
  itemName: Field.text('productItem.field.itemName', 200),
  itemType: choice('productItem.field.itemType', ['1', '2', '3']),
  itemValue: Field.optionalText('productItem.field.itemValue', 2000),
  image: Field.optionalText('productItem.field.image', 500),
  fileUrl: Field.optionalText('productItem.field.fileUrl', 500),
  orderNum: Field.int('productItem.field.orderNum', { minimum: 0 }),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};
export const ProductItemAdd = Type.Object(ProductItemFields);
export const ProductItemEdit = Type.Object({
  itemId: Field.int('productItem.field.itemId'),
  version: Field.version(),
  ...editFields(ProductItemFields),
});
