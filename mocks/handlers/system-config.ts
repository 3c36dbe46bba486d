/** msw handlers for /system/config management over the parameter model. */
import { http, HttpResponse } from 'msw';
import type { SysConfig } from '../../src/types/system';
import { Model, pageOf } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';

const SEED: SysConfig[] = [
  ['Main frame - default skin', 'sys.index.skinName', 'skin-blue', 'Y', 'Y'],
  ['User - initial password', 'sys.user.initPassword', '123456', 'Y', 'N'],
  ['Account - captcha enabled', 'sys.account.captchaEnabled', 'true', 'Y', 'Y'],
  ['Site - banner', 'site.banner.text', 'Welcome', 'N', 'N'],
].map(([configName, configKey, configValue, configType, isPublic], i) => ({
  configId: i + 1,
  configName,
  configKey,
  configValue,
  configType,
  isPublic,
  remark: '',
  createTime: '2024-01-01 10:00:00',
  version: 0,
}));

export const configDb = Object.assign(
  new Model<SysConfig, 'configId'>(
    'configId',
    () => SEED.map((c) => ({ ...c })),
    100,
  ),
  { refreshed: 0 },
);

export function resetConfigMock(): void {
  configDb.reset();
  configDb.refreshed = 0;
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

const keyTaken = (c: SysConfig) =>
  configDb.rows.some(
    (r) => r.configKey === c.configKey && r.configId !== c.configId,
  );

export const configHandlers = [
  http.get('*/system/config/list', ({ request }) => {
    const denied = guard(request, 'system:config:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const has = (v: string, p: string | null) => !p || v.includes(p);
    const rows = configDb.rows.filter(
      (c) =>
        has(c.configName, q.get('configName')) &&
        has(c.configKey, q.get('configKey')) &&
        (!q.get('configType') || c.configType === q.get('configType')),
    );
    return ok(pageOf(rows, q));
  }),

  http.post('*/system/config/export', ({ request }) => {
    const denied = guard(request, 'system:config:export');
    if (denied) return denied;
    return new HttpResponse(new Blob(['xlsx']), {
      headers: {
        'Content-Type':
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
  }),

  http.delete('*/system/config/refreshCache', ({ request }) => {
    const denied = guard(request, 'system:config:remove');
    if (denied) return denied;
    configDb.refreshed++;
    return ok();
  }),

  http.get('*/system/config/:id', ({ request, params }) => {
    const denied = guard(request, 'system:config:query');
    if (denied) return denied;
    const row = configDb.find(Number(params.id));
    return row ? ok({ data: row }) : fail(500, 'The record does not exist');
  }),

  http.post('*/system/config', async ({ request }) => {
    const denied = guard(request, 'system:config:add');
    if (denied) return denied;
    const body = (await request.json()) as SysConfig;
    if (keyTaken(body)) {
      return fail(
        500,
        `Failed to add parameter '${body.configName}': the parameter key already exists`,
      );
    }
    configDb.create({ ...body, version: 0 });
    return ok();
  }),

  http.put('*/system/config', async ({ request }) => {
    const denied = guard(request, 'system:config:edit');
    if (denied) return denied;
    const body = (await request.json()) as SysConfig;
    const row = configDb.find(body.configId);
    if (!row) return fail(500, 'The record does not exist');
    if (body.version !== row.version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    if (keyTaken(body)) {
      return fail(
        500,
        `Failed to modify parameter '${body.configName}': the parameter key already exists`,
      );
    }
    configDb.update(body.configId, {
      ...body,
      version: (body.version ?? 0) + 1,
    });
    return ok();
  }),

  http.delete('*/system/config/:ids', ({ request, params }) => {
    const denied = guard(request, 'system:config:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    const builtIn = configDb.rows.find(
      (c) => ids.includes(c.configId!) && c.configType === 'Y',
    );
    if (builtIn) {
      return fail(
        500,
        `Built-in parameter [${builtIn.configKey}] cannot be deleted`,
      );
    }
    configDb.remove(ids);
    return ok();
  }),
];
