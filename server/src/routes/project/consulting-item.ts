/**
 * Consulting items `/project/consultingItem`: what the public form offers,
 * the department that owns the enquiries about each (data scope) and the
 * staff told when one arrives.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { demoText } from '../../i18n/demo-data.js';
import type { ConsultingItemRow } from '../../repositories/consulting-items.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  ConsultingItemAdd,
  ConsultingItemEdit,
  ConsultingItemQuery,
  ConsultingItemSchema,
  RecipientSchema,
} from '../../schemas/consulting-item.js';
import { TreeSelectSchema } from '../../schemas/tree-select.js';
import { scopeChecks } from '../../services/scope-checks.js';
import { ok, toAjax } from '../lib/answers.js';
import { scopedDeptTree } from '../lib/dept-tree.js';
import type { RouteApp } from '../lib/route-app.js';

const LOG_TITLE = 'Consulting item';
const WRITERS = 'project:consultingItem:add,project:consultingItem:edit';

export default async function consultingItemRoutes(app: RouteApp) {
  const items = () => app.repos.consultingItems;

  const shown = (row: ConsultingItemRow, req: FastifyRequest) => ({
    ...row,
    deptName: row.deptName === null ? null : demoText(row.deptName, req.lang()),
  });

  /** Every recipient must be an enabled user with an e-mail address. */
  async function checkRecipients(ids: readonly number[]) {
    if (!ids.length) return;
    const found = await items().usersByIds(ids);
    const byId = new Map(found.map((u) => [u.userId, u]));
    const refused = ids.filter((id) => !byId.get(id)?.ok);
    if (refused.length) {
      throw new ServiceError(500, 'consultingItem.recipientInvalid', {
        names: refused.map((id) => byId.get(id)?.userName ?? id).join(', '),
      });
    }
  }

  app.get(
    '/project/consultingItem/list',
    {
      config: { permission: 'project:consultingItem:list' },
      schema: {
        querystring: ConsultingItemQuery,
        response: { 200: TableData(ConsultingItemSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await items().list(req.query, pageOf(req.query));
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((r) => shown(r, req)),
        total,
      };
    },
  );

  // The departments an item may be given: those in the editor's scope.
  app.get(
    '/project/consultingItem/deptTree',
    {
      config: { permission: WRITERS },
      schema: { response: { 200: AjaxData(Type.Array(TreeSelectSchema)) } },
    },
    async (req) => ({ ...ok(req), data: await scopedDeptTree(app, req) }),
  );

  // The users an item may notify: enabled, with an e-mail address.
  app.get(
    '/project/consultingItem/recipientOptions',
    {
      config: { permission: WRITERS },
      schema: { response: { 200: AjaxData(Type.Array(RecipientSchema)) } },
    },
    async (req) => ({ ...ok(req), data: await items().candidates() }),
  );

  app.get(
    '/project/consultingItem/:itemId',
    {
      config: { permission: 'project:consultingItem:query' },
      schema: {
        params: Type.Object({ itemId: Type.Integer() }),
        response: { 200: AjaxData(ConsultingItemSchema) },
      },
    },
    async (req) => {
      const row = await items().findById(req.params.itemId);
      if (!row) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: shown(row, req) };
    },
  );

  app.post(
    '/project/consultingItem',
    {
      config: {
        permission: 'project:consultingItem:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: ConsultingItemAdd, response: { 200: AjaxResult } },
    },
    async function addConsultingItem(req) {
      const body = req.body;
      if (await items().isNameTaken(body.itemName)) {
        throw new ServiceError(500, 'consultingItem.nameExists', {
          name: body.itemName,
        });
      }
      await scopeChecks(app, req).dept(body.deptId);
      const recipientIds = body.recipientIds ?? [];
      await checkRecipients(recipientIds);
      await app.repos.transaction(async (repos) => {
        const id = await repos.consultingItems.insert(
          body,
          req.loginUser!.userName,
        );
        await repos.consultingItems.setRecipients(id, recipientIds);
      });
      return ok(req);
    },
  );

  app.put(
    '/project/consultingItem',
    {
      config: {
        permission: 'project:consultingItem:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ConsultingItemEdit, response: { 200: AjaxResult } },
    },
    async function editConsultingItem(req) {
      const body = req.body;
      const current = await items().findById(body.itemId);
      if (!current) throw new ServiceError(500, 'common.notExists');
      if (await items().isNameTaken(body.itemName, body.itemId)) {
        throw new ServiceError(500, 'consultingItem.nameExists', {
          name: body.itemName,
        });
      }
      const scope = scopeChecks(app, req);
      await scope.dept(current.deptId);
      await scope.dept(body.deptId);
      const recipientIds = body.recipientIds;
      if (recipientIds) await checkRecipients(recipientIds);
      await app.repos.transaction(async (repos) => {
        await repos.consultingItems.update(
          body.itemId,
          body,
          body.version,
          req.loginUser!.userName,
        );
        if (recipientIds) {
          await repos.consultingItems.setRecipients(body.itemId, recipientIds);
        }
      });
      return ok(req);
    },
  );

  app.delete(
    '/project/consultingItem/:itemIds',
    {
      config: {
        permission: 'project:consultingItem:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ itemIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeConsultingItem(req) {
      const ids = parseIds(req.params.itemIds);
      const found = await items().findByIds(ids);
      const scope = scopeChecks(app, req);
      for (const item of found) {
        await scope.dept(item.deptId);
        const count = await items().enquiryCount(item.itemId);
        if (count > 0) {
          throw new ServiceError(500, 'consultingItem.inUse', {
            name: item.itemName,
            count,
          });
        }
      }
      return toAjax(req, await items().deleteByIds(ids));
    },
  );
}
