import { theme } from 'antd';
import { nearestAccessible } from '@/lib/contrast';

/** antd's preset colours (`<Tag color="green">`, a dictionary's list class). */
const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

const cache = new Map<string, Record<string, string>>();

/**
 * The text of a preset-coloured tag is its colour's step 7 on its step 1
 * (gold: #d48806 on #fffbe6, 2.75:1): each step 7 at its nearest shade that
 * reads 4.5:1 on its own step 1, darker in light mode, lighter in dark mode.
 * `seeds` are the preset colours the theme changes (their steps follow).
 * Returned by colour name, computed once per mode and seeds.
 */
function presetTagText(
  dark: boolean,
  seeds: Record<string, string> = {},
): Record<string, string> {
  const key = JSON.stringify([dark, seeds]);
  const known = cache.get(key);
  if (known) return known;
  const palette = theme.getDesignToken({
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: seeds,
  }) as unknown as Record<string, string>;
  const tokens = Object.fromEntries(
    PRESETS.map((name) => [
      name,
      nearestAccessible(palette[`${name}7`], {
        against: [palette[`${name}1`]],
        ratio: 4.55,
        direction: dark ? 'lighten' : 'darken',
      }),
    ]),
  );
  cache.set(key, tokens);
  return tokens;
}

/**
 * The shades as CSS: antd's ConfigProvider does not pass a palette step given
 * as a token on to its CSS variables (`--ant-gold-7` stays antd's), so each
 * preset tag gets its step 7 variable set on itself (two classes outrank the
 * one antd defines it with).
 */
export function presetTagCss(
  dark: boolean,
  seeds: Record<string, string> = {},
): string {
  return Object.entries(presetTagText(dark, seeds))
    .map(
      ([name, shade]) => `.ant-tag.ant-tag-${name}{--ant-${name}-7:${shade}}`,
    )
    .join('');
}
