/**
 * Shapes of the enquiries sent to staff (`/project/contacts`) and the request
 * bodies of working one: status, assignee, notes, replies, its history and
 * the count of new ones.
 */
import { Type } from '@sinclair/typebox';
import { PageQueryProps } from '../repositories/lib/page.js';
import { CONTACT_STATUSES } from '../repositories/project-contacts.js';
import { Field, LABEL_KEYWORD } from './fields.js';

const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);
const Int = Type.Integer();
const NInt = Type.Union([Type.Integer(), Type.Null()]);

const flag = (key: Parameters<typeof Field.text>[0]) =>
  Type.String({ [LABEL_KEYWORD]: key, enum: ['0', '1'] });

const Status = Type.String({
  [LABEL_KEYWORD]: 'contact.field.status',
  enum: [...CONTACT_STATUSES],
  description: 'new, in_progress, answered or closed',
});

export const ContactSchema = Type.Object({
  contactId: Int,
  companyName: Str,
  contactName: Str,
  nameReading: Str,
  applicant: Str,
  phone: Str,
  email: Str,
  address: Str,
  postalCode: Str,
  consultingItem: Str,
  consultingContent: Str,
  handled: Str,
  ip: Str,
  remark: Type.Optional(NStr),
  status: Type.String({ description: 'new, in_progress, answered or closed' }),
  assigneeId: NInt,
  assigneeName: NStr,
  itemId: NInt,
  deptId: NInt,
  answeredTime: NStr,
  createTime: Type.Optional(NStr),
  updateBy: Type.Optional(Str),
  updateTime: Type.Optional(NStr),
  version: Type.Optional(Int),
});

export const ContactQuery = Type.Object({
  ...PageQueryProps,
  companyName: Type.Optional(Type.String({ maxLength: 100 })),
  contactName: Type.Optional(Type.String({ maxLength: 50 })),
  handled: Type.Optional(Type.String({ maxLength: 1 })),
  status: Type.Optional(Type.String({ maxLength: 12 })),
  assigneeId: Type.Optional(Type.Integer()),
  itemId: Type.Optional(Type.Integer()),
  mine: Type.Optional(
    Type.String({
      maxLength: 1,
      description:
        "'1': assigned to me or about an item whose recipients include me",
    }),
  ),
});

/**
 * An enquiry edit: only `handled` and `remark` are staff's. The visitor's
 * fields may come along unchanged (a client sending the loaded row back);
 * any change to them is refused by the route.
 */
export const ContactEdit = Type.Object(
  {
    contactId: Field.int('contact.field.contactId'),
    version: Field.version(),
    handled: flag('contact.field.handled'),
    remark: Field.optionalText('contact.field.remark', 500),
  },
  { additionalProperties: true },
);

export const ContactHandled = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: 1000,
  }),
  handled: flag('contact.field.handled'),
});

export const ContactStatusBody = Type.Object({
  contactId: Field.int('contact.field.contactId'),
  status: Status,
  version: Field.version(),
});

export const ContactAssignBody = Type.Object({
  contactId: Field.int('contact.field.contactId'),
  assigneeId: Field.optionalInt('contact.field.assignee', { minimum: 1 }),
  version: Field.version(),
});

export const ContactNoteBody = Type.Object({
  contactId: Field.int('contact.field.contactId'),
  body: Field.text('contact.field.note', 2000),
});

export const ContactReplyBody = Type.Object({
  contactId: Field.int('contact.field.contactId'),
  body: Field.text('contact.field.reply', 10000),
  version: Field.version(),
});

export const ContactEventSchema = Type.Object({
  eventId: Int,
  kind: Type.String({
    description: 'received, status, assign, note, reply or mail',
  }),
  body: Str,
  status: NStr,
  assigneeId: NInt,
  assigneeName: NStr,
  mailId: NInt,
  mailStatus: NStr,
  createBy: Str,
  createTime: NStr,
});

export const ContactCount = Type.Object({ count: Int });

export const ContactAssignee = Type.Object({
  userId: Int,
  userName: Type.String(),
  nickName: Type.String(),
});
