/**
 * Mail settings (`/system/mailSetting`): the SMTP server that sends the
 * enquiry mails, with a test mail, and the texts of those mails.
 */
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmtpForm } from './smtp-form';
import { TemplateEditor } from './template-editor';
import './mail-setting.css';

export default function MailSettingPage() {
  const { t } = useTranslation('mail');
  return (
    <Row gutter={[16, 16]} className="mail-setting">
      <Col xs={24} xl={10}>
        <Card title={t('setting.title')}>
          <Typography.Paragraph type="secondary">
            {t('setting.help')}
          </Typography.Paragraph>
          <SmtpForm />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card title={t('template.title')}>
          <TemplateEditor />
        </Card>
      </Col>
    </Row>
  );
}
