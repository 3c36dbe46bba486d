/** Defaults of the layout preferences (spec §3 "Layout settings", §9). */

export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSettings {
  /** Primary theme colour. */
  theme: string;
  sideTheme: SideTheme;
  /** Whether the settings drawer is offered. */
  showSettings: boolean;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Page title = meta title + ' - ' + system title. */
  dynamicTitle: boolean;
  /** The system title. */
  title: string;
}

export const SYSTEM_TITLE = 'Website management system';

export const defaultSettings: Readonly<LayoutSettings> = Object.freeze({
  theme: '#409EFF',
  sideTheme: 'theme-dark',
  showSettings: false,
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  title: SYSTEM_TITLE,
});

/** The 8 preset theme colours of the settings drawer. */
export const THEME_PRESETS: readonly string[] = [
  '#409EFF',
  '#ff4500',
  '#ff8c00',
  '#ffd700',
  '#90ee90',
  '#00ced1',
  '#1e90ff',
  '#c71585',
];

/** localStorage key of the saved layout preferences. */
export const LAYOUT_SETTING_KEY = 'layout-setting';

/** The preferences the settings drawer saves (RuoYi's saveSetting list). */
export const SAVED_SETTING_KEYS = [
  'theme',
  'sideTheme',
  'topNav',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
] as const satisfies readonly (keyof LayoutSettings)[];
