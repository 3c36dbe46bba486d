/** Menus `/system/menu`. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { MenuInput } from '../../repositories/menu-admin.js';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  editFields,
  Field,
  LABEL_KEYWORD,
  withDefault,
} from '../../schemas/fields.js';
import { MenuSchema } from '../../schemas/menu.js';
import { TreeSelectSchema, toTreeSelect } from '../../schemas/tree-select.js';
import { ServiceError } from '../../errors.js';
import { menuTitle } from '../../services/menu-title.js';
import { grantChecks } from '../../services/grant-checks.js';
import { isAdminUser } from '../../services/permission.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const MenuQuery = Type.Object({
  menuName: Type.Optional(Type.String({ maxLength: 50 })),
  visible: Type.Optional(Type.String({ maxLength: 1 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});
type MenuQuery = Static<typeof MenuQuery>;

const oneOf = (label: 'field.menuType' | 'field.isFrame', values: string[]) =>
  Type.String({ [LABEL_KEYWORD]: label, enum: values });
const flag = (label: 'field.isCache' | 'field.visible') =>
  Type.String({ [LABEL_KEYWORD]: label, enum: ['0', '1'] });

const MenuFields = {
  menuName: Field.text('field.menuName', 50),
  parentId: Field.int('field.parentMenu', { minimum: 0 }),
  orderNum: Field.int('field.orderNum'),
  path: Field.optionalText('field.path', 200),
  component: Field.optionalText('field.component', 255),
  query: Field.optionalText('field.query', 255),
  routeName: Field.optionalText('field.routeName', 50),
  isFrame: withDefault(oneOf('field.isFrame', ['0', '1']), '1'),
  isCache: withDefault(flag('field.isCache'), '0'),
  menuType: oneOf('field.menuType', ['M', 'C', 'F']),
  visible: withDefault(flag('field.visible'), '0'),
  status: withDefault(Field.status(), '0'),
  perms: Field.optionalText('field.perms', 100),
  icon: Field.optionalText('field.icon', 100),
  remark: Field.optionalText('field.remark', 500),
};
const MenuAdd = Type.Object(MenuFields);
const MenuEdit = Type.Object({
  menuId: Type.Integer(),
  version: Field.version(),
  ...editFields(MenuFields),
});
type MenuBody = Static<typeof MenuAdd>;

const LOG_TITLE = 'Menu';
const isHttp = (path: string | null | undefined) =>
  !!path && /^https?:\/\//i.test(path);

export default async function menuRoutes(app: RouteApp) {
  const menus = () => app.repos.menus;
  const admin = () => app.repos.menuAdmin;

  /**
   * The signed-in user's menus (all for the super administrator), titled in
   * the session language. The name filter matches the shown title or the
   * stored name, so a seeded menu is found by the name the user sees.
   */
  const userMenus = async (req: FastifyRequest, f: MenuQuery) => {
    const userId = req.loginUser!.userId;
    const rows = await menus().findMenuList(
      { visible: f.visible, status: f.status },
      isAdminUser(userId) ? undefined : userId,
    );
    const lang = req.lang();
    const needle = f.menuName?.trim().toLowerCase();
    return rows
      .map(({ i18nKey, ...m }) => ({
        ...m,
        menuName: menuTitle({ ...m, i18nKey }, lang),
        stored: m.menuName,
      }))
      .filter(
        (m) =>
          !needle ||
          m.menuName.toLowerCase().includes(needle) ||
          m.stored.toLowerCase().includes(needle),
      )
      .map(({ stored: _stored, ...m }) => m);
  };

  const treeOf = (
    rows: { menuId: number; parentId: number; menuName: string }[],
  ) =>
    toTreeSelect(
      rows.map((m) => ({
        id: m.menuId,
        parentId: m.parentId,
        label: m.menuName,
      })),
    );

  /**
   * Rules shared by add and edit: an external link must be http(s); the
   * parent must exist and be neither the menu itself nor below it.
   */
  const check = async (body: MenuBody, op: 'add' | 'edit', menuId?: number) => {
    const name = body.menuName;
    if (body.isFrame === '0' && !isHttp(body.path)) {
      throw new ServiceError(500, `menu.${op}.linkInvalid`, { name });
    }
    if (menuId !== undefined && body.parentId === menuId) {
      throw new ServiceError(500, 'menu.edit.parentSelf', { name });
    }
    if (body.parentId !== 0) {
      const all = await menus().findMenuList({});
      const byId = new Map(all.map((m) => [m.menuId, m]));
      if (!byId.has(body.parentId)) {
        throw new ServiceError(500, 'menu.parentMissing');
      }
      // the new parent must not sit below the menu itself
      for (let p = byId.get(body.parentId); p; p = byId.get(p.parentId)) {
        if (p.menuId === menuId) {
          throw new ServiceError(500, 'menu.edit.parentDescendant', { name });
        }
        if (p.parentId === 0) break;
      }
    }
  };

  /** Body → row values; a seeded menu keeps its i18n key while its shown name is kept. */
  const input = (
    body: MenuBody,
    keep?: { menuName: string; i18nKey: string | null },
  ): MenuInput => ({
    ...body,
    menuName: keep ? keep.menuName : body.menuName.trim(),
    i18nKey: keep ? keep.i18nKey : null,
    path: body.menuType === 'F' ? '' : (body.path ?? '').trim(),
    component: body.menuType === 'C' ? body.component : null,
  });

  app.get(
    '/system/menu/list',
    {
      config: { permission: 'system:menu:list' },
      schema: {
        querystring: MenuQuery,
        response: { 200: AjaxData(Type.Array(MenuSchema)) },
      },
    },
    async (req) => ({ ...ok(req), data: await userMenus(req, req.query) }),
  );

  // The role dialog's menu tree: blank when adding a role, with the role's
  // checked menus when opening one to edit.
  app.get(
    '/system/menu/treeselect',
    {
      config: { permission: 'system:role:add,system:role:edit' },
      schema: {
        querystring: MenuQuery,
        response: { 200: AjaxData(Type.Array(TreeSelectSchema)) },
      },
    },
    async (req) => ({
      ...ok(req),
      data: treeOf(await userMenus(req, req.query)),
    }),
  );

  app.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    {
      config: { permission: 'system:role:query,system:role:edit' },
      schema: {
        params: Type.Object({ roleId: Type.Integer() }),
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            checkedKeys: Type.Array(Type.Integer()),
            menus: Type.Array(TreeSelectSchema),
          }),
        },
      },
    },
    async (req) => {
      const strictly = await admin().roleCheckStrictly(req.params.roleId);
      const checkedKeys =
        strictly === undefined
          ? []
          : await menus().roleMenuIds(req.params.roleId, strictly);
      return {
        ...ok(req),
        checkedKeys,
        menus: treeOf(await userMenus(req, {})),
      };
    },
  );

  app.get(
    '/system/menu/:menuId',
    {
      config: { permission: 'system:menu:query' },
      schema: {
        params: Type.Object({ menuId: Type.Integer() }),
        response: { 200: AjaxData(MenuSchema) },
      },
    },
    async (req) => {
      const row = await admin().findById(req.params.menuId);
      if (!row) throw new ServiceError(500, 'common.notExists');
      const { i18nKey, ...menu } = row;
      return {
        ...ok(req),
        data: {
          ...menu,
          menuName: menuTitle({ ...menu, i18nKey }, req.lang()),
        },
      };
    },
  );

  app.post(
    '/system/menu',
    {
      config: {
        permission: 'system:menu:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: MenuAdd, response: { 200: AjaxResult } },
    },
    async function addMenu(req) {
      const body = req.body;
      await check(body, 'add');
      await grantChecks(app, req).menuPermissions(body);
      if (await admin().isNameTaken(body.menuName.trim(), body.parentId)) {
        throw new ServiceError(500, 'menu.add.nameExists', {
          name: body.menuName,
        });
      }
      await admin().insert(input(body), req.loginUser!.userName);
      return ok(req);
    },
  );

  app.put(
    '/system/menu',
    {
      config: {
        permission: 'system:menu:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: MenuEdit, response: { 200: AjaxResult } },
    },
    async function editMenu(req) {
      const { menuId, version, ...body } = req.body;
      const current = await admin().findById(menuId);
      if (!current) throw new ServiceError(500, 'common.notExists');
      await check(body, 'edit', menuId);
      await grantChecks(app, req).menuPermissions(body, current);
      // The shown name of a seeded menu is its translation: saving it back
      // unchanged keeps the key; any other name replaces it.
      const kept =
        body.menuName.trim() === menuTitle(current, req.lang())
          ? current
          : undefined;
      const name = kept ? current.menuName : body.menuName.trim();
      if (await admin().isNameTaken(name, body.parentId, menuId)) {
        throw new ServiceError(500, 'menu.edit.nameExists', {
          name: body.menuName,
        });
      }
      await admin().update(
        menuId,
        input(body, kept),
        version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    '/system/menu/:menuId',
    {
      config: {
        permission: 'system:menu:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ menuId: Type.Integer() }),
        response: { 200: AjaxResult },
      },
    },
    async function removeMenu(req) {
      const { menuId } = req.params;
      if ((await admin().childCount(menuId)) > 0) {
        throw new ServiceError(601, 'menu.hasChildren');
      }
      if ((await admin().roleCount(menuId)) > 0) {
        throw new ServiceError(601, 'menu.assigned');
      }
      const n = await admin().deleteById(menuId);
      return toAjax(req, n);
    },
  );
}
