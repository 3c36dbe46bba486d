/** The mail outbox as data: search, columns and the list call. */
import { Tooltip } from 'antd';
import { listMail } from '@/api/monitor/mail';
import type { ListScreenSchema } from '@/components/list-screen';
import type { MailKind, MailOutbox, MailOutboxQuery } from '@/types/mail';

export const MAIL_KINDS: readonly MailKind[] = [
  'autoReply',
  'staffNotice',
  'reply',
  'test',
];

/**
 * Mails a resend puts back in the queue, due at once: any but one being
 * sent right now.
 */
export const resendable = (row: MailOutbox) => row.status !== 'sending';

export const mailOutboxSchema: ListScreenSchema<MailOutbox, MailOutboxQuery> = {
  ns: 'mail',
  idKey: 'mailId',
  nameKey: 'toAddr',
  perms: {},
  dicts: ['sys_mail_status'],
  api: { list: listMail },
  initialQuery: { status: undefined, kind: undefined, toAddr: undefined },
  // newest first, as the server lists them without an order
  defaultSort: { orderByColumn: 'mailId', isAsc: 'descending' },
  search: [
    { type: 'select', key: 'status', dict: 'sys_mail_status' },
    {
      type: 'select',
      key: 'kind',
      options: ({ t }) =>
        MAIL_KINDS.map((kind) => ({
          value: kind,
          label: t(`outbox.kinds.${kind}`),
        })),
    },
    { type: 'input', key: 'toAddr' },
    {
      type: 'dateRange',
      withTime: true,
      label: 'outbox.dateRange',
      placeholders: ['outbox.begin', 'outbox.end'],
    },
  ],
  columns: [
    { key: 'mailId', align: 'center', width: 90, sorter: true },
    {
      key: 'kind',
      align: 'center',
      width: 130,
      // a kind this screen does not know yet shows as stored
      render: (row, { t }) =>
        t(`outbox.kinds.${row.kind}`, { defaultValue: row.kind }),
    },
    // the state first: what an operator looks for
    { key: 'status', align: 'center', width: 100, dict: 'sys_mail_status' },
    { key: 'toAddr', width: 190, ellipsis: true },
    { key: 'subject', width: 200, ellipsis: true },
    { key: 'attempts', align: 'center', width: 90, sorter: true },
    { key: 'nextAttemptTime', align: 'center', width: 170, sorter: true },
    {
      key: 'lastError',
      width: 240,
      ellipsis: true,
      render: (row) =>
        row.lastError ? (
          <Tooltip
            title={<span className="mail-outbox__error">{row.lastError}</span>}
          >
            <span className="mail-outbox__error-cell">{row.lastError}</span>
          </Tooltip>
        ) : null,
    },
    { key: 'createTime', align: 'center', width: 170, sorter: true },
    { key: 'sentTime', align: 'center', width: 170, sorter: true },
  ],
  actions: {
    width: 180,
    perms: ['monitor:mail:query', 'monitor:mail:resend'],
  },
  texts: { entityIds: 'outbox.entityIds', fields: 'outbox.fields' },
};
