/** Defaults of the layout preferences. */

export type SideTheme = 'theme-dark' | 'theme-light';

/**
 * Menu navigation (RuoYi 3.9 navType): the whole menu in the sidebar; the
 * top-level entries in the navbar and their children in the sidebar; or
 * the whole menu in the navbar and no sidebar.
 */
export type NavType = 'left' | 'mixed' | 'top';
export const NAV_TYPES: readonly NavType[] = ['left', 'mixed', 'top'];

/** How the tab bar draws its tabs. */
export type TagsStyle = 'card' | 'chrome' | 'simple';
export const TAGS_STYLES: readonly TagsStyle[] = ['card', 'chrome', 'simple'];

export interface LayoutSettings {
  /** Primary theme colour. */
  theme: string;
  sideTheme: SideTheme;
  /** Whether the settings drawer is offered. */
  showSettings: boolean;
  navType: NavType;
  tagsView: boolean;
  tagsStyle: TagsStyle;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Page title = page title + ' - ' + app name (else the app name alone). */
  dynamicTitle: boolean;
  /** Dark theme for the whole admin. */
  dark: boolean;
  /** The copyright footer under the page area. */
  footerVisible: boolean;
}

export const defaultSettings: Readonly<LayoutSettings> = Object.freeze({
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
  'navType',
  'tagsView',
  'tagsStyle',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'dark',
  'footerVisible',
] as const satisfies readonly (keyof LayoutSettings)[];
