/**
 * Products `/project/product`: per product column; the content block is rich
 * text sanitised before storage (and again by the public site); main image and
 * gallery images must be addresses a visitor may safely load.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { ProductRow } from '../../repositories/project-products.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  ProductAdd,
  ProductEdit,
  ProductQuery,
  ProductSchema,
} from '../../schemas/project-content.js';
import { checkLink, checkLinks } from '../../services/content-fields.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { sanitizeRichText } from '../../services/infra/sanitize.js';
import { CONTENT_STATUS, YES_NO } from './record.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';
import { actorOf, formData } from './content-access.js';
import { contentScope } from './content-scope.js';

type ProductBody = Static<typeof ProductAdd>;

export const PRODUCT_EXCEL: ExcelColumn<ProductRow>[] = [
  { key: 'productId', header: 'product.field.productId', type: 'number' },
  { key: 'navName', header: 'product.field.navId' },
  { key: 'productName', header: 'product.field.productName', width: 36 },
  { key: 'subtitle', header: 'product.field.subtitle', width: 30 },
  { key: 'size', header: 'product.field.size' },
  { key: 'keyPoints', header: 'product.field.keyPoints', width: 40 },
  { key: 'pinned', header: 'product.field.pinned', labels: YES_NO },
  { key: 'isNew', header: 'product.field.isNew', labels: YES_NO },
  { key: 'orderNum', header: 'product.field.orderNum', type: 'number' },
  { key: 'status', header: 'product.field.status', labels: CONTENT_STATUS },
  { key: 'createBy', header: 'product.field.createBy' },
  { key: 'createTime', header: 'product.field.createTime', width: 22 },
  { key: 'updateBy', header: 'product.field.updateBy' },
  { key: 'updateTime', header: 'product.field.updateTime', width: 22 },
];

const LOG_TITLE = 'Product';

export default async function productRoutes(app: RouteApp) {
  const repo = () => app.repos.products;

  /** Lists and exports show the content of columns in the user's scope. */
  const listScope = (req: FastifyRequest) =>
    contentScope(app, req).list('navigation', 'p.nav_id');

  const prepare = async (req: FastifyRequest, body: ProductBody) => {
    const t = (key: MessageKey) => req.t(key);
    if (!(await app.repos.navigation.findById(body.navId))) {
      throw new ServiceError(500, 'content.navMissing');
    }
    await contentScope(app, req).column(body.navId);
    return {
      ...body,
      contentBlock: sanitizeRichText(body.contentBlock),
      mainImage: checkLink(t, body.mainImage, 'product.field.mainImage'),
      images: checkLinks(t, body.images, 'product.field.images'),
    };
  };

  app.get(
    '/project/product/list',
    {
      config: { permission: 'project:product:list' },
      schema: {
        querystring: ProductQuery,
        response: { 200: TableData(ProductSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await repo().list(
        req.query,
        pageOf(req.query),
        await listScope(req),
      );
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.post(
    '/project/product/export',
    {
      config: {
        permission: 'project:product:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: ProductQuery },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'product.excel.sheet',
          filename: 'product',
          columns: PRODUCT_EXCEL,
        },
        await repo().listAll(req.body ?? {}, await listScope(req)),
      ),
  );

  app.get(
    '/project/product/:productId',
    {
      config: { permission: 'project:product:query' },
      schema: {
        params: Type.Object({ productId: Type.Integer() }),
        response: { 200: AjaxData(ProductSchema) },
      },
    },
    async (req) => {
      const id = req.params.productId;
      const row = await repo().findById(id);
      if (!row) throw new ServiceError(500, 'common.notExists');
      await contentScope(app, req).items('product', [id]);
      const data = await app.services.publishing.overlay('product', id, row);
      return { ...ok(req), data };
    },
  );

  app.post(
    '/project/product',
    {
      config: {
        permission: 'project:product:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: ProductAdd, response: { 200: AjaxResult } },
    },
    async function addProduct(req) {
      const data = await prepare(req, req.body);
      await app.services.publishing.create(
        'product',
        formData(ProductAdd, data),
        actorOf(req),
      );
      return ok(req);
    },
  );

  app.put(
    '/project/product',
    {
      config: {
        permission: 'project:product:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ProductEdit, response: { 200: AjaxResult } },
    },
    async function editProduct(req) {
      await contentScope(app, req).items('product', [req.body.productId]);
      const data = await prepare(req, req.body);
      await app.services.publishing.save(
        'product',
        req.body.productId,
        formData(ProductAdd, data),
        req.body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    '/project/product/:ids',
    {
      config: {
        permission: 'project:product:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ ids: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeProduct(req) {
      const ids = parseIds(req.params.ids);
      await contentScope(app, req).items('product', ids);
      const n = await app.services.publishing.remove(
        'product',
        ids,
        req.loginUser!.userName,
      );
      return toAjax(req, n);
    },
  );
}
