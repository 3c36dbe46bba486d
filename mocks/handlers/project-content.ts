/**
 * msw handlers for /project/record, /project/recordItem, /project/product and
 * /project/productItem over their models (../model). Column names come from
 * the navigation table of `project-nav.ts` (use both handler lists together).
 */
import { http, HttpResponse } from 'msw';
import type {
  ProjectProduct,
  ProjectProductItem,
} from '../../src/types/product';
import type { ProjectRecord, ProjectRecordItem } from '../../src/types/record';
import { projectNavDb } from './project-nav';
import { Model, pageOf } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

const STALE =
  'Someone else changed this record after you opened it. Reload it and make your changes again.';
const MISSING = 'The record does not exist or has been deleted';

const RECORD_SEED: ProjectRecord[] = [
  [1, 3, 'Spring sale', '1', '2', 120],
  [2, 3, 'Office moved', '0', '1', 45],
  [3, 6, 'Company brochure', '0', '1', 7],
].map(([recordId, navId, title, pinned, displayType, totalViews]) => ({
  recordId: recordId as number,
  navId: navId as number,
  title: title as string,
  subtitle: '',
  summary: `${title as string} summary`,
  content: `<p>${title as string}</p>`,
  contentBlocks: [],
  mainImage: '',
  pinned: pinned as string,
  displayType: displayType as string,
  totalViews: totalViews as number,
  jumpLink: '',
  orderNum: recordId as number,
  status: '0',
  createBy: 'admin',
  createTime: `2025-0${recordId as number}-01 10:00:00`,
  updateBy: '',
  updateTime: null,
  version: 0,
}));

const RECORD_ITEM_SEED: ProjectRecordItem[] = [
  {
    itemId: 1,
    recordId: 3,
    itemName: 'Brochure (PDF)',
    itemType: '2',
    content: '',
    fileUrl: '/profile/upload/demo/company.pdf',
    fileName: 'company.pdf',
    fileSize: 209099,
    orderNum: 1,
    status: '0',
    createTime: '2025-03-01 10:00:00',
    version: 0,
  },
  {
    itemId: 2,
    recordId: 1,
    itemName: 'Terms',
    itemType: '1',
    content: '<p>Terms apply.</p>',
    fileUrl: '',
    fileName: '',
    fileSize: 0,
    orderNum: 1,
    status: '0',
    createTime: '2025-01-01 10:00:00',
    version: 0,
  },
];

const PRODUCT_SEED: ProjectProduct[] = [
  [1, 21, 'Scanner SC-100', '1', '1'],
  [2, 21, 'Printer PR-200', '0', '0'],
].map(([productId, navId, productName, pinned, isNew]) => ({
  productId: productId as number,
  navId: navId as number,
  productName: productName as string,
  subtitle: '',
  size: 'W300×D200×H150mm',
  contentBlock: `<p>${productName as string}</p>`,
  keyPoints: 'Fast\nQuiet',
  mainImage: '/profile/upload/demo/p.png',
  images: '',
  pinned: pinned as string,
  isNew: isNew as string,
  orderNum: productId as number,
  status: '0',
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  version: 0,
}));

const PRODUCT_ITEM_SEED: ProjectProductItem[] = [
  {
    itemId: 1,
    productId: 1,
    itemName: 'Speed',
    itemType: '1',
    itemValue: '60 pages/min',
    image: '',
    fileUrl: '',
    orderNum: 1,
    status: '0',
    createTime: '2025-01-01 10:00:00',
    version: 0,
  },
];

export const projectContentDb = {
  records: new Model<ProjectRecord, 'recordId'>('recordId', () =>
    RECORD_SEED.map((r) => ({ ...r })),
  ),
  recordItems: new Model<ProjectRecordItem, 'itemId'>('itemId', () =>
    RECORD_ITEM_SEED.map((r) => ({ ...r })),
  ),
  products: new Model<ProjectProduct, 'productId'>('productId', () =>
    PRODUCT_SEED.map((r) => ({ ...r })),
  ),
  productItems: new Model<ProjectProductItem, 'itemId'>('itemId', () =>
    PRODUCT_ITEM_SEED.map((r) => ({ ...r })),
  ),
  /** Bodies of every add / edit, in order (what the screens sent). */
  sent: [] as { method: string; path: string; body: unknown }[],
};

export function resetProjectContentMock(): void {
  projectContentDb.records.reset();
  projectContentDb.recordItems.reset();
  projectContentDb.products.reset();
  projectContentDb.productItems.reset();
  projectContentDb.sent = [];
}

function guard(request: Request, perm: string) {
  const account = accountOf(request);
  if (!account) return unauthorized(request);
  const perms = account.permissions;
  if (!perms.includes('*:*:*') && !perms.includes(perm)) {
    return fail(403, 'No permission, please contact the administrator');
  }
  return null;
}

const XLSX = () =>
  new HttpResponse(new Blob(['xlsx']), {
    headers: {
      'Content-Type':
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  });

/** The column and every column below it (navigation ancestors). */
function underColumn(navId: number | undefined, id: string | null): boolean {
  if (!id) return true;
  if (navId === undefined) return false;
  const nav = projectNavDb.navigation.rows.find((n) => n.navId === navId);
  return (
    navId === Number(id) ||
    !!nav?.ancestors?.split(',').includes(String(Number(id)))
  );
}

const navName = (navId?: number) =>
  projectNavDb.navigation.rows.find((n) => n.navId === navId)?.navName ?? null;

interface Resource<T extends object, K extends keyof T & string> {
  path: string;
  perm: string;
  model: Model<T, K>;
  matches: (row: T, q: URLSearchParams) => boolean;
  /** Joined display fields of list and detail answers. */
  decorate: (row: T) => T;
  /** Fields the list leaves out. */
  heavy?: (keyof T & string)[];
}

function resourceHandlers<
  T extends { version?: number },
  K extends keyof T & string,
>(r: Resource<T, K>) {
  const idOf = (row: T) => row[r.model.key];
  const list = (q: URLSearchParams) => {
    let rows = r.model.rows.filter((row) => r.matches(row, q));
    const by = q.get('orderByColumn') as (keyof T & string) | null;
    if (by) {
      const dir = q.get('isAsc')?.startsWith('desc') ? -1 : 1;
      rows = [...rows].sort((a, b) =>
        (a[by] as number | string) > (b[by] as number | string) ? dir : -dir,
      );
    }
    return rows.map((row) => {
      const out = { ...r.decorate(row) } as Record<string, unknown>;
      for (const k of r.heavy ?? []) delete out[k];
      return out;
    });
  };
  return [
    http.get(`*/project/${r.path}/list`, ({ request }) => {
      const denied = guard(request, `project:${r.perm}:list`);
      if (denied) return denied;
      const q = new URL(request.url).searchParams;
      return ok(pageOf(list(q), q));
    }),
    http.post(`*/project/${r.path}/export`, async ({ request }) => {
      const denied = guard(request, `project:${r.perm}:export`);
      if (denied) return denied;
      projectContentDb.sent.push({
        method: 'EXPORT',
        path: r.path,
        body: await request.text(),
      });
      return XLSX();
    }),
    http.get(`*/project/${r.path}/:id`, ({ request, params }) => {
      const denied = guard(request, `project:${r.perm}:query`);
      if (denied) return denied;
      const row = r.model.find(Number(params.id) as T[K]);
      return row ? ok({ data: r.decorate(row) }) : fail(500, MISSING);
    }),
    http.post(`*/project/${r.path}`, async ({ request }) => {
      const denied = guard(request, `project:${r.perm}:add`);
      if (denied) return denied;
      const body = (await request.json()) as T;
      projectContentDb.sent.push({ method: 'POST', path: r.path, body });
      r.model.create({
        ...body,
        createBy: 'admin',
        createTime: '2025-06-01 10:00:00',
        version: 0,
      });
      return ok();
    }),
    http.put(`*/project/${r.path}`, async ({ request }) => {
      const denied = guard(request, `project:${r.perm}:edit`);
      if (denied) return denied;
      const body = (await request.json()) as T;
      projectContentDb.sent.push({ method: 'PUT', path: r.path, body });
      const row = r.model.find(idOf(body));
      if (!row) return fail(500, MISSING);
      if (body.version !== row.version) return fail(500, STALE);
      r.model.update(idOf(body), {
        ...body,
        updateBy: 'admin',
        updateTime: '2025-06-02 10:00:00',
        version: (row.version ?? 0) + 1,
      });
      return ok();
    }),
    http.delete(`*/project/${r.path}/:ids`, ({ request, params }) => {
      const denied = guard(request, `project:${r.perm}:remove`);
      if (denied) return denied;
      const ids = String(params.ids).split(',').map(Number);
      const removed = r.model.remove(ids as T[K][]);
      return removed ? ok() : fail(500, 'Operation failed');
    }),
  ];
}

const has = (v: string | undefined, q: string | null) =>
  !q || (v ?? '').includes(q);
const is = (v: string | number | undefined, q: string | null) =>
  !q || String(v) === q;

export const projectContentHandlers = [
  ...resourceHandlers({
    path: 'record',
    perm: 'record',
    model: projectContentDb.records,
    matches: (row, q) =>
      underColumn(row.navId, q.get('navId')) &&
      has(row.title, q.get('title')) &&
      is(row.pinned, q.get('pinned')) &&
      is(row.displayType, q.get('displayType')) &&
      is(row.status, q.get('status')),
    decorate: (row) => ({ ...row, navName: navName(row.navId) }),
    heavy: ['content', 'contentBlocks'],
  }),
  ...resourceHandlers({
    path: 'recordItem',
    perm: 'recordItem',
    model: projectContentDb.recordItems,
    matches: (row, q) =>
      is(row.recordId, q.get('recordId')) &&
      has(row.itemName, q.get('itemName')) &&
      is(row.itemType, q.get('itemType')) &&
      is(row.status, q.get('status')),
    decorate: (row) => ({
      ...row,
      recordTitle: projectContentDb.records.find(row.recordId)?.title ?? null,
    }),
    heavy: ['content'],
  }),
  ...resourceHandlers({
    path: 'product',
    perm: 'product',
    model: projectContentDb.products,
    matches: (row, q) =>
      underColumn(row.navId, q.get('navId')) &&
      has(row.productName, q.get('productName')) &&
      is(row.pinned, q.get('pinned')) &&
      is(row.isNew, q.get('isNew')) &&
      is(row.status, q.get('status')),
    decorate: (row) => ({ ...row, navName: navName(row.navId) }),
    heavy: ['contentBlock'],
  }),
  ...resourceHandlers({
    path: 'productItem',
    perm: 'productItem',
    model: projectContentDb.productItems,
    matches: (row, q) =>
      is(row.productId, q.get('productId')) &&
      has(row.itemName, q.get('itemName')) &&
      is(row.itemType, q.get('itemType')) &&
      is(row.status, q.get('status')),
    decorate: (row) => ({
      ...row,
      productName:
        projectContentDb.products.find(row.productId)?.productName ?? null,
    }),
  }),
];
