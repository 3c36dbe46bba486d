import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { afterKey } from '@/lib/after-key';
import { loginPath, PATHS } from '@/router/paths';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { useUserStore } from '@/stores/user';

/**
 * Avatar dropdown: personal centre, layout settings (the settings drawer),
 * lock screen, and log out after a confirmation, back to the index page (which the guard
 * turns into the login page).
 */
export function AvatarMenu() {
  const { t } = useTranslation('layout');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const avatar = useUserStore((s) => s.avatar);
  const nickName = useUserStore((s) => s.nickName || s.name);
  const logOut = useUserStore((s) => s.logOut);
  const updateSettings = useSettingsStore((s) => s.updateSettings);
  const setLocked = useAppStore((s) => s.setLocked);

  // A double click on "Log out" opens one dialog, not two stacked ones.
  const confirming = useRef(false);

  const confirmLogout = () => {
    if (confirming.current) return;
    confirming.current = true;
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.content'),
      okText: t('logout.ok'),
      cancelText: t('logout.cancel'),
      onOk: async () => {
        try {
          await logOut();
        } finally {
          // Straight to the sign-in page that the index page leads to.
          // (Navigating to the index page itself raced the guard's own
          // redirect and, from the home page, left an empty screen.)
          navigate(loginPath(PATHS.home), { replace: true });
          confirming.current = false;
        }
      },
      onCancel: () => {
        confirming.current = false;
      },
    });
  };

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      icon: <UserOutlined aria-hidden />,
      label: t('avatar.profile'),
    },
    {
      key: 'settings',
      icon: <SettingOutlined aria-hidden />,
      label: t('avatar.settings'),
    },
    {
      key: 'lock',
      icon: <LockOutlined aria-hidden />,
      label: t('avatar.lock'),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden />,
      label: t('avatar.logout'),
    },
  ];
  // "Log out" opens a confirmation: after the key that chose it
  const onClick: MenuProps['onClick'] = afterKey(({ key }) => {
    if (key === 'profile') navigate(PATHS.profile);
    if (key === 'settings') updateSettings({ showSettings: true });
    if (key === 'lock') setLocked(true);
    if (key === 'logout') confirmLogout();
  });

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
    >
      <button
        type="button"
        className="navbar__avatar"
        aria-label={t('avatar.menu', { name: nickName })}
      >
        <Avatar
          size={30}
          src={avatar || undefined}
          alt={nickName}
          icon={<UserOutlined aria-hidden />}
        />
        <span className="navbar__name">{nickName}</span>
        <DownOutlined className="navbar__caret" aria-hidden />
      </button>
    </Dropdown>
  );
}
