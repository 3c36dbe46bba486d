import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BackHomeButton } from './back-home-button';

/** "No access" page (the always-available route /401). */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('unauthorized.message')}
      extra={[
        <Button key="back" onClick={() => navigate(-1)}>
          {t('actions.back')}
        </Button>,
        <BackHomeButton key="home" />,
      ]}
    />
  );
}
