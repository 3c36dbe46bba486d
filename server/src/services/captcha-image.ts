/**
 * The captcha picture: four digits (10,000 answers, typed on a phone's
 * number pad), each drawn from the font's outline through its own random
 * rotation, slant, size and a wave that bends the outline (not an affine
 * map, so no two drawings of a digit share a shape), with every point
 * jittered, all digits merged into one path in random order and crossed by
 * curves of the same colour. A program cannot match fixed glyph outlines or
 * pick the digits out by element or colour.
 */
import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;
const FONT_SIZE = 36;

interface Command {
  type: string;
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  charToGlyph(ch: string): {
    advanceWidth?: number;
    getPath(x: number, y: number, size: number): { commands: Command[] };
  };
}

/** The font svg-captcha ships and has loaded (opentype.js). */
const font = (svgCaptcha as unknown as { options: { font: Font } }).options
  .font;

/** A uniform random number in [min, max) from the crypto source. */
const rnd = (min: number, max: number) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fmt = (n: number) => n.toFixed(1);

export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => randomInt(0, 10)).join(
    '',
  );
}

/** One digit's outline, bent and placed around (cx, cy). */
function digitPath(ch: string, cx: number, cy: number): string[] {
  const size = FONT_SIZE * rnd(0.9, 1.08);
  const scale = size / font.unitsPerEm;
  const glyph = font.charToGlyph(ch);
  const w = (glyph.advanceWidth ?? 0) * scale;
  const h = (font.ascender + font.descender) * scale;
  const angle = rnd(-0.38, 0.38);
  const slant = rnd(-0.35, 0.35);
  const wave = { a: rnd(0.6, 1.4), f: rnd(0.18, 0.4), p: rnd(0, 6.28) };
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const map = (x: number, y: number) => {
    let dx = x - w / 2;
    const dy = y + h / 2;
    dx += slant * dy + wave.a * Math.sin(dy * wave.f + wave.p);
    const px = cx + dx * cos - dy * sin + rnd(-0.6, 0.6);
    const py = cy + dx * sin + dy * cos + rnd(-0.6, 0.6);
    return `${fmt(px)} ${fmt(py)}`;
  };
  const subpaths: string[] = [];
  let current = '';
  for (const c of glyph.getPath(0, 0, size).commands) {
    if (c.type === 'M') {
      if (current) subpaths.push(current);
      current = `M${map(c.x!, c.y!)}`;
    } else if (c.type === 'L') current += `L${map(c.x!, c.y!)}`;
    else if (c.type === 'Q')
      current += `Q${map(c.x1!, c.y1!)} ${map(c.x!, c.y!)}`;
    else if (c.type === 'C')
      current += `C${map(c.x1!, c.y1!)} ${map(c.x2!, c.y2!)} ${map(c.x!, c.y!)}`;
    else if (c.type === 'Z') current += 'Z';
  }
  if (current) subpaths.push(current);
  return subpaths;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Crossing curves drawn in the digits' own colour. */
function noise(colour: string): string {
  const curves: string[] = [];
  for (let i = 0; i < 2; i++) {
    const y = () => fmt(rnd(4, HEIGHT - 4));
    curves.push(
      `<path d="M${fmt(rnd(0, 15))} ${y()}C${fmt(rnd(30, 55))} ${y()} ${fmt(rnd(65, 90))} ${y()} ${fmt(rnd(105, WIDTH))} ${y()}" stroke="${colour}" stroke-width="${fmt(rnd(0.7, 1.2))}" fill="none"/>`,
    );
  }
  return curves.join('');
}

/** SVG markup (WIDTH x HEIGHT) showing `text`. */
export function renderCaptcha(text: string): string {
  const spacing = WIDTH / (text.length + 1);
  const subpaths = [...text].flatMap((ch, i) =>
    digitPath(ch, spacing * (i + 1) + rnd(-3, 3), HEIGHT / 2 + rnd(-3, 3)),
  );
  const hue = randomInt(0, 360);
  const colour = `hsl(${hue},55%,${randomInt(25, 40)}%)`;
  const background = `hsl(${(hue + 180) % 360},40%,94%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<path fill="${colour}" stroke="${colour}" stroke-width="1.1" d="${shuffle(subpaths).join('')}"/>` +
    noise(colour) +
    '</svg>'
  );
}
