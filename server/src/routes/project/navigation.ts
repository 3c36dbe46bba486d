/**
 * Website navigation `/project/navigation`: a tree (the list is unpaged,
 * `data: []`), add / edit with a parent, reorder among siblings, delete only
 * when nothing hangs off an entry, export. The public header and footer
 * (`GET /website/navigation`) are built from it. Each column has an owning
 * department (a top-level column's is chosen, a child takes its parent's);
 * everything here is limited to the columns in the user's data scope.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { demoRow } from '../../i18n/demo-data.js';
import type { MessageKey } from '../../i18n/index.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { NavigationRow } from '../../repositories/project-navigation.js';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  NavigationAdd,
  NavigationEdit,
  NavigationMove,
  NavigationQuery,
  NavigationSchema,
} from '../../schemas/project-nav.js';
import { TreeSelectSchema } from '../../schemas/tree-select.js';
import { ServiceError } from '../../errors.js';
import { scopeChecks } from '../../services/scope-checks.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { safeLink } from '../../services/infra/sanitize.js';
import { ok, toAjax } from '../lib/answers.js';
import { STATUS_LABELS } from '../lib/labels.js';
import { scopedDeptTree } from '../lib/dept-tree.js';
import type { RouteApp } from '../lib/route-app.js';
import { actorOf, formData } from './content-access.js';
import { contentScope } from './content-scope.js';

type NavigationBody = Static<typeof NavigationAdd>;

const NAV_TYPE_LABELS: Readonly<Record<string, MessageKey>> = {
  '1': 'navigation.navType.1',
  '2': 'navigation.navType.2',
  '3': 'navigation.navType.3',
  '4': 'navigation.navType.4',
  '5': 'navigation.navType.5',
};

const YES_NO: Readonly<Record<string, MessageKey>> = {
  '1': 'label.yes',
  '0': 'label.no',
};

export const NAVIGATION_EXCEL: ExcelColumn<NavigationRow>[] = [
  { key: 'navId', header: 'navigation.field.navId', type: 'number' },
  { key: 'parentId', header: 'navigation.field.parentId', type: 'number' },
  { key: 'navName', header: 'navigation.field.navName' },
  { key: 'mainName', header: 'navigation.field.mainName' },
  { key: 'enName', header: 'navigation.field.enName' },
  { key: 'link', header: 'navigation.field.link' },
  { key: 'mainImage', header: 'navigation.field.mainImage' },
  {
    key: 'navType',
    header: 'navigation.field.navType',
    labels: NAV_TYPE_LABELS,
  },
  { key: 'recordCategory', header: 'navigation.field.recordCategory' },
  { key: 'showInNav', header: 'navigation.field.showInNav', labels: YES_NO },
  { key: 'orderNum', header: 'navigation.field.orderNum', type: 'number' },
  { key: 'status', header: 'navigation.field.status', labels: STATUS_LABELS },
  { key: 'createTime', header: 'navigation.field.createTime', width: 22 },
];

/** A record category is the public page word: `informations`, `product`… */
const CATEGORY = /^[a-z][a-z0-9-]{0,30}$/;

/** Links and images must be something a visitor may safely follow. */
function checkFields(req: FastifyRequest, body: NavigationBody) {
  for (const [value, label] of [
    [body.link, 'navigation.field.link'],
    [body.mainImage, 'navigation.field.mainImage'],
  ] as const) {
    const v = (value ?? '').trim();
    if (v && safeLink(v) === '') {
      throw new ServiceError(500, 'navigation.linkInvalid', {
        field: req.t(label),
      });
    }
  }
  const category = (body.recordCategory ?? '').trim();
  if (category && !CATEGORY.test(category)) {
    throw new ServiceError(500, 'navigation.categoryInvalid');
  }
}

const LOG_TITLE = 'Navigation';

export default async function navigationRoutes(app: RouteApp) {
  const navs = () => app.repos.navigation;

  /** Ancestors of a new child of `parentId` (0 = top level). */
  const ancestorsUnder = async (parentId: number) => {
    if (parentId === 0) return '0';
    const parent = await navs().findById(parentId);
    if (!parent) throw new ServiceError(500, 'navigation.parentMissing');
    return `${parent.ancestors},${parent.navId}`;
  };

  /**
   * The body's department: a child column's parent's; a top-level column's
   * chosen one (it must exist and be in scope), else `fallback`.
   */
  const deptOf = async (
    req: FastifyRequest,
    body: NavigationBody,
    fallback: number | null,
  ): Promise<number | null> => {
    if (body.parentId !== 0) {
      const parent = await navs().findById(body.parentId);
      if (!parent) throw new ServiceError(500, 'navigation.parentMissing');
      await contentScope(app, req).column(parent.navId);
      return parent.deptId;
    }
    const deptId = body.deptId ?? fallback;
    if (deptId === null) return null;
    if (!(await app.repos.userAdmin.deptExists(deptId))) {
      throw new ServiceError(500, 'user.deptMissing');
    }
    await scopeChecks(app, req).dept(deptId);
    return deptId;
  };

  /** The list's data scope: columns of departments in it. */
  const listScope = (req: FastifyRequest) =>
    contentScope(app, req).list('navigation', 'n.nav_id');

  app.get(
    '/project/navigation/list',
    {
      config: { permission: 'project:navigation:list' },
      schema: {
        querystring: NavigationQuery,
        response: { 200: AjaxData(Type.Array(NavigationSchema)) },
      },
    },
    async (req) => ({
      ...ok(req),
      data: (await navs().list(req.query, await listScope(req))).map((r) =>
        demoRow(r, req.lang(), 'deptName'),
      ),
    }),
  );

  app.post(
    '/project/navigation/export',
    {
      config: {
        permission: 'project:navigation:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: NavigationQuery },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'navigation.excel.sheet',
          filename: 'navigation',
          columns: NAVIGATION_EXCEL,
        },
        await navs().list(req.body ?? {}, await listScope(req)),
      ),
  );

  // The departments a top-level column may be given: those in the user's
  // scope for adding or editing columns (the shape of /system/user/deptTree).
  app.get(
    '/project/navigation/deptTree',
    {
      config: { permission: 'project:navigation:add,project:navigation:edit' },
      schema: { response: { 200: AjaxData(Type.Array(TreeSelectSchema)) } },
    },
    async (req) => ({ ...ok(req), data: await scopedDeptTree(app, req) }),
  );

  app.get(
    '/project/navigation/:navId',
    {
      config: { permission: 'project:navigation:query' },
      schema: {
        params: Type.Object({ navId: Type.Integer() }),
        response: { 200: AjaxData(NavigationSchema) },
      },
    },
    async (req) => {
      const id = req.params.navId;
      const nav = await navs().findById(id);
      if (!nav) throw new ServiceError(500, 'common.notExists');
      await contentScope(app, req).items('navigation', [id]);
      const data = await app.services.publishing.overlay('navigation', id, nav);
      // a draft's new department is named too
      if (data.deptId !== nav.deptId) {
        data.deptName = data.deptId
          ? ((await app.repos.depts.findById(data.deptId))?.deptName ?? null)
          : null;
      }
      return { ...ok(req), data: demoRow(data, req.lang(), 'deptName') };
    },
  );

  app.post(
    '/project/navigation',
    {
      config: {
        permission: 'project:navigation:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: NavigationAdd, response: { 200: AjaxResult } },
    },
    async function addNavigation(req) {
      const body = req.body;
      checkFields(req, body);
      if (await navs().isNameTaken(body.navName.trim(), body.parentId)) {
        throw new ServiceError(500, 'navigation.add.nameExists', {
          name: body.navName,
        });
      }
      const actor = actorOf(req);
      const deptId = await deptOf(req, body, actor.deptId);
      await app.services.publishing.create(
        'navigation',
        formData(NavigationAdd, { ...body, deptId }),
        actor,
      );
      return ok(req);
    },
  );

  app.put(
    '/project/navigation',
    {
      config: {
        permission: 'project:navigation:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: NavigationEdit, response: { 200: AjaxResult } },
    },
    async function editNavigation(req) {
      const body = req.body;
      const name = body.navName;
      checkFields(req, body);
      const current = await navs().findById(body.navId);
      if (!current) throw new ServiceError(500, 'common.notExists');
      await contentScope(app, req).items('navigation', [body.navId]);
      const deptId = await deptOf(req, body, current.deptId);
      if (body.parentId === body.navId) {
        throw new ServiceError(500, 'navigation.edit.parentSelf', { name });
      }
      if (await navs().isNameTaken(name.trim(), body.parentId, body.navId)) {
        throw new ServiceError(500, 'navigation.edit.nameExists', { name });
      }
      if (body.parentId !== current.parentId) {
        const ancestors = await ancestorsUnder(body.parentId);
        if (ancestors.split(',').includes(String(body.navId))) {
          throw new ServiceError(500, 'navigation.edit.parentDescendant', {
            name,
          });
        }
      }
      await app.services.publishing.save(
        'navigation',
        body.navId,
        formData(NavigationAdd, { ...body, deptId }),
        body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.put(
    '/project/navigation/move',
    {
      config: {
        permission: 'project:navigation:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: NavigationMove, response: { 200: AjaxResult } },
    },
    async function moveNavigation(req) {
      const { navId, direction } = req.body;
      const nav = await navs().findById(navId);
      if (!nav) throw new ServiceError(500, 'common.notExists');
      await contentScope(app, req).items('navigation', [navId]);
      // The order is structure, not copy: it changes on the site at once, and
      // in the columns' drafts too, so publishing one does not undo it.
      await app.repos.transaction(async ({ navigation: repo, drafts }) => {
        const siblings = await repo.siblingsForUpdate(nav.parentId);
        const i = siblings.findIndex((s) => s.navId === navId);
        const j = direction === 'up' ? i - 1 : i + 1;
        if (i < 0 || j < 0 || j >= siblings.length) return;
        [siblings[i], siblings[j]] = [siblings[j], siblings[i]];
        const order = siblings.map((s, k) => ({
          navId: s.navId,
          orderNum: k + 1,
        }));
        await repo.setOrder(order, req.loginUser!.userName);
        for (const o of order) {
          await drafts.setOrder('navigation', o.navId, o.orderNum);
        }
      });
      return ok(req);
    },
  );

  app.delete(
    '/project/navigation/:navIds',
    {
      config: {
        permission: 'project:navigation:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ navIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeNavigation(req) {
      const ids = parseIds(req.params.navIds);
      const found = await navs().findByIds(ids);
      if (found.length === 0) throw new ServiceError(500, 'common.notExists');
      await contentScope(app, req).items(
        'navigation',
        found.map((f) => f.navId),
      );
      for (const nav of found) {
        const use = await navs().usage(nav.navId, ids);
        if (use.children > 0) {
          throw new ServiceError(601, 'navigation.hasChildren', {
            name: nav.navName,
          });
        }
        if (use.records + use.products + use.navRecords > 0) {
          throw new ServiceError(601, 'navigation.hasContent', {
            name: nav.navName,
            records: use.records,
            products: use.products,
            navRecords: use.navRecords,
          });
        }
      }
      const n = await app.services.publishing.remove(
        'navigation',
        found.map((f) => f.navId),
        req.loginUser!.userName,
      );
      return toAjax(req, n);
    },
  );
}
