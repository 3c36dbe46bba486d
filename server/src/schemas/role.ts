/** Shapes of role management (contract §2.3). */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { Field, LABEL_KEYWORD } from './fields.js';

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

const Ids = Type.Optional(
  Type.Union([Type.Array(Type.Integer()), Type.Null()]),
);
const OptBool = Type.Optional(Type.Union([Type.Boolean(), Type.Null()]));

const RoleFields = {
  roleName: Field.text('field.roleName', 30),
  roleKey: Field.text('field.roleKey', 100),
  roleSort: Field.int('field.roleSort'),
  status: Field.status(),
  menuIds: Ids,
  menuCheckStrictly: OptBool,
  deptCheckStrictly: OptBool,
  remark: Field.optionalText('field.remark', 500),
};

export const RoleAdd = Type.Object(RoleFields);

export const RoleEdit = Type.Object({
  roleId: Field.int('field.roleId'),
  version: Field.version(),
  ...RoleFields,
});

export const DataScopeBody = Type.Object({
  roleId: Field.int('field.roleId'),
  version: Field.version(),
  dataScope: Type.String({
    [LABEL_KEYWORD]: 'field.dataScope',
    enum: ['1', '2', '3', '4', '5'],
  }),
  deptIds: Ids,
  deptCheckStrictly: OptBool,
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
