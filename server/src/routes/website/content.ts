import { Type, type Static } from '@sinclair/typebox';
import {
  ColumnResponse,
  HomeResponse,
  IdParam,
  MidQuery,
  NavigationResponse,
  PagingQuery,
  ProductListResponse,
  ProductResponse,
  RecordListResponse,
  RecordResponse,
} from '../../schemas/website.js';
import { ServiceError } from '../../errors.js';
import { previewSite } from '../../services/publishing/preview-scope.js';
import type { Paging } from '../../services/website.js';
import type { RouteApp } from '../lib/route-app.js';

const PAGE_SIZE_DEFAULT = 10;
const PAGE_SIZE_MAX = 50;

/** A numeric id from the path or query; anything else is "not found". */
export function parseId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new ServiceError(404, 'website.notFound');
  }
  return Number(value);
}

function parsePaging(q: Static<typeof PagingQuery>): Paging {
  const num = (v: string | undefined, fallback: number, max: number) => {
    const n = /^\d{1,6}$/.test(v ?? '') ? Number(v) : 0;
    return n >= 1 ? Math.min(n, max) : fallback;
  };
  return {
    pageNum: num(q.pageNum, 1, 100_000),
    pageSize: num(q.pageSize, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  };
}

const NavIdParams = Type.Object({ navId: IdParam });
const RecordIdParams = Type.Object({ recordId: IdParam });
const ProductIdParams = Type.Object({ productId: IdParam });

const PUBLIC = { public: true } as const;

/**
 * Read-only public content: `/website/...`, no token. Inside a preview's
 * render, the site with the link's drafts published.
 */
export default async function websiteContentRoutes(app: RouteApp) {
  const site = () => previewSite.getStore() ?? app.services.website;

  app.get(
    '/navigation',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary: 'Shown navigation tree (header and footer)',
        response: { 200: NavigationResponse },
      },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.querySuccess'),
      data: await site().navigation(),
    }),
  );

  app.get(
    '/home',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary: 'Home page: welcome copy, news, business, products',
        response: { 200: HomeResponse },
      },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.querySuccess'),
      data: await site().home(),
    }),
  );

  app.get(
    '/columns/:navId',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary: 'A column: trail, child columns, copy blocks',
        params: NavIdParams,
        response: { 200: ColumnResponse },
      },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.querySuccess'),
      data: await site().column(parseId(req.params.navId)),
    }),
  );

  app.get(
    '/columns/:navId/records',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary: 'Records of a column and its child columns (paged)',
        params: NavIdParams,
        querystring: PagingQuery,
        response: { 200: RecordListResponse },
      },
    },
    async (req) => {
      const { rows, total, images } = await site().records(
        parseId(req.params.navId),
        parsePaging(req.query),
      );
      const msg = req.t('common.querySuccess');
      return { code: 200, msg, rows, total, images };
    },
  );

  app.get(
    '/columns/:navId/products',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary: 'Products of a column and its child columns (paged)',
        params: NavIdParams,
        querystring: PagingQuery,
        response: { 200: ProductListResponse },
      },
    },
    async (req) => {
      const { rows, total, images } = await site().products(
        parseId(req.params.navId),
        parsePaging(req.query),
      );
      const msg = req.t('common.querySuccess');
      return { code: 200, msg, rows, total, images };
    },
  );

  app.get(
    '/records/:recordId',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary:
          'One record under column mid (counts a view once per visitor per 30 min)',
        params: RecordIdParams,
        querystring: MidQuery,
        response: { 200: RecordResponse },
      },
    },
    async (req, reply) => {
      const recordId = parseId(req.params.recordId);
      const mid = req.query.mid === undefined ? 0 : parseId(req.query.mid);
      const data = await site().record(recordId, mid, req.ip);
      // Revalidate on every visit so the view counter sees it.
      reply.header('Cache-Control', 'no-cache');
      return { code: 200, msg: req.t('common.querySuccess'), data };
    },
  );

  app.get(
    '/products/:productId',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary: 'One product under column mid, with its specification rows',
        params: ProductIdParams,
        querystring: MidQuery,
        response: { 200: ProductResponse },
      },
    },
    async (req) => {
      const productId = parseId(req.params.productId);
      const mid = req.query.mid === undefined ? 0 : parseId(req.query.mid);
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        data: await site().product(productId, mid),
      };
    },
  );
}
