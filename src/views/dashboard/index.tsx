/** Admin home: who is signed in, their figures and charts, shortcuts. */
import { Suspense } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/router/paths';
import { menuItemTitle } from '@/router/route-title';
import type { MenuItem } from '@/router/types';
import { usePermissionStore } from '@/stores/permission';
import '@/styles/dashboard.css';
import { Panels } from './panels';
import { ReviewPanel } from './review-panel';
import { WelcomeCard } from './welcome-card';

function leaves(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
}

export default function DashboardPage() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const menus = leaves(usePermissionStore((s) => s.sidebarRouters));
  const shortcuts = menus
    .filter((m) => !m.link && m.key !== PATHS.home)
    .slice(0, 12);

  return (
    <div className="dashboard">
      <WelcomeCard menuCount={menus.length} />
      {/* its texts (Publishing's) load on first show */}
      <Suspense fallback={null}>
        <ReviewPanel />
      </Suspense>
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
