/** Menus `/system/menu` (contract §2.4). */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AjaxData } from '../../schemas/common.js';
import { TreeSelectSchema, toTreeSelect } from '../../schemas/tree-select.js';
import { menuTitle } from '../../services/menu-title.js';
import { isAdminUser } from '../../services/permission.js';

const MenuQuery = Type.Object({
  menuName: Type.Optional(Type.String({ maxLength: 50 })),
  visible: Type.Optional(Type.String({ maxLength: 1 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});
type MenuQuery = Static<typeof MenuQuery>;

export default async function menuRoutes(app: FastifyInstance) {
  const menus = () => app.repos.menus;

  /** The signed-in user's menus (all for the super administrator), titled. */
  const userMenus = async (req: FastifyRequest, f: MenuQuery) => {
    const userId = req.loginUser!.userId;
    const rows = await menus().findMenuList(
      f,
      isAdminUser(userId) ? undefined : userId,
    );
    const lang = req.lang();
    return rows.map((m) => ({ ...m, menuName: menuTitle(m, lang) }));
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

  app.get<{ Querystring: MenuQuery }>(
    '/system/menu/treeselect',
    {
      schema: {
        querystring: MenuQuery,
        response: { 200: AjaxData(Type.Array(TreeSelectSchema)) },
      },
    },
    async (req) => ({
      code: 200,
      msg: req.t('common.success'),
      data: treeOf(await userMenus(req, req.query)),
    }),
  );

  app.get<{ Params: { roleId: number } }>(
    '/system/menu/roleMenuTreeselect/:roleId',
    {
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
      const strictly = await app.repos.menuAdmin.roleCheckStrictly(
        req.params.roleId,
      );
      const checkedKeys =
        strictly === undefined
          ? []
          : await menus().roleMenuIds(req.params.roleId, strictly);
      return {
        code: 200,
        msg: req.t('common.success'),
        checkedKeys,
        menus: treeOf(await userMenus(req, {})),
      };
    },
  );
}
