/** Everything the visitor sent, read-only, in the order of the public form. */
import { Descriptions, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_FIELDS } from '@/shared/enquiry-rules';
import type { ProjectContact } from '@/types/contact';

export function ContactDetails({ contact }: { contact: ProjectContact }) {
  const { t } = useTranslation('project-contact');
  const f = (k: string) => t(`fields.${k}`);
  return (
    <section aria-label={t('sentByVisitor')}>
      <Typography.Title level={5}>{t('sentByVisitor')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        <LockOutlined /> {t('readOnlyNote')}
      </Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 150 } }}
        items={[
          {
            key: 'createTime',
            label: f('createTime'),
            children: contact.createTime,
          },
          ...ENQUIRY_FIELDS.map((k) => ({
            key: k,
            label: f(k),
            children:
              k === 'consultingContent' ? (
                <div className="contact-content">{contact[k]}</div>
              ) : (
                contact[k]
              ),
          })),
          { key: 'ip', label: f('ip'), children: contact.ip },
        ]}
      />
    </section>
  );
}
