/**
 * Layout preferences: one typed object, defaults in
 * src/config/settings.ts, saved in localStorage `layout-setting`.
 */
import { create } from 'zustand';
import {
  defaultSettings,
  LAYOUT_SETTING_KEY,
  NAV_TYPES,
  SAVED_SETTING_KEYS,
  TAGS_STYLES,
  type LayoutSettings,
} from '@/config/settings';
import i18n from '@/lib/i18n';
import { registerReset } from '@/lib/store-reset';

export interface SettingsState extends LayoutSettings {
  /** The current page's title (route meta title, translated), for the dynamic title. */
  pageTitle: string;
  /** Change preferences live (not saved until `saveSettings`). */
  updateSettings(partial: Partial<LayoutSettings>): void;
  /** Save the preferences to localStorage `layout-setting`. */
  saveSettings(): void;
  /** Switch dark mode and remember just that at once (the navbar toggle). */
  toggleDark(): void;
  /** Clear the saved preferences and go back to the defaults. */
  resetSettings(): void;
  /** Set the page title and apply document.title (also after a language change). */
  setTitle(pageTitle: string): void;
}

/** Values a saved string setting may take (others: any of its type). */
const CHOICES: Partial<Record<keyof LayoutSettings, readonly string[]>> = {
  navType: NAV_TYPES,
  tagsStyle: TAGS_STYLES,
};

function readStored(): Record<string, unknown> {
  try {
    const raw = localStorage.getItem(LAYOUT_SETTING_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function readSaved(): Partial<LayoutSettings> {
  const stored = readStored();
  const saved: Partial<Record<keyof LayoutSettings, unknown>> = {};
  for (const key of Object.keys(defaultSettings) as (keyof LayoutSettings)[]) {
    const value = stored[key];
    // Missing (or mistyped) values fall back to the defaults.
    if (value === undefined || typeof value !== typeof defaultSettings[key]) {
      continue;
    }
    const choices = CHOICES[key];
    if (!choices || choices.includes(value as string)) saved[key] = value;
  }
  // Saved before the navigation modes: `topNav: true` was the mixed mode.
  if (saved.navType === undefined && stored.topNav === true) {
    saved.navType = 'mixed';
  }
  return saved as Partial<LayoutSettings>;
}

function initialState(): LayoutSettings & { pageTitle: string } {
  return { ...defaultSettings, ...readSaved(), pageTitle: '' };
}

/**
 * document.title: `<page> - <app name>` with the dynamic title on (the
 * default), else the app name alone; the app name in the UI's language.
 */
export function computeDocumentTitle(
  s: Pick<SettingsState, 'dynamicTitle' | 'pageTitle'>,
  appName: string,
): string {
  return s.dynamicTitle && s.pageTitle
    ? `${s.pageTitle} - ${appName}`
    : appName;
}

function applyTitle(s: SettingsState): void {
  if (typeof document !== 'undefined') {
    document.title = computeDocumentTitle(s, i18n.t('common:appTitle'));
  }
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...initialState(),

  updateSettings(partial) {
    set(partial);
    if ('dynamicTitle' in partial) applyTitle(get());
  },

  saveSettings() {
    const state = get();
    const saved: Partial<LayoutSettings> = {};
    for (const key of SAVED_SETTING_KEYS) {
      (saved as Record<string, unknown>)[key] = state[key];
    }
    localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify(saved));
  },

  toggleDark() {
    const dark = !get().dark;
    set({ dark });
    localStorage.setItem(
      LAYOUT_SETTING_KEY,
      JSON.stringify({ ...readStored(), dark }),
    );
  },

  resetSettings() {
    localStorage.removeItem(LAYOUT_SETTING_KEY);
    set({ ...defaultSettings });
    applyTitle(get());
  },

  setTitle(pageTitle) {
    set({ pageTitle });
    applyTitle(get());
  },
}));

registerReset(() => useSettingsStore.setState(initialState()));

// Plain selectors.
export const selectTheme = (s: SettingsState) => s.theme;
export const selectSideTheme = (s: SettingsState) => s.sideTheme;
export const selectNavType = (s: SettingsState) => s.navType;
export const selectTagsView = (s: SettingsState) => s.tagsView;
export const selectTagsStyle = (s: SettingsState) => s.tagsStyle;
export const selectDark = (s: SettingsState) => s.dark;
export const selectFooterVisible = (s: SettingsState) => s.footerVisible;
export const selectFixedHeader = (s: SettingsState) => s.fixedHeader;
export const selectSidebarLogo = (s: SettingsState) => s.sidebarLogo;
export const selectDynamicTitle = (s: SettingsState) => s.dynamicTitle;
export const selectShowSettings = (s: SettingsState) => s.showSettings;
