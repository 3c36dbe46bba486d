import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/router/paths';
import { useUserStore } from '@/stores/user';

/**
 * "The visited page does not exist", full page or inside the layout (menu
 * entries whose page is not built yet land here too).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useUserStore((s) => !!s.token);
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.message')}
      extra={
        <Button
          type="primary"
          onClick={() => navigate(signedIn ? PATHS.home : PATHS.root)}
        >
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}
