import type { ThemeConfig } from 'antd';
import { themeColors, type ThemeColors } from '@/lib/theme-colors';

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
  return {
    colors,
    token: {
      colorPrimary: colors.seed,
      colorLink: colors.seed,
      colorPrimaryBg: colors.tints.bg,
      colorPrimaryBgHover: colors.tints.hover,
      ...GREYS[dark ? 'dark' : 'light'],
    },
    components: {
      Button: { primaryColor: onPrimary },
      Menu: { darkItemSelectedColor: onPrimary },
      Radio: { buttonSolidCheckedColor: onPrimary },
    },
  };
}
