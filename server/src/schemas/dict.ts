/** Dictionary types and data sent to clients. */
import { Type } from '@sinclair/typebox';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

const Base = {
  remark: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
};

export const DictTypeSchema = Type.Object({
  dictId: Type.Integer(),
  dictName: Str,
  dictType: Str,
  status: Str,
  ...Base,
});

export const DictDataSchema = Type.Object({
  dictCode: Type.Integer(),
  dictSort: Type.Integer(),
  dictLabel: Str,
  dictValue: Str,
  dictType: Str,
  cssClass: NStr,
  listClass: NStr,
  isDefault: Str,
  status: Str,
  default: Type.Boolean(),
  ...Base,
});
