import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/router/paths';
import { useUserStore } from '@/stores/user';

/** "No access" page (the always-available route /401). */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useUserStore((s) => !!s.token);
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('unauthorized.message')}
      extra={[
        <Button key="back" onClick={() => navigate(-1)}>
          {t('actions.back')}
        </Button>,
        <Button
          key="home"
          type="primary"
          onClick={() => navigate(signedIn ? PATHS.home : PATHS.root)}
        >
          {t('actions.backHome')}
        </Button>,
      ]}
    />
  );
}
