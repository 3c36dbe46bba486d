/**
 * msw handlers for dictionary management over in-memory tables seeded from the
 * lookup dictionaries of mocks/db.ts.
 */
import { http, HttpResponse } from 'msw';
import type { SysDictType } from '../../src/types/dict';
import type { SysDictData } from '../../src/types/system';
import { DICTS } from '../db';
import { accountOf, fail, ok, unauthorized } from './shared';

export const dictDb = {
  types: [] as SysDictType[],
  data: [] as SysDictData[],
  nextId: 100,
  refreshed: 0,
};

export function resetDictMock(): void {
  dictDb.types = Object.keys(DICTS).map((dictType, i) => ({
    dictId: i + 1,
    dictName: dictType.replace(/^sys_/, '').replace(/_/g, ' '),
    dictType,
    status: '0',
    remark: '',
    createTime: '2024-01-01 10:00:00',
    version: 0,
  }));
  dictDb.data = Object.values(DICTS)
    .flat()
    .map((d, i) => ({
      ...d,
      dictCode: i + 1,
      version: 0,
      createTime: '2024-01-01 10:00:00',
    }));
  dictDb.nextId = 1000;
  dictDb.refreshed = 0;
}
resetDictMock();

function guard(request: Request, perm: string) {
  const account = accountOf(request);
  if (!account) return unauthorized(request);
  const perms = account.permissions;
  if (!perms.includes('*:*:*') && !perms.includes(perm)) {
    return fail(403, 'No permission, please contact the administrator');
  }
  return null;
}

function page<T>(rows: T[], q: URLSearchParams) {
  const pageNum = Number(q.get('pageNum') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 10);
  return ok({
    rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
  });
}

const xlsx = () =>
  new HttpResponse(new Blob(['xlsx']), {
    headers: {
      'Content-Type':
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  });

const has = (v: string, p: string | null) => !p || v.includes(p);

export const dictHandlers = [
  http.get('*/system/dict/type/list', ({ request }) => {
    const denied = guard(request, 'system:dict:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    return page(
      dictDb.types.filter(
        (d) =>
          has(d.dictName, q.get('dictName')) &&
          has(d.dictType, q.get('dictType')) &&
          (!q.get('status') || d.status === q.get('status')),
      ),
      q,
    );
  }),

  http.post('*/system/dict/type/export', ({ request }) => {
    return guard(request, 'system:dict:export') ?? xlsx();
  }),

  http.get('*/system/dict/type/optionselect', ({ request }) => {
    if (!accountOf(request)) return unauthorized(request);
    return ok({ data: dictDb.types });
  }),

  http.delete('*/system/dict/type/refreshCache', ({ request }) => {
    const denied = guard(request, 'system:dict:remove');
    if (denied) return denied;
    dictDb.refreshed++;
    return ok();
  }),

  http.get('*/system/dict/type/:id', ({ request, params }) => {
    const denied = guard(request, 'system:dict:query');
    if (denied) return denied;
    const row = dictDb.types.find((d) => d.dictId === Number(params.id));
    return row ? ok({ data: row }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/dict/type', async ({ request }) => {
    const denied = guard(request, 'system:dict:add');
    if (denied) return denied;
    const body = (await request.json()) as SysDictType;
    if (dictDb.types.some((d) => d.dictType === body.dictType)) {
      return fail(
        500,
        `Failed to add dictionary '${body.dictName}': the dictionary type already exists`,
      );
    }
    dictDb.types.push({ ...body, dictId: dictDb.nextId++, version: 0 });
    return ok();
  }),

  http.put('*/system/dict/type', async ({ request }) => {
    const denied = guard(request, 'system:dict:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysDictType;
    const i = dictDb.types.findIndex((d) => d.dictId === body.dictId);
    if (i < 0) return fail(500, 'The record does not exist');
    if (body.version !== dictDb.types[i].version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    const before = dictDb.types[i].dictType;
    for (const d of dictDb.data) {
      if (d.dictType === before) d.dictType = body.dictType;
    }
    dictDb.types[i] = { ...body, version: (body.version ?? 0) + 1 };
    return ok();
  }),

  http.delete('*/system/dict/type/:ids', ({ request, params }) => {
    const denied = guard(request, 'system:dict:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    const used = dictDb.types.find(
      (t) =>
        ids.includes(t.dictId!) &&
        dictDb.data.some((d) => d.dictType === t.dictType),
    );
    if (used) {
      return fail(
        500,
        `${used.dictName} has dictionary data and cannot be deleted`,
      );
    }
    dictDb.types = dictDb.types.filter((t) => !ids.includes(t.dictId!));
    return ok();
  }),

  http.get('*/system/dict/data/list', ({ request }) => {
    const denied = guard(request, 'system:dict:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    return page(
      dictDb.data
        .filter(
          (d) =>
            (!q.get('dictType') || d.dictType === q.get('dictType')) &&
            has(d.dictLabel, q.get('dictLabel')) &&
            (!q.get('status') || d.status === q.get('status')),
        )
        .sort((a, b) => (a.dictSort ?? 0) - (b.dictSort ?? 0)),
      q,
    );
  }),

  http.post('*/system/dict/data/export', ({ request }) => {
    return guard(request, 'system:dict:export') ?? xlsx();
  }),

  http.get('*/system/dict/data/:code', ({ request, params }) => {
    // the lookup `/type/{dictType}` belongs to the shared handlers
    if (!/^\d+$/.test(String(params.code))) return undefined;
    const denied = guard(request, 'system:dict:query');
    if (denied) return denied;
    const row = dictDb.data.find((d) => d.dictCode === Number(params.code));
    return row ? ok({ data: row }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/dict/data', async ({ request }) => {
    const denied = guard(request, 'system:dict:add');
    if (denied) return denied;
    const body = (await request.json()) as SysDictData;
    dictDb.data.push({ ...body, dictCode: dictDb.nextId++, version: 0 });
    return ok();
  }),

  http.put('*/system/dict/data', async ({ request }) => {
    const denied = guard(request, 'system:dict:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysDictData;
    const i = dictDb.data.findIndex((d) => d.dictCode === body.dictCode);
    if (i < 0) return fail(500, 'The record does not exist');
    if (body.version !== dictDb.data[i].version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    dictDb.data[i] = { ...body, version: (body.version ?? 0) + 1 };
    return ok();
  }),

  http.delete('*/system/dict/data/:codes', ({ request, params }) => {
    const denied = guard(request, 'system:dict:remove');
    if (denied) return denied;
    const codes = String(params.codes).split(',').map(Number);
    dictDb.data = dictDb.data.filter((d) => !codes.includes(d.dictCode!));
    return ok();
  }),
];
