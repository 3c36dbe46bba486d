/**
 * Mail outbox (`/monitor/mailOutbox`): every mail the server sends, newest
 * first. Search by status, kind, recipient and time; a mail's details and
 * text in a drawer; resend one or the selected mails after a confirm that
 * names their recipients.
 */
import { useState } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { RowActions, useAnyPermitted } from '@/components/crud';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { mailOutboxSchema } from './data';
import { MailDetail } from './mail-detail';
import { useResend } from './use-resend';
import './mail-outbox.css';

export default function MailOutboxPage() {
  const screen = useListScreen(mailOutboxSchema);
  const { t, dict } = screen;
  const [shown, setShown] = useState<number>();
  const [resent, setResent] = useState(0);
  const resend = useResend(screen, () => setResent((n) => n + 1));
  const canResend = useAnyPermitted(['monitor:mail:resend']);

  return (
    <ListScreen
      screen={screen}
      className="mail-outbox"
      selectable={canResend}
      toolbar={[resend.toolbar]}
      actionsCell={(row) => (
        <RowActions
          name={t('outbox.rowName', { id: row.mailId })}
          actions={[
            {
              key: 'detail',
              label: t('outbox.detail'),
              icon: <EyeOutlined />,
              perm: 'monitor:mail:query',
              onClick: () => setShown(row.mailId),
            },
            ...resend.rowAction(row),
          ]}
        />
      )}
    >
      <MailDetail
        mailId={shown}
        version={resent}
        statusOptions={dict.sys_mail_status ?? []}
        onClose={() => setShown(undefined)}
      />
    </ListScreen>
  );
}
