import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@/stores/settings';

/**
 * Dark mode on/off for the whole admin (a moon in light mode, a sun in dark
 * mode); remembered at once in `layout-setting`.
 */
export function DarkToggle() {
  const { t } = useTranslation('layout');
  const dark = useSettingsStore((s) => s.dark);
  const toggleDark = useSettingsStore((s) => s.toggleDark);
  const label = dark ? t('darkMode.off') : t('darkMode.on');
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="navbar__icon-button"
        aria-label={label}
        aria-pressed={dark}
        onClick={toggleDark}
      >
        {dark ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
      </button>
    </Tooltip>
  );
}
