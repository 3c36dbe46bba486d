import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { presetTagCss } from '@/app/tag-colours';
import { adminTheme } from '@/app/theme-tokens';
import { THEME_PRESETS } from '@/config/settings';
import {
  contrastRatio,
  luminance,
  nearestAccessible,
  parseHex,
} from '@/lib/contrast';

/** An rgba() text colour as drawn on an opaque background. */
function blend(color: string, bg: string): string {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(color);
  if (!m) return color;
  const a = Number(m[4]);
  const back = parseHex(bg);
  const rgb = [1, 2, 3].map((i) =>
    Math.round(Number(m[i]) * a + back[i - 1] * (1 - a)),
  );
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function hue(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  const h =
    max === r
      ? ((g - b) / d + 6) % 6
      : max === g
        ? (b - r) / d + 2
        : (r - g) / d + 4;
  return h * 60;
}

describe('contrast', () => {
  it('computes WCAG luminance and ratios', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    // The figures axe reported for the old theme colour and breadcrumb.
    expect(contrastRatio('#ffffff', '#409eff')).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });

  it('keeps a colour that already meets the goal', () => {
    const goal = {
      against: ['#ffffff'],
      ratio: 4.5,
      direction: 'darken' as const,
    };
    expect(nearestAccessible('#C71585', goal)).toBe('#c71585');
  });

  it('darkens or lightens just enough, keeping the hue', () => {
    const dark = nearestAccessible('#409eff', {
      against: ['#ffffff'],
      ratio: 4.5,
      direction: 'darken',
    });
    expect(contrastRatio(dark, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, '#ffffff')).toBeLessThan(4.6);
    expect(hue(dark)).toBeCloseTo(hue('#409eff'), 0);
    const light = nearestAccessible('#c71585', {
      against: ['#141414'],
      ratio: 4.5,
      direction: 'lighten',
    });
    expect(luminance(light)).toBeGreaterThan(luminance('#c71585'));
    expect(contrastRatio(light, '#141414')).toBeLessThan(4.6);
  });
});

describe.each(THEME_PRESETS)('the admin theme for %s', (picked) => {
  it('light mode: white text on the primary colour and the primary and link colours as text on the page, 4.5:1', () => {
    const t = theme.getDesignToken({
      algorithm: theme.defaultAlgorithm,
      ...adminTheme(picked, false),
    });
    for (const c of [
      t.colorPrimary,
      t.colorLink,
      t.colorPrimaryText,
      // hovered: a default button's text and a primary button's fill
      t.colorPrimaryHover,
      t.colorLinkHover,
    ]) {
      expect(contrastRatio(c, t.colorTextLightSolid)).toBeGreaterThanOrEqual(
        4.5,
      );
      for (const bg of [
        '#ffffff',
        '#f0f2f5',
        t.colorPrimaryBg,
        t.colorPrimaryBgHover,
      ]) {
        expect(contrastRatio(c, bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(hue(t.colorPrimary)).toBeCloseTo(hue(picked), -1);
  });

  it('dark mode: the primary colour as text on the dark backgrounds, and the text antd draws on it, 4.5:1', () => {
    const admin = adminTheme(picked, true);
    const t = theme.getDesignToken({
      algorithm: theme.darkAlgorithm,
      ...admin,
    });
    expect(admin.colors.shown).toBe(t.colorPrimary);
    for (const c of [
      t.colorPrimary,
      t.colorLink,
      t.colorPrimaryText,
      t.colorPrimaryHover,
      t.colorLinkHover,
    ]) {
      for (const bg of [
        '#000000',
        t.colorBgContainer,
        t.colorBgElevated,
        t.colorPrimaryBg,
        t.colorPrimaryBgHover,
      ]) {
        expect(contrastRatio(c, bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
    const onPrimary = admin.components.Button?.primaryColor as string;
    for (const fill of [t.colorPrimary, t.colorPrimaryHover]) {
      expect(contrastRatio(fill, onPrimary)).toBeGreaterThanOrEqual(4.5);
    }
    // The dark sidebar's selected entry: white on the light mode's shade.
    const menu = admin.components.Menu!;
    expect(
      contrastRatio(
        menu.darkItemSelectedBg as string,
        menu.darkItemSelectedColor as string,
      ),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each(THEME_PRESETS)('the focus ring under %s', (picked) => {
  it.each([false, true])(
    'antd’s focus outline reaches 3:1 on every background (dark mode: %s)',
    (dark) => {
      const t = theme.getDesignToken({
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        ...adminTheme(picked, dark),
      });
      const backgrounds = dark
        ? ['#000000', t.colorBgContainer, t.colorBgElevated, t.colorPrimaryBg]
        : ['#ffffff', '#f0f2f5', t.colorBgElevated, t.colorPrimaryBg];
      for (const bg of backgrounds) {
        expect(
          contrastRatio(t.colorPrimaryBorder, bg),
          `${t.colorPrimaryBorder} on ${bg}`,
        ).toBeGreaterThanOrEqual(3);
      }
      // an input's focused border, plain and in error
      for (const ring of [t.colorPrimary, t.colorError]) {
        expect(contrastRatio(ring, backgrounds[1])).toBeGreaterThanOrEqual(3);
      }
    },
  );
});

describe.each([
  ['light', false, ['#ffffff', '#f0f2f5', '#fafafa']],
  ['dark', true, ['#000000', '#141414', '#1f1f1f']],
] as const)('the greys in %s mode', (_mode, dark, backgrounds) => {
  it('secondary, description and placeholder texts reach 4.5:1', () => {
    const t = theme.getDesignToken({
      algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      ...adminTheme('#409EFF', dark),
    });
    for (const grey of [
      t.colorTextSecondary,
      t.colorTextTertiary,
      t.colorTextDescription,
      t.colorTextPlaceholder,
    ]) {
      for (const bg of backgrounds) {
        expect(contrastRatio(blend(grey, bg), bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe.each([
  ['light', false, ['#ffffff', '#f0f2f5']],
  ['dark', true, ['#000000', '#141414', '#1f1f1f']],
] as const)(
  'colours antd draws as text in %s mode',
  (_mode, dark, backgrounds) => {
    it('the error colour (danger buttons) and the orange (export button) reach 4.5:1, and so does a filled danger button’s text, busy or not', () => {
      const admin = adminTheme('#409EFF', dark);
      const t = theme.getDesignToken({
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        ...admin,
      });
      for (const colour of [t.colorError, t.colorErrorText, t['orange-6']]) {
        for (const bg of backgrounds) {
          expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(4.5);
        }
      }
      const onDanger = admin.components.Button?.dangerColor as string;
      expect(contrastRatio(t.colorError, onDanger)).toBeGreaterThanOrEqual(4.5);
      // A busy (loading) button is drawn unfaded, in these same colours.
      expect(admin.components.Button?.opacityLoading).toBe(1);
    });

    it('a preset-coloured tag’s text (green, gold, ...) reaches 4.5:1 on its own fill', () => {
      const admin = adminTheme('#409EFF', dark);
      const t = theme.getDesignToken({
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        ...admin,
      }) as unknown as Record<string, string>;
      const css = presetTagCss(dark, { orange: admin.token.orange as string });
      for (const name of ['green', 'gold', 'orange', 'red', 'blue', 'cyan']) {
        const text = new RegExp(
          `ant-tag-${name}\\{--ant-${name}-7:(#[0-9a-f]{6})`,
        ).exec(css)?.[1];
        const fill = t[`${name}1`];
        expect(
          contrastRatio(text ?? '', fill),
          `${name}: ${text} on ${fill}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('a status tag’s text (success, processing, error, warning) reaches 4.5:1 on its own fill', () => {
      const t = theme.getDesignToken({
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        ...adminTheme('#409EFF', dark),
      });
      for (const [text, fill] of [
        [t.colorSuccess, t.colorSuccessBg],
        [t.colorInfo, t.colorInfoBg],
        [t.colorError, t.colorErrorBg],
        [t.colorWarning, t.colorWarningBg],
      ]) {
        expect(
          contrastRatio(text, fill),
          `${text} on ${fill}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    });
  },
);
