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

/** Mails a resend may put back in the queue (not those still on their way). */
export const resendable = (row: MailOutbox) =>
  row.status === 'sent' || row.status === 'failed';

export const mailOutboxSchema: ListScreenSchema<MailOutbox, MailOutboxQuery> = {
  ns: 'mail',
  idKey: 'mailId',
  nameKey: 'toAddr',
  perms: {},
  dicts: ['sys_mail_status'],
  api: { list: listMail },
  initialQuery: { status: undefined, kind: undefined, toAddr: undefined },
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
    { key: 'mailId', align: 'center', width: 90 },
    {
      key: 'kind',
      align: 'center',
      width: 130,
      render: (row, { t }) => t(`outbox.kinds.${row.kind}`),
    },
    { key: 'toAddr', width: 200, ellipsis: true },
    { key: 'subject', width: 260, ellipsis: true },
    { key: 'status', align: 'center', width: 100, dict: 'sys_mail_status' },
    { key: 'attempts', align: 'center', width: 90 },
    { key: 'nextAttemptTime', align: 'center', width: 170 },
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
    { key: 'createTime', align: 'center', width: 170 },
    { key: 'sentTime', align: 'center', width: 170 },
  ],
  actions: {
    width: 180,
    perms: ['monitor:mail:query', 'monitor:mail:resend'],
  },
  texts: { entityIds: 'outbox.entityIds', fields: 'outbox.fields' },
};
