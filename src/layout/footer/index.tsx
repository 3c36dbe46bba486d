import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The copyright line under the page area (setting "footer", RuoYi's
 * footerVisible), naming the current year and the system title.
 */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className="app-footer">
      {t('layout:footer.copyright', {
        year: new Date().getFullYear(),
        title: t('appTitle'),
      })}
    </Layout.Footer>
  );
}
