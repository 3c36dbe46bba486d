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

/**
 * The light backgrounds and borders antd gives its status colours' defaults.
 * They are kept: antd would derive them from the darker text shades (a grey
 * green under the success tag's text), and the text shades are chosen to
 * read on them too.
 */
const STATUS_FILLS = {
  colorSuccess: { Bg: '#f6ffed', Border: '#b7eb8f' },
  colorError: { Bg: '#fff2f0', Border: '#ffccc7' },
  colorWarning: { Bg: '#fffbe6', Border: '#ffe58f' },
  colorInfo: { Bg: '#e6f4ff', Border: '#91caff' },
} as const;

function statusColours(dark: boolean) {
  const token: Record<string, string> = {};
  for (const [name, fills] of Object.entries(STATUS_FILLS)) {
    const seed = TEXT_COLOURS[name as keyof typeof STATUS_FILLS];
    if (dark) {
      token[name] = textShade(seed, true);
      continue;
    }
    token[name] = textShade(seed, false, [fills.Bg]);
    token[`${name}Bg`] = fills.Bg;
    token[`${name}Border`] = fills.Border;
  }
  return token;
}

function textColours(dark: boolean) {
  const token = statusColours(dark);
  const orange = textShade(TEXT_COLOURS.orange, dark);
  const error = token.colorError;
  const shownError = dark ? antdDarkShade(error) : error;
  return {
    token: { ...token, orange },
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
      colorPrimaryHover: colors.hover,
      colorLinkHover: colors.hover,
      // antd draws its focus outline (buttons, checkboxes, tabs, tree
      // nodes, pagination, the upload area) in this colour, by default a
      // pale tint (1.5:1 on white): the colour shown reaches 3:1 on every
      // background it sits on.
      colorPrimaryBorder: colors.shown,
      colorPrimaryBg: colors.tints.bg,
      colorPrimaryBgHover: colors.tints.hover,
      ...text.token,
      ...GREYS[dark ? 'dark' : 'light'],
    },
    components: {
      Button: {
        primaryColor: onPrimary,
        dangerColor: text.onError,
        // A busy button keeps its colours (its spinner says it is busy):
        // antd's faded 0.65 takes white on the primary colour below 3:1.
        opacityLoading: 1,
      },
      Menu: {
        darkItemSelectedBg: colors.selectedOnDark,
        darkItemSelectedColor: '#ffffff',
      },
      Radio: { buttonSolidCheckedColor: onPrimary },
    },
  };
}
