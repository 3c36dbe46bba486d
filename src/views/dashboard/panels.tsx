/** Figures and charts of the areas the viewer may see. */
import { Button, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Charts } from './charts';
import { Figures } from './figures';
import { useDashboard } from './use-dashboard';

export function Panels() {
  const { t } = useTranslation('dashboard');
  const state = useDashboard();
  const { panels } = state;
  if (!panels) {
    return state.failed ? (
      <Card>
        <Empty description={t('charts.loadFailed')}>
          <Button onClick={state.reload}>{t('charts.retry')}</Button>
        </Empty>
      </Card>
    ) : (
      <Spin spinning description={t('charts.loading')}>
        <div className="dashboard__loading" />
      </Spin>
    );
  }
  // A viewer who may see none of the areas has no panels at all.
  if (Object.keys(panels).length === 0) return null;
  return (
    <Spin spinning={state.loading} delay={300}>
      <div className="dashboard__panels">
        <Figures panels={panels} />
        <Charts
          panels={panels}
          signInDays={state.signInDays}
          onSignInDays={state.setSignInDays}
        />
      </div>
    </Spin>
  );
}
