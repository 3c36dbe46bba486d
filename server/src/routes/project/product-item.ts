/**
 * Product items `/project/productItem`: a product's specification rows (type
 * '1'), gallery pictures (type '2', an image address) and files (type '3', an
 * upload under /profile/).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { ProductItemRow } from '../../repositories/project-product-items.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  ProductItemAdd,
  ProductItemEdit,
  ProductItemQuery,
  ProductItemSchema,
} from '../../schemas/project-content.js';
import { checkLink, checkUpload } from '../../services/content-fields.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { CONTENT_STATUS } from './record.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

type ProductItemBody = Static<typeof ProductItemAdd>;

const ITEM_TYPES: Readonly<Record<string, MessageKey>> = {
  '1': 'label.productItemType.1',
  '2': 'label.productItemType.2',
  '3': 'label.productItemType.3',
};

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

const LOG_TITLE = 'Product item';

export default async function productItemRoutes(app: RouteApp) {
  const repo = () => app.repos.productItems;

  /** The product must exist; image and file items need their upload. */
  const prepare = async (req: FastifyRequest, body: ProductItemBody) => {
    const t = (key: MessageKey) => req.t(key);
    if (!(await app.repos.products.findById(body.productId))) {
      throw new ServiceError(500, 'productItem.productMissing');
    }
    const image = checkLink(t, body.image, 'productItem.field.image');
    const fileUrl = checkUpload(t, body.fileUrl, 'productItem.field.fileUrl');
    if (body.itemType === '2' && !image) {
      throw new ServiceError(500, 'productItem.imageRequired');
    }
    if (body.itemType === '3' && !fileUrl) {
      throw new ServiceError(500, 'productItem.fileRequired');
    }
    return { ...body, image, fileUrl };
  };

  app.get(
    '/project/productItem/list',
    {
      config: { permission: 'project:productItem:list' },
      schema: {
        querystring: ProductItemQuery,
        response: { 200: TableData(ProductItemSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await repo().list(req.query, pageOf(req.query));
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.post(
    '/project/productItem/export',
    {
      config: {
        permission: 'project:productItem:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: ProductItemQuery },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'productItem.excel.sheet',
          filename: 'product_item',
          columns: PRODUCT_ITEM_EXCEL,
        },
        await repo().listAll(req.body ?? {}),
      ),
  );

  app.get(
    '/project/productItem/:itemId',
    {
      config: { permission: 'project:productItem:query' },
      schema: {
        params: Type.Object({ itemId: Type.Integer() }),
        response: { 200: AjaxData(ProductItemSchema) },
      },
    },
    async (req) => {
      const row = await repo().findById(req.params.itemId);
      if (!row) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: row };
    },
  );

  app.post(
    '/project/productItem',
    {
      config: {
        permission: 'project:productItem:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: ProductItemAdd, response: { 200: AjaxResult } },
    },
    async function addProductItem(req) {
      const data = await prepare(req, req.body);
      await repo().insert(data, req.loginUser!.userName);
      return ok(req);
    },
  );

  app.put(
    '/project/productItem',
    {
      config: {
        permission: 'project:productItem:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ProductItemEdit, response: { 200: AjaxResult } },
    },
    async function editProductItem(req) {
      const data = await prepare(req, req.body);
      await repo().update(
        req.body.itemId,
        data,
        req.body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    '/project/productItem/:ids',
    {
      config: {
        permission: 'project:productItem:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ ids: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeProductItem(req) {
      const n = await repo().deleteByIds(parseIds(req.params.ids));
      return toAjax(req, n);
    },
  );
}
