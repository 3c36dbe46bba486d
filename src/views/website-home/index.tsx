import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import logo from '@/assets/logo.svg';
import { PATHS } from '@/router/paths';
import '@/styles/website-home.css';

/**
 * Interim screen for `#/w` until the public site (`src/site/`) is built:
 * says the site is coming and links to the back office.
 */
export default function WebsiteHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="site-soon">
      <img src={logo} alt="" width={56} height={56} />
      <h1>{t('site.title')}</h1>
      <p>{t('site.message')}</p>
      <Button type="primary" size="large" onClick={() => navigate(PATHS.admin)}>
        {t('site.toAdmin')}
      </Button>
    </main>
  );
}
