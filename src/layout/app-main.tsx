import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import i18n from '@/lib/i18n';

function ViewLoading() {
  return (
    <div className="page-loading page-loading--inline" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{i18n.t('common:loading')}</span>
    </div>
  );
}

/** The page area: the matched child route, lazily loaded. */
export function AppMain() {
  return (
    <Layout.Content className="app-main" id="main-content">
      <Suspense fallback={<ViewLoading />}>
        <Outlet />
      </Suspense>
    </Layout.Content>
  );
}
