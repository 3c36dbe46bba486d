import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@/config/settings';
import { resetAllStores } from '@/stores/reset';
import { useSettingsStore } from '@/stores/settings';

const settings = () => useSettingsStore.getState();
const saved = () =>
  JSON.parse(localStorage.getItem('layout-setting') ?? 'null');

describe('settings store', () => {
  it('has the spec defaults', () => {
    expect(settings()).toMatchObject({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      showSettings: false,
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      title: 'Website management system',
    });
  });

  it('loads saved preferences; missing or mistyped values fall back to defaults', () => {
    localStorage.setItem(
      'layout-setting',
      JSON.stringify({ topNav: true, theme: '#ff4500', tagsView: 'yes' }),
    );
    resetAllStores();
    expect(settings().topNav).toBe(true);
    expect(settings().theme).toBe('#ff4500');
    expect(settings().tagsView).toBe(true);
    expect(settings().sideTheme).toBe('theme-dark');
  });

  it('ignores a corrupt saved value', () => {
    localStorage.setItem('layout-setting', '{not json');
    resetAllStores();
    expect(settings().theme).toBe(defaultSettings.theme);
  });

  it('updateSettings changes live; saveSettings persists the drawer fields', () => {
    settings().updateSettings({ sideTheme: 'theme-light', fixedHeader: true });
    expect(settings().sideTheme).toBe('theme-light');
    expect(saved()).toBeNull();
    settings().saveSettings();
    expect(saved()).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-light',
      topNav: false,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
    });
    resetAllStores();
    expect(settings().fixedHeader).toBe(true);
  });

  it('resetSettings clears the storage and restores the defaults', () => {
    settings().updateSettings({ topNav: true });
    settings().saveSettings();
    settings().resetSettings();
    expect(localStorage.getItem('layout-setting')).toBeNull();
    expect(settings().topNav).toBe(false);
  });

  it('setTitle: dynamic title is "<page> - <system>", else the system title', () => {
    settings().setTitle('User management');
    expect(document.title).toBe('Website management system');
    settings().updateSettings({ dynamicTitle: true });
    expect(document.title).toBe('User management - Website management system');
    settings().setTitle('Role management');
    expect(document.title).toBe('Role management - Website management system');
    settings().updateSettings({ dynamicTitle: false });
    expect(document.title).toBe('Website management system');
  });
});
