/** Shapes of user management: rows sent, bodies accepted. */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import {
  EMAIL_MAX,
  NICK_NAME_MAX,
  PHONE_MAX,
  PHONE_PATTERN,
  USER_NAME_MAX,
  USER_NAME_PATTERN,
} from '../services/user-rules.js';
import { Field, LABEL_KEYWORD, MESSAGE_KEYWORD } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);

/** SysUser as lists and forms get it: never the password hash. */
export const SysUserSchema = Type.Object({
  userId: Type.Integer(),
  deptId: NInt,
  userName: Str,
  nickName: Str,
  userType: Type.Optional(Str),
  email: Str,
  phonenumber: Str,
  sex: Str,
  avatar: Type.Optional(Str),
  status: Str,
  delFlag: Type.Optional(Str),
  loginIp: Type.Optional(Str),
  loginDate: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  remark: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
  admin: Type.Optional(Type.Boolean()),
  dept: Type.Optional(
    Type.Union([
      Type.Object({
        deptId: Type.Integer(),
        deptName: Str,
        leader: NStr,
      }),
      Type.Null(),
    ]),
  ),
});

export const UserQuery = Type.Object({
  ...PageQueryProps,
  userId: Type.Optional(Type.Integer()),
  userName: Type.Optional(Type.String({ maxLength: 30 })),
  phonenumber: Type.Optional(Type.String({ maxLength: 11 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
  deptId: Type.Optional(Type.Integer()),
});

const orNull = <T extends ReturnType<typeof Type.String>>(t: T) =>
  Type.Optional(Type.Union([t, Type.Null()]));

const UserFields = {
  deptId: Field.optionalInt('field.dept'),
  nickName: Field.text('field.nickName', NICK_NAME_MAX),
  email: Field.optionalEmail('field.email', EMAIL_MAX),
  phonenumber: orNull(
    Type.String({
      [LABEL_KEYWORD]: 'field.phonenumber',
      maxLength: PHONE_MAX,
      pattern: PHONE_PATTERN,
      [MESSAGE_KEYWORD]: 'user.phoneFormat',
    }),
  ),
  sex: orNull(
    Type.String({ [LABEL_KEYWORD]: 'field.sex', enum: ['', '0', '1', '2'] }),
  ),
  status: orNull(
    Type.String({ [LABEL_KEYWORD]: 'field.status', enum: ['', '0', '1'] }),
  ),
  remark: Field.optionalText('field.remark', 500),
  postIds: Field.ids(),
  roleIds: Field.ids(),
};

export const UserAdd = Type.Object({
  userName: Type.String({
    [LABEL_KEYWORD]: 'field.userName',
    maxLength: USER_NAME_MAX,
    minLength: 1,
    pattern: USER_NAME_PATTERN,
    [MESSAGE_KEYWORD]: 'validation.invalid',
  }),
  /** Length and characters are checked by `checkUserPassword` (contract messages). */
  password: Type.String({ [LABEL_KEYWORD]: 'field.password', maxLength: 200 }),
  ...UserFields,
});

export const UserEdit = Type.Object({
  userId: Field.int('field.userId'),
  version: Field.version(),
  ...UserFields,
});

export const ResetPwdBody = Type.Object({
  userId: Field.int('field.userId'),
  password: Type.String({ [LABEL_KEYWORD]: 'field.password', maxLength: 200 }),
});

export const UserStatusBody = Type.Object({
  userId: Field.int('field.userId'),
  status: Field.status(),
});
