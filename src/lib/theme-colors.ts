import { contrastRatio, nearestAccessible, parseHex, toHex } from './contrast';

/** WCAG AA for normal text, with a little room for rounding. */
const TEXT_RATIO = 4.55;

/** The backgrounds of the light admin: cards and the page area. */
const LIGHT_BACKGROUNDS = ['#ffffff', '#f0f2f5'] as const;
/** The backgrounds of the dark admin: page, cards, popups. */
const DARK_BACKGROUNDS = ['#000000', '#141414', '#1f1f1f'] as const;

/**
 * The primary colour antd's dark algorithm draws for a seed: the seed mixed
 * 85 % with its dark background #141414 (@ant-design/colors' dark palette,
 * step 6).
 */
export function antdDarkShade(seed: string): string {
  const bg = parseHex('#141414');
  const [r, g, b] = parseHex(seed).map((v, i) => v * 0.85 + bg[i] * 0.15);
  return toHex([r, g, b]);
}

/** `part` of `color` mixed into `base` (a tint or a dark shade of it). */
export function tint(color: string, part: number, base: string): string {
  const back = parseHex(base);
  const [r, g, b] = parseHex(color).map(
    (v, i) => v * part + back[i] * (1 - part),
  );
  return toHex([r, g, b]);
}

/**
 * A colour antd draws as text (a status colour, a preset colour of a
 * button or tag) as the nearest shade of its hue that reads at 4.5:1 on the
 * light backgrounds, or in dark mode (as antd's dark algorithm draws it) on
 * the dark ones; `alsoOn` adds backgrounds of its own (its tinted one).
 */
export function textShade(
  color: string,
  dark: boolean,
  alsoOn: readonly string[] = [],
): string {
  return dark
    ? nearestAccessible(color, {
        against: [...DARK_BACKGROUNDS, ...alsoOn],
        ratio: TEXT_RATIO,
        direction: 'lighten',
        shown: antdDarkShade,
      })
    : nearestAccessible(color, {
        against: [...LIGHT_BACKGROUNDS, ...alsoOn],
        ratio: TEXT_RATIO,
        direction: 'darken',
      });
}

export interface ThemeColors {
  /** What antd gets as colorPrimary and colorLink. */
  seed: string;
  /** The colour drawn (the app's own CSS: `--app-primary`). */
  shown: string;
  /** Text drawn on the colour (primary button, active tab). */
  onPrimary: string;
  /**
   * The colour hovered (a default button's text and border, a primary
   * button's fill, a hovered link): a step further from the page than the
   * colour shown, so it still carries text both ways, on the page and under
   * the text on it (antd's own hover is lighter in light mode, and its link
   * hover darker in dark mode: both below 4.5:1).
   */
  hover: string;
  /**
   * The selected entry of the dark sidebar menu, under white text: the
   * light mode's shade in both modes (antd colours that menu's open
   * submenu titles with the same text colour, on the dark sidebar).
   */
  selectedOnDark: string;
  /**
   * The backgrounds of selected items (antd's colorPrimaryBg and its
   * hover): the picked colour faintly over the page, which the primary
   * colour stands out from as text (antd's own palette of a shifted shade
   * turns grey in light mode and too light in dark mode).
   */
  tints: { bg: string; hover: string };
}

/**
 * The theme colour the user picked, as the nearest shade of its hue that
 * carries text: in light mode dark enough for white text on it and for it
 * as text on the page; in dark mode light enough as text on the dark
 * backgrounds, with dark text on it (no shade can do both with white).
 */
export function themeColors(picked: string, dark: boolean): ThemeColors {
  if (!dark) {
    const tints = {
      bg: tint(picked, 0.1, '#ffffff'),
      hover: tint(picked, 0.18, '#ffffff'),
    };
    const seed = nearestAccessible(picked, {
      against: ['#ffffff', ...LIGHT_BACKGROUNDS, tints.bg, tints.hover],
      ratio: TEXT_RATIO,
      direction: 'darken',
    });
    return {
      seed,
      shown: seed,
      onPrimary: '#ffffff',
      hover: tint(seed, 0.85, '#000000'),
      selectedOnDark: seed,
      tints,
    };
  }
  const tints = {
    bg: tint(picked, 0.12, '#141414'),
    hover: tint(picked, 0.18, '#141414'),
  };
  const seed = nearestAccessible(picked, {
    against: [...DARK_BACKGROUNDS, tints.bg, tints.hover],
    ratio: TEXT_RATIO,
    direction: 'lighten',
    shown: antdDarkShade,
  });
  const shown = antdDarkShade(seed);
  const onPrimary =
    contrastRatio(shown, '#ffffff') >= TEXT_RATIO ? '#ffffff' : '#000000';
  return {
    seed,
    shown,
    onPrimary,
    hover: tint(shown, 0.8, '#ffffff'),
    selectedOnDark: themeColors(picked, false).seed,
    tints,
  };
}
