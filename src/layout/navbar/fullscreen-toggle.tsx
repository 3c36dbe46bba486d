import { useEffect, useState } from 'react';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import { App, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Fullscreen on/off for the whole page; warns when the browser does not support
 * fullscreen.
 */
export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const [full, setFull] = useState(() => !!document.fullscreenElement);

  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('fullscreen.unsupported'));
      return;
    }
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => {
      void message.warning(t('fullscreen.unsupported'));
    });
  };

  const label = full ? t('fullscreen.exit') : t('fullscreen.enter');
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="navbar__icon-button"
        aria-label={label}
        onClick={toggle}
      >
        {full ? (
          <FullscreenExitOutlined aria-hidden />
        ) : (
          <FullscreenOutlined aria-hidden />
        )}
      </button>
    </Tooltip>
  );
}
