/**
 * Resending mails after a confirm that names their recipients: one row's
 * link and the toolbar's button for the selected rows.
 */
import { RedoOutlined } from '@ant-design/icons';
import { resendMail } from '@/api/monitor/mail';
import {
  confirmAndRun,
  type RowAction,
  type ToolbarAction,
} from '@/components/crud';
import type { ListScreenState } from '@/components/list-screen';
import type { MailOutbox, MailOutboxQuery } from '@/types/mail';
import { resendable } from './data';

const RESEND = 'monitor:mail:resend';

export function useResend(
  screen: ListScreenState<MailOutbox, MailOutboxQuery>,
  /** After a resend (e.g. reload an open drawer). */
  after?: () => void,
) {
  const { t, selection } = screen;

  const resend = (rows: readonly MailOutbox[]) => {
    const to = [...new Set(rows.map((r) => r.toAddr))].join(', ');
    return confirmAndRun({
      content:
        rows.length === 1
          ? t('outbox.confirmResend', { to })
          : t('outbox.confirmResendMany', { count: rows.length, to }),
      run: () => resendMail(rows.map((r) => r.mailId)),
      success: t('outbox.resent'),
      after: async () => {
        await screen.reload();
        after?.();
      },
    });
  };

  const toolbar: ToolbarAction = {
    key: 'resend',
    label: t('outbox.resend'),
    icon: <RedoOutlined />,
    perm: RESEND,
    color: 'warning',
    disabled: !selection.multiple || !selection.rows.every(resendable),
    onClick: () => void resend(selection.rows),
  };

  const rowAction = (row: MailOutbox): RowAction[] =>
    resendable(row)
      ? [
          {
            key: 'resend',
            label: t('outbox.resend'),
            icon: <RedoOutlined />,
            perm: RESEND,
            onClick: () => void resend([row]),
          },
        ]
      : [];

  return { toolbar, rowAction, resend };
}
