/**
 * msw handlers for dictionary management over the dictionary models, seeded
 * from the lookup dictionaries of mocks/db.ts (the lookups read them too).
 */
import { http, HttpResponse } from 'msw';
import type { SysDictType } from '../../src/types/dict';
import type { SysDictData } from '../../src/types/system';
import { DICTS } from '../db';
import { Model, pageOf } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

/** Dictionary types and their data, as two models, from mocks/db.ts's DICTS. */
export const dictDb = {
  types: new Model<SysDictType, 'dictId'>(
    'dictId',
    () =>
      Object.keys(DICTS).map((dictType, i) => ({
        dictId: i + 1,
        dictName: dictType.replace(/^sys_/, '').replace(/_/g, ' '),
        dictType,
        status: '0',
        remark: '',
        createTime: '2024-01-01 10:00:00',
        version: 0,
      })),
    1000,
  ),
  data: new Model<SysDictData, 'dictCode'>(
    'dictCode',
    () =>
      Object.values(DICTS)
        .flat()
        .map((d, i) => ({
          ...d,
          dictCode: i + 1,
          version: 0,
          createTime: '2024-01-01 10:00:00',
        })),
    1000,
  ),
  refreshed: 0,
};

export function resetDictMock(): void {
  dictDb.types.reset();
  dictDb.data.reset();
  dictDb.refreshed = 0;
}

/** The lookup of a type (`/system/dict/data/type/{dictType}`): its enabled data in order. */
export function dictDataOf(dictType: string): SysDictData[] {
  return dictDb.data.rows
    .filter((d) => d.dictType === dictType && d.status === '0')
    .sort((a, b) => (a.dictSort ?? 0) - (b.dictSort ?? 0));
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

const page = <T>(rows: T[], q: URLSearchParams) => ok(pageOf(rows, q));

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
      dictDb.types.rows.filter(
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
    return ok({ data: dictDb.types.rows });
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
    const row = dictDb.types.find(Number(params.id));
    return row ? ok({ data: row }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/dict/type', async ({ request }) => {
    const denied = guard(request, 'system:dict:add');
    if (denied) return denied;
    const body = (await request.json()) as SysDictType;
    if (dictDb.types.rows.some((d) => d.dictType === body.dictType)) {
      return fail(
        500,
        `Failed to add dictionary '${body.dictName}': the dictionary type already exists`,
      );
    }
    dictDb.types.create({ ...body, version: 0 });
    return ok();
  }),

  http.put('*/system/dict/type', async ({ request }) => {
    const denied = guard(request, 'system:dict:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysDictType;
    const type = dictDb.types.find(body.dictId);
    if (!type) return fail(500, 'The record does not exist');
    if (body.version !== type.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    const before = type.dictType;
    for (const d of dictDb.data.rows) {
      if (d.dictType === before) d.dictType = body.dictType;
    }
    dictDb.types.update(body.dictId, {
      ...body,
      version: (body.version ?? 0) + 1,
    });
    return ok();
  }),

  http.delete('*/system/dict/type/:ids', ({ request, params }) => {
    const denied = guard(request, 'system:dict:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    const used = dictDb.types.rows.find(
      (t) =>
        ids.includes(t.dictId!) &&
        dictDb.data.rows.some((d) => d.dictType === t.dictType),
    );
    if (used) {
      return fail(
        500,
        `${used.dictName} has dictionary data and cannot be deleted`,
      );
    }
    dictDb.types.remove(ids);
    return ok();
  }),

  http.get('*/system/dict/data/list', ({ request }) => {
    const denied = guard(request, 'system:dict:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    return page(
      dictDb.data.rows
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
    const row = dictDb.data.find(Number(params.code));
    return row ? ok({ data: row }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/dict/data', async ({ request }) => {
    const denied = guard(request, 'system:dict:add');
    if (denied) return denied;
    const body = (await request.json()) as SysDictData;
    dictDb.data.create({ ...body, version: 0 });
    return ok();
  }),

  http.put('*/system/dict/data', async ({ request }) => {
    const denied = guard(request, 'system:dict:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysDictData;
    const row = dictDb.data.find(body.dictCode);
    if (!row) return fail(500, 'The record does not exist');
    if (body.version !== row.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    dictDb.data.update(body.dictCode, {
      ...body,
      version: (body.version ?? 0) + 1,
    });
    return ok();
  }),

  http.delete('*/system/dict/data/:codes', ({ request, params }) => {
    const denied = guard(request, 'system:dict:remove');
    if (denied) return denied;
    const codes = String(params.codes).split(',').map(Number);
    dictDb.data.remove(codes);
    return ok();
  }),
];
