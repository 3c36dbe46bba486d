/** Shapes of the system-management entities sent to clients. */
import { Type } from '@sinclair/typebox';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

/** BaseEntity fields plus the concurrency version (repositories/lib/writes.ts). */
const Base = {
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
};

export const PostSchema = Type.Object({
  postId: Type.Integer(),
  postCode: Str,
  postName: Str,
  postSort: Type.Integer(),
  status: Str,
  remark: Type.Optional(NStr),
  flag: Type.Optional(Type.Boolean()),
  ...Base,
});

export const DeptSchema = Type.Object({
  deptId: Type.Integer(),
  parentId: Type.Integer(),
  ancestors: Str,
  deptName: Str,
  orderNum: Type.Integer(),
  leader: Type.Optional(NStr),
  phone: Type.Optional(NStr),
  email: Type.Optional(NStr),
  status: Str,
  delFlag: Type.Optional(Str),
  parentName: Type.Optional(NStr),
  ...Base,
});
