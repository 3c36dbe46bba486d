/** Online users (/monitor/online). */
import { demoRow } from '../../i18n/demo-data.js';
import { AjaxResult, TableData } from '../../schemas/common.js';
import {
  OnlineQuery,
  OnlineUserSchema,
  TokenIdParams,
} from '../../schemas/online.js';
import { scopeOf } from '../../services/data-scope.js';
import { OnlineUsers } from '../../services/online-users.js';
import { WRITTEN_CLIENT_TEXTS } from '../../services/login-record.js';
import { shownRow } from '../../services/stored-text.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

export default async function onlineRoutes(app: RouteApp) {
  const online = new OnlineUsers(app.kv, app.repos, app.services.dataScope);

  app.get(
    '/monitor/online/list',
    {
      config: { permission: 'monitor:online:list' },
      schema: {
        querystring: OnlineQuery,
        response: { 200: TableData(OnlineUserSchema) },
      },
    },
    async (req) => {
      const rows = await online.list(req.query, scopeOf(req));
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) =>
          demoRow(
            shownRow(r, req.lang(), WRITTEN_CLIENT_TEXTS),
            req.lang(),
            'deptName',
          ),
        ),
        total: rows.length,
      };
    },
  );

  app.delete(
    '/monitor/online/:tokenId',
    {
      config: {
        permission: 'monitor:online:forceLogout',
        log: { title: 'Online users', businessType: 'FORCE' },
      },
      schema: { params: TokenIdParams, response: { 200: AjaxResult } },
    },
    async function forceLogout(req) {
      return (await online.forceLogout(req.params.tokenId, scopeOf(req)))
        ? ok(req)
        : { code: 500, msg: req.t('online.notFound') };
    },
  );
}
