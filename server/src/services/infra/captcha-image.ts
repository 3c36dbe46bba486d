/**
 * The captcha picture: four characters from an alphabet without look-alikes
 * (no 0/O/D, 1/I/L/7/T, 2/Z, 5/S, 8/B, 6/G, U/V: 130,321 answers, checked
 * without regard to case), each drawn from outline contours that never repeat (random
 * cuts, segment kinds and start points, its own rotation, shear, stretch
 * and wave), set at random sizes, heights and gaps anywhere across the
 * picture, crossed by strokes in the same ink, and painted into a PNG.
 * The picture carries pixels only: no drawing commands for a program to
 * match, and RuoYi's front ends show it under their `data:image/gif`
 * prefix as they show RuoYi's own JPEG.
 */
import { randomInt } from 'node:crypto';
import { drawGlyph, rnd, type Contour, type Point } from './captcha-glyph.js';
import { Canvas, encodePng, flatten } from './captcha-raster.js';

export const CAPTCHA_LENGTH = 4;
/** The characters a captcha may show: none is easily taken for another. */
export const CAPTCHA_ALPHABET = '34679ACEFHJKMNPRWXY';
/** Pixels; shown at half this size (200 x 64), sharp on phone screens. */
export const CAPTCHA_WIDTH = 400;
export const CAPTCHA_HEIGHT = 128;
const GLYPH_SIZE = 136;
/** Margin (px) kept free at the left and right of the characters. */
const MARGIN = 10;

export function captchaText(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)],
  ).join('');
}

/** What the picture shows: each character's contours and the crossing strokes. */
export interface CaptchaDrawing {
  glyphs: Contour[][];
  strokes: { line: Point[]; width: number }[];
}

/** A curve from (x0, y0) to (x1, y1) bowing through two random points. */
function curve(x0: number, y0: number, x1: number, y1: number): Point[] {
  const bow = () => rnd(-28, 28);
  const contour: Contour = {
    start: [x0, y0],
    segments: [
      {
        type: 'C',
        points: [
          [x0 + (x1 - x0) / 3, y0 + (y1 - y0) / 3 + bow()],
          [x0 + ((x1 - x0) * 2) / 3, y0 + ((y1 - y0) * 2) / 3 + bow()],
          [x1, y1],
        ],
      },
    ],
  };
  return flatten(contour);
}

/**
 * Two long lines across the characters and four short strokes among them,
 * in the same ink but thinner than the characters' own strokes: a reader
 * tells them apart, a program cutting the picture into characters does not.
 */
function noiseStrokes(): CaptchaDrawing['strokes'] {
  const [w, h] = [CAPTCHA_WIDTH, CAPTCHA_HEIGHT];
  const y = () => rnd(h * 0.25, h * 0.75);
  const strokes = [0, 1].map(() => ({
    line: curve(rnd(0, 30), y(), rnd(w - 30, w), y()),
    width: rnd(2, 2.8),
  }));
  for (let i = 0; i < 4; i++) {
    const [x, yy] = [rnd(14, w - 14), rnd(12, h - 12)];
    const [len, dir] = [rnd(14, 30), rnd(0, Math.PI)];
    const [dx, dy] = [Math.cos(dir) * len, Math.sin(dir) * len];
    strokes.push({
      line: curve(x - dx, yy - dy, x + dx, yy + dy),
      width: rnd(2, 3),
    });
  }
  return strokes;
}

/** The glyph moved `dx` pixels right, and how far it reaches left and right. */
function shifted(glyph: Contour[], dx: number): Contour[] {
  const move = ([x, y]: Point): Point => [x + dx, y];
  return glyph.map((c) => ({
    start: move(c.start),
    segments: c.segments.map((s) => ({ ...s, points: s.points.map(move) })),
  }));
}

function extent(glyph: Contour[]): [number, number] {
  const xs = glyph.flatMap((c) =>
    [c.start, ...c.segments.flatMap((s) => s.points)].map((p) => p[0]),
  );
  return [Math.min(...xs), Math.max(...xs)];
}

/** The characters drawn `scale` times their size, and the row's width. */
function drawRow(text: string, scale: number) {
  const drawn = [...text].map((ch) =>
    drawGlyph(
      ch,
      0,
      CAPTCHA_HEIGHT / 2 + rnd(-9, 9),
      GLYPH_SIZE * scale * rnd(0.9, 1.06),
    ),
  );
  const spans = drawn.map(extent);
  const gaps = spans.slice(1).map(() => rnd(6, 16));
  const used =
    spans.reduce((sum, [lo, hi]) => sum + hi - lo, 0) +
    gaps.reduce((a, b) => a + b, 0);
  return { drawn, spans, gaps, used };
}

/**
 * The characters left to right, each its own size and height, with random
 * gaps (never overlapping), the row anywhere across the picture (drawn
 * smaller when wide letters would not fit); then the noise.
 */
export function drawCaptcha(text: string): CaptchaDrawing {
  let row = drawRow(text, 1);
  for (let scale = 0.92; row.used > CAPTCHA_WIDTH - 2 * MARGIN; scale *= 0.92)
    row = drawRow(text, scale);
  const { drawn, spans, gaps, used } = row;
  let x = rnd(MARGIN, CAPTCHA_WIDTH - MARGIN - used);
  const glyphs = drawn.map((glyph, i) => {
    const [lo, hi] = spans[i];
    const placed = shifted(glyph, x - lo);
    x += hi - lo + (gaps[i] ?? 0);
    return placed;
  });
  return { glyphs, strokes: noiseStrokes() };
}

/** A dark ink and a light background, far apart whatever the hue. */
function colours(): { ink: number[]; paper: number[][] } {
  const ink = [0, 1, 2].map(() => randomInt(10, 70));
  const paper = [0, 1].map(() => [0, 1, 2].map(() => randomInt(232, 256)));
  return { ink, paper };
}

/** The PNG picture showing `text`. */
export function renderCaptcha(text: string): Buffer {
  const drawing = drawCaptcha(text);
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  // the font draws hollow letters: a stroke along the outline fills them in
  const pen = rnd(3.4, 4.4);
  for (const glyph of drawing.glyphs) {
    const lines = glyph.map(flatten);
    canvas.fill(lines);
    for (const line of lines) canvas.stroke(line, pen);
  }
  for (const { line, width } of drawing.strokes) canvas.stroke(line, width);
  const { ink, paper } = colours();
  const rgb = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const cover = canvas.coverage(x, y);
      const across = x / (CAPTCHA_WIDTH - 1);
      for (let c = 0; c < 3; c++) {
        const back = paper[0][c] + (paper[1][c] - paper[0][c]) * across;
        rgb[(y * CAPTCHA_WIDTH + x) * 3 + c] = Math.round(
          back + (ink[c] - back) * cover,
        );
      }
    }
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, rgb);
}
