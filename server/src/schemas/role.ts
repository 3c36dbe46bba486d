/** Shapes of role management. */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { editFields, Field, LABEL_KEYWORD, withDefault } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

export const SysRoleSchema = Type.Object({
  roleId: Type.Integer(),
  roleName: Str,
  roleKey: Str,
  roleSort: Type.Integer(),
  dataScope: Str,
  menuCheckStrictly: Type.Boolean(),
  deptCheckStrictly: Type.Boolean(),
  status: Str,
  delFlag: Type.Optional(Str),
  remark: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
  /** Role pickers: the user holds it. */
  flag: Type.Optional(Type.Boolean()),
  admin: Type.Optional(Type.Boolean()),
});

export const RoleQuery = Type.Object({
  ...PageQueryProps,
  roleId: Type.Optional(Type.Integer()),
  roleName: Type.Optional(Type.String({ maxLength: 30 })),
  roleKey: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});

const RoleFields = {
  roleName: Field.text('field.roleName', 30),
  roleKey: Field.text('field.roleKey', 100),
  roleSort: Field.int('field.roleSort'),
  status: withDefault(Field.status(), '0'),
  menuIds: Field.ids(),
  menuCheckStrictly: Field.bool(),
  deptCheckStrictly: Field.bool(),
  remark: Field.optionalText('field.remark', 500),
};

export const RoleAdd = Type.Object(RoleFields);

export const RoleEdit = Type.Object({
  roleId: Field.int('field.roleId'),
  version: Field.version(),
  ...editFields(RoleFields),
});

export const DataScopeBody = Type.Object({
  roleId: Field.int('field.roleId'),
  version: Field.version(),
  dataScope: Type.String({
    [LABEL_KEYWORD]: 'field.dataScope',
    enum: ['1', '2', '3', '4', '5'],
  }),
  deptIds: Field.ids(),
  deptCheckStrictly: Field.bool(),
});

export const RoleStatusBody = Type.Object({
  roleId: Field.int('field.roleId'),
  status: Field.status(),
});

export const AuthUserQuery = Type.Object({
  ...PageQueryProps,
  roleId: Type.Integer(),
  userName: Type.Optional(Type.String({ maxLength: 30 })),
  phonenumber: Type.Optional(Type.String({ maxLength: 11 })),
});

/** `?roleId=2&userIds=3,4` (cancelAll, selectAll). */
export const RoleUsersQuery = Type.Object({
  roleId: Type.Integer(),
  userIds: Type.String({ maxLength: 2000 }),
});

export const CancelBody = Type.Object({
  userId: Type.Integer(),
  roleId: Type.Integer(),
});
