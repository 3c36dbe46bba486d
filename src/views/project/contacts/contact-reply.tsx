/**
 * A reply to the visitor by mail: to the address they gave, threaded with
 * the reference number, plain text. Sending marks the enquiry answered.
 */
import { useState } from 'react';
import { Button, Descriptions, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { referenceNo } from '@/shared/enquiry-rules';
import type { ProjectContact } from '@/types/contact';
import type { ContactWork } from './use-contact-work';

/** The longest reply the server takes. */
const REPLY_MAX = 10000;

export interface ContactReplyProps {
  contact: ProjectContact;
  work: ContactWork;
  /** The reply being written (the drawer asks before dropping it). */
  body: string;
  onChange: (body: string) => void;
}

export function ContactReply({
  contact,
  work,
  body,
  onChange,
}: ContactReplyProps) {
  const { t } = useTranslation('project-contact');
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await work.reply(body.trim())) onChange('');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="contact-reply" aria-label={t('reply.title')}>
      <Typography.Title level={5}>{t('reply.title')}</Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'to', label: t('reply.to'), children: contact.email },
          {
            key: 'ref',
            label: t('reply.referenceNo'),
            children: referenceNo(contact.contactId),
          },
        ]}
      />
      <Input.TextArea
        aria-label={t('reply.body')}
        placeholder={t('reply.placeholder')}
        autoSize={{ minRows: 5, maxRows: 16 }}
        maxLength={REPLY_MAX}
        value={body}
        onChange={(e) => onChange(e.target.value)}
      />
      <Typography.Paragraph type="secondary" className="contact-reply__hint">
        {t('reply.hint')}
      </Typography.Paragraph>
      <Button
        type="primary"
        icon={<SendOutlined />}
        loading={sending}
        disabled={!body.trim()}
        onClick={() => void send()}
      >
        {t('reply.send')}
      </Button>
    </section>
  );
}
