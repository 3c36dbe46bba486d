import { Type } from '@sinclair/typebox';

/** Lengths are checked by the login rules (contract messages), not the schema. */
export const LoginBody = Type.Object(
  {
    username: Type.Optional(Type.String({ maxLength: 200 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 50 })),
    uuid: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: true },
);

export const RegisterBody = Type.Object(
  {
    username: Type.Optional(Type.String({ maxLength: 200 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    confirmPassword: Type.Optional(Type.String({ maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 50 })),
    uuid: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: true },
);

export const CaptchaResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  captchaEnabled: Type.Optional(Type.Boolean()),
  uuid: Type.Optional(Type.String()),
  img: Type.Optional(Type.String()),
  /** Ours, beyond the contract: `sys.account.registerUser`, so the login page can offer the link. */
  registerEnabled: Type.Optional(Type.Boolean()),
});

export const LoginResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  token: Type.Optional(Type.String()),
});

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) =>
  Type.Union([t, Type.Null()]);

export const DeptSchema = Type.Object({
  deptId: Type.Integer(),
  parentId: Type.Integer(),
  ancestors: Type.String(),
  deptName: Type.String(),
  orderNum: Type.Integer(),
  leader: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
});

export const RoleSchema = Type.Object({
  roleId: Type.Integer(),
  roleName: Type.String(),
  roleKey: Type.String(),
  roleSort: Type.Integer(),
  dataScope: Type.String(),
  menuCheckStrictly: Type.Boolean(),
  deptCheckStrictly: Type.Boolean(),
  status: Type.String(),
  delFlag: Type.String(),
  admin: Type.Boolean(),
});

/** SysUser as sent to clients: never the password hash. */
export const UserSchema = Type.Object({
  userId: Type.Integer(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  userName: Type.String(),
  nickName: Type.String(),
  userType: Type.String(),
  email: Type.String(),
  phonenumber: Type.String(),
  sex: Type.String(),
  avatar: Type.String(),
  status: Type.String(),
  delFlag: Type.String(),
  loginIp: Type.String(),
  loginDate: Nullable(Type.String()),
  createBy: Type.String(),
  createTime: Nullable(Type.String()),
  updateBy: Type.String(),
  updateTime: Nullable(Type.String()),
  remark: Nullable(Type.String()),
  admin: Type.Boolean(),
  dept: Type.Optional(Type.Union([DeptSchema, Type.Null()])),
  roles: Type.Array(RoleSchema),
});

export const GetInfoResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  user: Type.Optional(UserSchema),
  roles: Type.Optional(Type.Array(Type.String())),
  permissions: Type.Optional(Type.Array(Type.String())),
});

/** RouterVo is recursive; serialised as-is (built server-side from menu rows). */
export const RoutersResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(Type.Array(Type.Unknown())),
});

export const LanguageParams = Type.Object({
  language: Type.String({ maxLength: 20 }),
});

export const I18nResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(Type.Record(Type.String(), Type.String())),
});
