/**
 * One mail of the outbox in a drawer, fresh from the server: where it went
 * and how it fared, its threading headers, the enquiry it was sent for and
 * its text as sent (plain text, line breaks kept).
 */
import { useEffect, useState } from 'react';
import { Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getMail } from '@/api/monitor/mail';
import { DictTag } from '@/components/dict-tag';
import type { MailOutboxDetail } from '@/types/mail';
import type { DictOption } from '@/types/system';

export interface MailDetailProps {
  /** The mail shown; undefined = closed. */
  mailId?: number;
  /** Changes when the mail may have changed (after a resend). */
  version: number;
  statusOptions: readonly DictOption[];
  onClose: () => void;
}

/** The enquiries screen opened at one enquiry. */
export const enquiryPath = (contactId: number) =>
  `/project/contacts?contactId=${contactId}`;

export function MailDetail({
  mailId,
  version,
  statusOptions,
  onClose,
}: MailDetailProps) {
  const { t } = useTranslation('mail');
  const f = (key: string) => t(`outbox.fields.${key}`);
  const [mail, setMail] = useState<MailOutboxDetail | null>(null);

  useEffect(() => {
    if (mailId === undefined) return;
    let live = true;
    setMail(null);
    getMail(mailId).then(
      (res) => {
        if (live && res.data) setMail(res.data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [mailId, version]);

  return (
    <Drawer
      open={mailId !== undefined}
      onClose={onClose}
      title={t('outbox.detailTitle', { id: mailId ?? '' })}
      size="min(720px, 100vw)"
      className="mail-detail"
    >
      {!mail ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 140 } }}
          >
            <Descriptions.Item label={f('kind')}>
              {t(`outbox.kinds.${mail.kind}`, { defaultValue: mail.kind })}
            </Descriptions.Item>
            <Descriptions.Item label={f('toAddr')}>
              {mail.toAddr}
            </Descriptions.Item>
            <Descriptions.Item label={f('subject')}>
              {mail.subject}
            </Descriptions.Item>
            <Descriptions.Item label={f('status')}>
              <DictTag options={statusOptions} value={mail.status} />
            </Descriptions.Item>
            <Descriptions.Item label={f('attempts')}>
              {mail.attempts}
            </Descriptions.Item>
            <Descriptions.Item label={f('createTime')}>
              {mail.createTime}
            </Descriptions.Item>
            {mail.sentTime && (
              <Descriptions.Item label={f('sentTime')}>
                {mail.sentTime}
              </Descriptions.Item>
            )}
            {mail.status !== 'sent' && mail.nextAttemptTime && (
              <Descriptions.Item label={f('nextAttemptTime')}>
                {mail.nextAttemptTime}
              </Descriptions.Item>
            )}
            {mail.lastError && (
              <Descriptions.Item label={f('lastError')}>
                <span className="mail-outbox__error">{mail.lastError}</span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={f('messageId')}>
              <code>{mail.messageId}</code>
            </Descriptions.Item>
            {mail.inReplyTo && (
              <Descriptions.Item label={f('inReplyTo')}>
                <code>{mail.inReplyTo}</code>
              </Descriptions.Item>
            )}
            {mail.contactId != null && (
              <Descriptions.Item label={f('contactId')}>
                <Link to={enquiryPath(mail.contactId)} onClick={onClose}>
                  {t('outbox.openEnquiry', { id: mail.contactId })}
                </Link>
              </Descriptions.Item>
            )}
          </Descriptions>
          <h4 className="mail-detail__heading">{f('body')}</h4>
          <pre className="mail-detail__body" aria-label={f('body')}>
            {mail.body}
          </pre>
        </>
      )}
    </Drawer>
  );
}
