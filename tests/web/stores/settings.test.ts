import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@/config/settings';
import { resetAllStores } from '@/lib/store-reset';
import { useSettingsStore } from '@/stores/settings';

const settings = () => useSettingsStore.getState();
const saved = () =>
  JSON.parse(localStorage.getItem('layout-setting') ?? 'null');

describe('settings store', () => {
  it('starts from the default layout settings', () => {
    expect(settings()).toMatchObject({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      showSettings: false,
      navType: 'left',
      tagsView: true,
      tagsStyle: 'card',
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: true,
      dark: false,
      footerVisible: false,
    });
  });

  it('loads saved preferences; missing or mistyped values fall back to defaults', () => {
    localStorage.setItem(
      'layout-setting',
      JSON.stringify({ navType: 'top', theme: '#ff4500', tagsView: 'yes' }),
    );
    resetAllStores();
    expect(settings().navType).toBe('top');
    expect(settings().theme).toBe('#ff4500');
    expect(settings().tagsView).toBe(true);
    expect(settings().sideTheme).toBe('theme-dark');
  });

  it('ignores a navigation mode or tab style it does not know', () => {
    localStorage.setItem(
      'layout-setting',
      JSON.stringify({ navType: 'bottom', tagsStyle: 'round', dark: true }),
    );
    resetAllStores();
    expect(settings().navType).toBe('left');
    expect(settings().tagsStyle).toBe('card');
    expect(settings().dark).toBe(true);
  });

  it('reads a setting saved as RuoYi\'s old "topNav: true" as the mixed navigation', () => {
    localStorage.setItem('layout-setting', JSON.stringify({ topNav: true }));
    resetAllStores();
    expect(settings().navType).toBe('mixed');
    localStorage.setItem(
      'layout-setting',
      JSON.stringify({ topNav: true, navType: 'top' }),
    );
    resetAllStores();
    expect(settings().navType).toBe('top');
  });

  it('ignores a corrupt saved value', () => {
    localStorage.setItem('layout-setting', '{not json');
    resetAllStores();
    expect(settings().theme).toBe(defaultSettings.theme);
  });

  it('updateSettings changes live; saveSettings persists the drawer fields', () => {
    settings().updateSettings({
      sideTheme: 'theme-light',
      fixedHeader: true,
      navType: 'mixed',
      tagsStyle: 'chrome',
      footerVisible: true,
    });
    expect(settings().sideTheme).toBe('theme-light');
    expect(saved()).toBeNull();
    settings().saveSettings();
    expect(saved()).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-light',
      navType: 'mixed',
      tagsView: true,
      tagsStyle: 'chrome',
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: true,
      dark: false,
      footerVisible: true,
    });
    resetAllStores();
    expect(settings()).toMatchObject({
      fixedHeader: true,
      navType: 'mixed',
      tagsStyle: 'chrome',
      footerVisible: true,
    });
  });

  it('toggleDark switches dark mode and remembers only that at once', () => {
    settings().updateSettings({ fixedHeader: true }); // not saved yet
    settings().toggleDark();
    expect(settings().dark).toBe(true);
    expect(saved()).toEqual({ dark: true });
    resetAllStores();
    expect(settings().dark).toBe(true);
    expect(settings().fixedHeader).toBe(false);

    localStorage.setItem(
      'layout-setting',
      JSON.stringify({ theme: '#ff4500', dark: true }),
    );
    resetAllStores();
    settings().toggleDark();
    expect(saved()).toEqual({ theme: '#ff4500', dark: false });
  });

  it('resetSettings clears the storage and restores the defaults', () => {
    settings().updateSettings({ navType: 'top', dark: true });
    settings().saveSettings();
    settings().resetSettings();
    expect(localStorage.getItem('layout-setting')).toBeNull();
    expect(settings().navType).toBe('left');
    expect(settings().dark).toBe(false);
  });

  it('setTitle: "<page> - <app name>" (dynamic title, the default), else the app name', () => {
    settings().setTitle('User management');
    expect(document.title).toBe('User management - Website management system');
    settings().setTitle('Role management');
    expect(document.title).toBe('Role management - Website management system');
    settings().updateSettings({ dynamicTitle: false });
    expect(document.title).toBe('Website management system');
  });
});
