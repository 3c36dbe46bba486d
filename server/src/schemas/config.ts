/** Parameters sent to clients. */
import { Type } from '@sinclair/typebox';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

export const ConfigSchema = Type.Object({
  configId: Type.Integer(),
  configName: Str,
  configKey: Str,
  configValue: Str,
  configType: Str,
  isPublic: Str,
  remark: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
});
