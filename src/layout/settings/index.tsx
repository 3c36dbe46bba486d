import { App, Button, Divider, Drawer, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LayoutSettings } from '@/config/settings';
import { useSettingsStore } from '@/stores/settings';
import { reloadPage } from '../reload-page';
import { ChoiceSetting } from './choice-setting';
import { SideThemePicker } from './side-theme-picker';
import { ThemeColorPicker } from './theme-color-picker';
import '@/styles/settings.css';

/** Settings drawer width (px). */
export const SETTINGS_DRAWER_WIDTH = 280;

type SwitchKey = keyof Pick<
  LayoutSettings,
  | 'dark'
  | 'tagsView'
  | 'fixedHeader'
  | 'sidebarLogo'
  | 'dynamicTitle'
  | 'footerVisible'
>;

const SWITCHES: readonly SwitchKey[] = [
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'footerVisible',
];

function LayoutSwitch({ name }: { name: SwitchKey }) {
  const { t } = useTranslation('layout');
  const checked = useSettingsStore((s) => s[name]);
  const updateSettings = useSettingsStore((s) => s.updateSettings);
  const label = t(`settings.${name}`);
  return (
    <div className="settings-drawer__row">
      <span>{label}</span>
      <Switch
        aria-label={label}
        checked={checked}
        onChange={(value) => updateSettings({ [name]: value })}
      />
    </div>
  );
}

/**
 * Layout settings (a 280px drawer): sidebar theme, theme colour, dark mode,
 * navigation mode, tab bar and style, and the layout switches change the UI
 * live; Save keeps them in localStorage `layout-setting`, Reset clears that and
 * reloads.
 */
export default function SettingsDrawer() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const open = useSettingsStore((s) => s.showSettings);
  const updateSettings = useSettingsStore((s) => s.updateSettings);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const saveSettings = useSettingsStore((s) => s.saveSettings);
  const resetSettings = useSettingsStore((s) => s.resetSettings);

  const save = () => {
    saveSettings();
    void message.success(t('settings.saved'));
  };
  const reset = () => {
    void message.loading(t('settings.resetting'), 0);
    resetSettings();
    reloadPage();
  };

  return (
    <Drawer
      open={open}
      size={SETTINGS_DRAWER_WIDTH}
      title={t('settings.title')}
      placement="right"
      rootClassName="settings-drawer"
      onClose={() => updateSettings({ showSettings: false })}
      footer={
        <div className="settings-drawer__actions">
          <Button type="primary" onClick={save}>
            {t('settings.save')}
          </Button>
          <Button onClick={reset}>{t('settings.reset')}</Button>
        </div>
      }
    >
      <h3 className="settings-drawer__heading">{t('settings.sideTheme')}</h3>
      <SideThemePicker />
      <h3 className="settings-drawer__heading">{t('settings.themeColor')}</h3>
      <ThemeColorPicker />
      <LayoutSwitch name="dark" />
      <Divider />
      <h3 className="settings-drawer__heading">{t('settings.layout')}</h3>
      <ChoiceSetting name="navType" />
      <LayoutSwitch name="tagsView" />
      <ChoiceSetting name="tagsStyle" disabled={!tagsView} />
      {SWITCHES.map((name) => (
        <LayoutSwitch key={name} name={name} />
      ))}
    </Drawer>
  );
}
