import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from './back-home-button';

/**
 * "The visited page does not exist", full page or inside the layout (menu
 * entries whose page is not built yet land here too).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.message')}
      extra={<BackHomeButton />}
    />
  );
}
