import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { createSession, db } from '../../../mocks/db';
import { changeServerLanguage } from '@/api/i18n';
import { getCodeImg, getInfo, register } from '@/api/login';
import { getRouters } from '@/api/menu';
import {
  delConfig,
  getConfigKey,
  listConfig,
  refreshCache,
} from '@/api/system/config';
import { delData, getDicts, listData } from '@/api/system/dict/data';

function record() {
  const calls: {
    method: string;
    path: string;
    search: string;
    auth: string | null;
  }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      auth: request.headers.get('Authorization'),
    });
  });
  return calls;
}

describe('API modules', () => {
  it('captcha and register send no token; getInfo and getRouters do', async () => {
    db.captchaEnabled = true;
    Cookies.set('Admin-Token', createSession('admin'));
    server.use(
      http.post('*/register', () =>
        HttpResponse.json({ code: 200, msg: 'ok' }),
      ),
    );
    const calls = record();
    const captcha = await getCodeImg();
    expect(captcha).toMatchObject({
      captchaEnabled: true,
      uuid: expect.any(String),
    });
    await register({
      username: 'new',
      password: 'secret1',
      code: '4',
      uuid: 'x',
    });
    const info = await getInfo();
    expect(info.user.userName).toBe('admin');
    const routers = await getRouters();
    expect(routers.data?.map((r) => r.path)).toContain('/system');
    server.events.removeAllListeners();
    expect(calls.map((c) => [c.method, c.path, c.auth !== null])).toEqual([
      ['GET', '/captchaImage', false],
      ['POST', '/register', false],
      ['GET', '/getInfo', true],
      ['GET', '/getRouters', true],
    ]);
  });

  it('config: configKey value in msg, list params, delete lists, refresh cache', async () => {
    Cookies.set('Admin-Token', createSession('admin'));
    expect((await getConfigKey('sys.account.registerUser')).msg).toBe('false');
    server.use(
      http.get('*/system/config/list', () =>
        HttpResponse.json({ code: 200, msg: 'ok', rows: [], total: 0 }),
      ),
      http.delete('*/system/config/:ids', () =>
        HttpResponse.json({ code: 200, msg: 'ok' }),
      ),
    );
    const calls = record();
    await listConfig({
      pageNum: 1,
      pageSize: 10,
      configName: '',
      params: { beginTime: '2024-01-01', endTime: '2024-02-01' },
    });
    await delConfig([1, 2]);
    await refreshCache();
    server.events.removeAllListeners();
    expect(calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      'GET /system/config/list?pageNum=1&pageSize=10&params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-02-01',
      'DELETE /system/config/1,2',
      'DELETE /system/config/refreshCache',
    ]);
  });

  it('dict data: getDicts by type, list, delete', async () => {
    Cookies.set('Admin-Token', createSession('admin'));
    const res = await getDicts('sys_yes_no');
    expect(res.data?.map((d) => d.dictValue)).toEqual(['Y', 'N']);
    server.use(
      http.get('*/system/dict/data/list', () =>
        HttpResponse.json({ code: 200, msg: 'ok', rows: [], total: 0 }),
      ),
      http.delete('*/system/dict/data/:ids', () =>
        HttpResponse.json({ code: 200, msg: 'ok' }),
      ),
    );
    const calls = record();
    await listData({ dictType: 'sys_yes_no' });
    await delData(7);
    server.events.removeAllListeners();
    expect(calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      'GET /system/dict/data/list?dictType=sys_yes_no',
      'DELETE /system/dict/data/7',
    ]);
  });

  it('changeServerLanguage calls GET /i18n/{lang}', async () => {
    const calls = record();
    await changeServerLanguage('zh-CN');
    server.events.removeAllListeners();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/i18n/zh-CN' });
  });
});
