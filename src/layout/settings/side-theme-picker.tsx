import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { useTranslation } from 'react-i18next';
import type { SideTheme } from '@/config/settings';
import { useSettingsStore } from '@/stores/settings';

const SIDE_THEMES: readonly SideTheme[] = ['theme-dark', 'theme-light'];

/** Sidebar theme: a small picture of each layout, the current one ticked. */
export function SideThemePicker() {
  const { t } = useTranslation('layout');
  const sideTheme = useSettingsStore((s) => s.sideTheme);
  const updateSettings = useSettingsStore((s) => s.updateSettings);
  return (
    <div
      className="settings-side-themes"
      role="radiogroup"
      aria-label={t('settings.sideTheme')}
    >
      {SIDE_THEMES.map((value) => {
        const checked = value === sideTheme;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t(`settings.${value}`)}
            title={t(`settings.${value}`)}
            className={`settings-side-theme settings-side-theme--${value}`}
            onClick={() => updateSettings({ sideTheme: value })}
          >
            <span className="settings-side-theme__side" />
            <span className="settings-side-theme__top" />
            {checked && (
              <CheckOutlined
                className="settings-side-theme__check"
                aria-hidden
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
