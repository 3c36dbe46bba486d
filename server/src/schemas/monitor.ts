/** Shapes of the operation log and the login log. */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

export const OperLogSchema = Type.Object({
  operId: Type.Integer(),
  title: Str,
  businessType: Type.Integer(),
  method: Str,
  requestMethod: Str,
  operatorType: Type.Integer(),
  operName: Str,
  deptName: Str,
  operUrl: Str,
  operIp: Str,
  operLocation: Str,
  operParam: Str,
  jsonResult: Str,
  status: Type.Integer(),
  errorMsg: Str,
  operTime: NStr,
  costTime: Type.Integer(),
});

export const OperLogQuery = Type.Object({
  ...PageQueryProps,
  operIp: Type.Optional(Type.String({ maxLength: 128 })),
  title: Type.Optional(Type.String({ maxLength: 50 })),
  // Digits as text: an empty field (`businessType=`) means no filter.
  businessType: Type.Optional(Type.String({ pattern: '^\\d{0,2}$' })),
  businessTypes: Type.Optional(
    Type.Array(Type.String({ pattern: '^\\d{0,2}$' }), { maxItems: 20 }),
  ),
  status: Type.Optional(Type.String({ pattern: '^[01]?$' })),
  operName: Type.Optional(Type.String({ maxLength: 50 })),
});

export const LogininforSchema = Type.Object({
  infoId: Type.Integer(),
  userName: Str,
  ipaddr: Str,
  loginLocation: Str,
  browser: Str,
  os: Str,
  status: Str,
  msg: Str,
  loginTime: NStr,
});

export const LogininforQuery = Type.Object({
  ...PageQueryProps,
  ipaddr: Type.Optional(Type.String({ maxLength: 128 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
  userName: Type.Optional(Type.String({ maxLength: 50 })),
});
