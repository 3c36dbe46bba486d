/**
 * WCAG 2.x colour contrast, and the nearest colour of the same hue that
 * reaches a contrast ratio. Pure; used for the theme colour the user picks
 * (src/app/antd-root.tsx), which stays their choice while antd and the
 * shell's CSS get a shade that can carry text.
 */

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (any case) to 0–255 channels. */
export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(h)) throw new Error(`Not a hex colour: ${hex}`);
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** WCAG relative luminance (0 black – 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rr
      ? (gg - bb) / d + (gg < bb ? 6 : 0)
      : max === gg
        ? (bb - rr) / d + 2
        : (rr - gg) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** The same hue and saturation at another HSL lightness (0–1). */
export function withLightness(hex: string, lightness: number): string {
  const [h, s] = toHsl(parseHex(hex));
  return toHex(fromHsl([h, s, lightness]));
}

export interface ContrastGoal {
  /** Colours it must stand out from (backgrounds, or text drawn on it). */
  against: readonly string[];
  /** The ratio to reach against each (4.5 for normal text). */
  ratio: number;
  /** Only darker shades (light backgrounds, white text) or only lighter. */
  direction: 'darken' | 'lighten';
  /**
   * The colour as it will be drawn, when that is not the colour itself
   * (antd's dark algorithm mixes the seed with its background).
   */
  shown?: (hex: string) => string;
}

const meets = (hex: string, goal: ContrastGoal) => {
  const drawn = goal.shown ? goal.shown(hex) : hex;
  return goal.against.every((c) => contrastRatio(drawn, c) >= goal.ratio);
};

/**
 * The colour itself when it reaches the goal; otherwise the shade of the
 * same hue nearest to it (by HSL lightness, to within 1/10⁶) that does.
 * Falls back to black or white when no shade of the hue can.
 */
export function nearestAccessible(hex: string, goal: ContrastGoal): string {
  const own = toHex(parseHex(hex));
  if (meets(own, goal)) return own;
  const [, , start] = toHsl(parseHex(own));
  const darken = goal.direction === 'darken';
  const end = darken ? 0 : 1;
  if (!meets(withLightness(own, end), goal))
    return darken ? '#000000' : '#ffffff';
  // Binary search for the step closest to the colour that still meets it.
  let near = start;
  let far = end;
  for (let i = 0; i < 20; i += 1) {
    const mid = (near + far) / 2;
    if (meets(withLightness(own, mid), goal)) far = mid;
    else near = mid;
  }
  return withLightness(own, far);
}
