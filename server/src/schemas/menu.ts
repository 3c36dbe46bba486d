/** Menus sent to clients. */
import { Type } from '@sinclair/typebox';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

export const MenuSchema = Type.Object({
  menuId: Type.Integer(),
  menuName: Str,
  parentId: Type.Integer(),
  orderNum: Type.Integer(),
  path: Str,
  component: NStr,
  query: NStr,
  routeName: Str,
  isFrame: Str,
  isCache: Str,
  menuType: Str,
  visible: Str,
  status: Str,
  perms: NStr,
  icon: Str,
  remark: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
});
