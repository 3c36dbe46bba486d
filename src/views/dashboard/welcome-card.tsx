/** Who is signed in: avatar, name, account, roles, and their menu and permission counts. */
import { Avatar, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/stores/user';

export function WelcomeCard({ menuCount }: { menuCount: number }) {
  const { t } = useTranslation('layout');
  const nickName = useUserStore((s) => s.nickName);
  const name = useUserStore((s) => s.name);
  const avatar = useUserStore((s) => s.avatar);
  const roles = useUserStore((s) => s.roles);
  const permissions = useUserStore((s) => s.permissions);
  return (
    <Card className="dashboard__welcome">
      <div className="dashboard__who">
        {/* the name beside it says whose picture it is */}
        <Avatar size={64} src={avatar || undefined} alt="">
          {(nickName || name).slice(0, 1)}
        </Avatar>
        <div>
          <h2 className="dashboard__hello">
            {t('dashboard.welcome', { name: nickName || name })}
          </h2>
          <p className="dashboard__meta">{t('dashboard.account', { name })}</p>
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
          <dd>{menuCount}</dd>
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
  );
}
