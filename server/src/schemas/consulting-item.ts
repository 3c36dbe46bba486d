/** Shapes of `/project/consultingItem`: what an enquiry can be about and who is told. */
import { Type, type Static } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { editFields, Field, withDefault } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);

export const RecipientSchema = Type.Object({
  userId: Type.Integer(),
  userName: Str,
  nickName: Str,
  email: NStr,
});

export const ConsultingItemSchema = Type.Object({
  itemId: Type.Integer(),
  itemName: Str,
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  deptName: NStr,
  orderNum: Type.Integer(),
  status: Str,
  recipients: Type.Array(RecipientSchema),
  remark: Type.Optional(NStr),
  createBy: Type.Optional(Str),
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Type.Integer()),
});

export const ConsultingItemQuery = Type.Object({
  ...PageQueryProps,
  itemName: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});
export type ConsultingItemQuery = Static<typeof ConsultingItemQuery>;

const ItemFields = {
  itemName: Field.text('consultingItem.field.itemName', 100),
  deptId: Field.int('consultingItem.field.deptId'),
  orderNum: withDefault(Field.int('field.orderNum', { minimum: 0 }), 0),
  status: withDefault(Field.status(), '0'),
  /** The users told when an enquiry about the item arrives. */
  recipientIds: Field.ids(),
  remark: Field.optionalText('field.remark', 500),
};

export const ConsultingItemAdd = Type.Object(ItemFields);
export const ConsultingItemEdit = Type.Object({
  itemId: Field.int('consultingItem.field.itemId'),
  version: Field.version(),
  ...editFields(ItemFields),
});
export type ConsultingItemAdd = Static<typeof ConsultingItemAdd>;
export type ConsultingItemEdit = Static<typeof ConsultingItemEdit>;
