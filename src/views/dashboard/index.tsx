import { Avatar, Button, Card, Empty, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/router/paths';
import { menuItemTitle } from '@/router/route-title';
import type { MenuItem } from '@/router/types';
import { usePermissionStore } from '@/stores/permission';
import { useUserStore } from '@/stores/user';
import '@/styles/dashboard.css';
import { Charts } from './charts';
import { Figures } from './figures';
import { useDashboard } from './use-dashboard';

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
}

/** Figures and charts of the areas the viewer may see. */
function Panels() {
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

/** Admin home: who is signed in, their figures and charts, shortcuts. */
export default function DashboardPage() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const nickName = useUserStore((s) => s.nickName);
  const name = useUserStore((s) => s.name);
  const avatar = useUserStore((s) => s.avatar);
  const roles = useUserStore((s) => s.roles);
  const permissions = useUserStore((s) => s.permissions);
  const menus = usePermissionStore((s) => s.sidebarRouters);
  const shortcuts = leaves(menus)
    .filter((m) => !m.link && m.key !== PATHS.home)
    .slice(0, 12);

  return (
    <div className="dashboard">
      <Card className="dashboard__welcome">
        <div className="dashboard__who">
          <Avatar size={64} src={avatar || undefined}>
            {(nickName || name).slice(0, 1)}
          </Avatar>
          <div>
            <h2 className="dashboard__hello">
              {t('dashboard.welcome', { name: nickName || name })}
            </h2>
            <p className="dashboard__meta">
              {t('dashboard.account', { name })}
            </p>
            <div className="dashboard__roles" aria-label={t('dashboard.roles')}>
              {roles.map((role) => (
                <Tag key={role} color="blue">
                  {role}
                </Tag>
              ))}
            </div>
          </div>
        </div>
        <dl className="dashboard__stats">
          <div>
            <dt>{t('dashboard.menuCount')}</dt>
            <dd>{leaves(menus).length}</dd>
          </div>
          <div>
            <dt>{t('dashboard.permissionCount')}</dt>
            <dd>
              {permissions.includes('*:*:*')
                ? t('dashboard.allPermissions')
                : permissions.length}
            </dd>
          </div>
        </dl>
      </Card>
      <Panels />
      {shortcuts.length > 0 && (
        <Card title={t('dashboard.shortcuts')} className="dashboard__shortcuts">
          <ul className="dashboard__links">
            {shortcuts.map((item) => (
              <li key={item.key}>
                <button
                  type="button"
                  onClick={() => navigate(item.key + (item.search ?? ''))}
                >
                  {menuItemTitle(item)}
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
