import type { ThemeConfig } from 'antd';
import {
  antdDarkShade,
  textShade,
  themeColors,
  type ThemeColors,
} from '@/lib/theme-colors';
import { contrastRatio } from '@/lib/contrast';

/**
 * antd's greys for secondary, description and placeholder text, a shade
 * darker (lighter in dark mode) than antd's own 45 % and 25 %, so that
 * they reach 4.5:1 on every background of the admin.
 */
const GREYS = {
  light: {
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
  dark: {
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  },
} as const;

/**
 * antd's colours that it draws as text: the error colour (danger buttons,
 * field errors), the status colours (the success, processing and warning
 * tags of every list, alerts, results) and the orange of the toolbar's
 * export button, each at its shade that reads on the page.
 */
const TEXT_COLOURS = {
  colorError: '#ff4d4f',
  colorSuccess: '#52c41a',
  colorWarning: '#faad14',
  colorInfo: '#1677ff',
  orange: '#fa8c16',
} as const;

function textColours(dark: boolean) {
  const error = textShade(TEXT_COLOURS.colorError, dark);
  const shownError = dark ? antdDarkShade(error) : error;
  return {
    token: {
      colorError: error,
      colorSuccess: textShade(TEXT_COLOURS.colorSuccess, dark),
      colorWarning: textShade(TEXT_COLOURS.colorWarning, dark),
      colorInfo: textShade(TEXT_COLOURS.colorInfo, dark),
      orange: textShade(TEXT_COLOURS.orange, dark),
    },
    /** Text on a filled danger button: white, or black on a light red. */
    onError:
      contrastRatio(shownError, '#ffffff') >= 4.5 ? '#ffffff' : '#000000',
  };
}

export interface AdminTheme {
  colors: ThemeColors;
  token: NonNullable<ThemeConfig['token']>;
  components: NonNullable<ThemeConfig['components']>;
}

/**
 * The colours antd gets for the theme colour the user picked (kept as
 * their choice in the settings; see themeColors) and the mode: the
 * primary and link colours, the greys, and the text drawn on the primary
 * colour where antd puts text on it.
 */
export function adminTheme(picked: string, dark: boolean): AdminTheme {
  const colors = themeColors(picked, dark);
  const onPrimary = colors.onPrimary;
  const text = textColours(dark);
  return {
    colors,
    token: {
      colorPrimary: colors.seed,
      colorLink: colors.seed,
      colorPrimaryBg: colors.tints.bg,
      colorPrimaryBgHover: colors.tints.hover,
      ...text.token,
      ...GREYS[dark ? 'dark' : 'light'],
    },
    components: {
      Button: { primaryColor: onPrimary, dangerColor: text.onError },
      Menu: {
        darkItemSelectedBg: colors.selectedOnDark,
        darkItemSelectedColor: '#ffffff',
      },
      Radio: { buttonSolidCheckedColor: onPrimary },
    },
  };
}
