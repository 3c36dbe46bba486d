import { Type, type TSchema } from '@sinclair/typebox';

/** `{code, msg}` — every answer has at least these. */
export const AjaxResult = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
});

/** `{code, msg, data}`; data omitted when null. */
export function AjaxData<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    data: Type.Optional(data),
  });
}

/** `{code, msg, rows, total}` */
export function TableData<T extends TSchema>(row: T) {
  return Type.Object({
    code: Type.Integer(),
    msg: Type.String(),
    rows: Type.Optional(Type.Array(row)),
    total: Type.Optional(Type.Integer()),
  });
}
