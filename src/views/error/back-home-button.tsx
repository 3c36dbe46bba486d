import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/router/paths';
import { useUserStore } from '@/stores/user';

/** "Back to home": the admin home when signed in, else the site's root. */
export function BackHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useUserStore((s) => !!s.token);
  return (
    <Button
      type="primary"
      onClick={() => navigate(signedIn ? PATHS.home : PATHS.root)}
    >
      {t('actions.backHome')}
    </Button>
  );
}
