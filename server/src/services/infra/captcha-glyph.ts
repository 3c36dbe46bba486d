/**
 * One captcha character as outline contours that never repeat: the font's
 * outline is cut at random points, each piece redrawn as a different kind
 * of segment (lines as curves, curves as lines or other curves), each
 * closed contour starts at a random point, and the whole character is
 * rotated, sheared, scaled and bent by its own wave, every point jittered.
 */
import { randomFillSync } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

export type Point = [number, number];
/** A piece of outline from the previous end: L [end], Q [ctrl, end], C [c1, c2, end]. */
export interface Segment {
  type: 'L' | 'Q' | 'C';
  points: Point[];
}
/** A closed outline: it ends where it starts. */
export interface Contour {
  start: Point;
  segments: Segment[];
}

interface FontCommand {
  type: string;
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  charToGlyph(ch: string): {
    getPath(
      x: number,
      y: number,
      size: number,
    ): {
      commands: FontCommand[];
      getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
    };
  };
}

/** The font svg-captcha ships and has loaded (opentype.js). */
const font = (svgCaptcha as unknown as { options: { font: Font } }).options
  .font;

/** Crypto random words, drawn a pool at a time (a picture needs thousands). */
const pool = new Uint32Array(4096);
let used = pool.length;
function random(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++] / 2 ** 32;
}

/** A uniform random number in [min, max). */
export const rnd = (min: number, max: number) => min + random() * (max - min);
/** A uniform random whole number in [min, max). */
export const rndInt = (min: number, max: number) => Math.floor(rnd(min, max));

const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** The font's outline of `ch` at `size` pixels, centred on (0, 0). */
function outline(ch: string, size: number): Contour[] {
  const path = font.charToGlyph(ch).getPath(0, 0, size);
  const box = path.getBoundingBox();
  const at = (x = 0, y = 0): Point => [
    x - (box.x1 + box.x2) / 2,
    y - (box.y1 + box.y2) / 2,
  ];
  const contours: Contour[] = [];
  let current: Contour | null = null;
  for (const c of path.commands) {
    if (c.type === 'M') {
      current = { start: at(c.x, c.y), segments: [] };
      contours.push(current);
    } else if (current && c.type === 'L') {
      current.segments.push({ type: 'L', points: [at(c.x, c.y)] });
    } else if (current && c.type === 'Q') {
      const points = [at(c.x1, c.y1), at(c.x, c.y)];
      current.segments.push({ type: 'Q', points });
    } else if (current && c.type === 'C') {
      const points = [at(c.x1, c.y1), at(c.x2, c.y2), at(c.x, c.y)];
      current.segments.push({ type: 'C', points });
    }
  }
  for (const contour of contours) {
    const last = contour.segments.at(-1)?.points.at(-1) ?? contour.start;
    if (last[0] !== contour.start[0] || last[1] !== contour.start[1]) {
      contour.segments.push({ type: 'L', points: [contour.start] });
    }
  }
  return contours.filter((c) => c.segments.length > 0);
}

/** The point at `t` of the segment starting at `p0`. */
function pointAt(p0: Point, seg: Segment, t: number): Point {
  let pts = [p0, ...seg.points];
  while (pts.length > 1) {
    pts = pts.slice(1).map((p, i) => lerp(pts[i], p, t));
  }
  return pts[0];
}

/** The segment starting at `p0` cut in two at `t` (de Casteljau). */
function split(p0: Point, seg: Segment, t: number): [Segment, Segment] {
  const left: Point[] = [];
  const right: Point[] = [];
  let pts = [p0, ...seg.points];
  while (pts.length > 1) {
    right.unshift(pts[pts.length - 1]);
    pts = pts.slice(1).map((p, i) => lerp(pts[i], p, t));
    left.push(pts[0]);
  }
  return [
    { type: seg.type, points: left },
    { type: seg.type, points: right },
  ];
}

/** Points on the segment at `n` random sorted places, then its end, as lines. */
function asLines(p0: Point, seg: Segment, n: number): Segment[] {
  const ts = Array.from({ length: n - 1 }, () => rnd(0.1, 0.9)).sort(
    (a, b) => a - b,
  );
  return [...ts.map((t) => pointAt(p0, seg, t)), seg.points.at(-1)!].map(
    (p) => ({ type: 'L', points: [p] }),
  );
}

/** The same stretch of outline drawn by another kind of segment. */
function recast(p0: Point, seg: Segment): Segment[] {
  const end = seg.points[seg.points.length - 1];
  const choice = rndInt(0, 3);
  if (choice === 0) return [seg];
  if (seg.type === 'L') {
    if (choice === 1) {
      return [{ type: 'Q', points: [lerp(p0, end, rnd(0.2, 0.8)), end] }];
    }
    const [u, v] = [rnd(0.1, 0.5), rnd(0.5, 0.9)];
    return [{ type: 'C', points: [lerp(p0, end, u), lerp(p0, end, v), end] }];
  }
  if (seg.type === 'Q') {
    if (choice === 2) return asLines(p0, seg, rndInt(2, 5));
    const q = seg.points[0];
    return [
      { type: 'C', points: [lerp(p0, q, 2 / 3), lerp(end, q, 2 / 3), end] },
    ];
  }
  if (choice === 2) return asLines(p0, seg, rndInt(3, 6));
  // two quadratics, each close to its half of the cubic
  const halves = split(p0, seg, rnd(0.35, 0.65));
  let from = p0;
  return halves.map((h) => {
    const [c1, c2, to] = h.points;
    const ctrl: Point = [
      (3 * (c1[0] + c2[0]) - from[0] - to[0]) / 4,
      (3 * (c1[1] + c2[1]) - from[1] - to[1]) / 4,
    ];
    from = to;
    return { type: 'Q', points: [ctrl, to] };
  });
}

/** The contour cut at random points, recast, and started at a random point. */
function decompose(contour: Contour): Contour {
  const pieces: { from: Point; seg: Segment }[] = [];
  let from = contour.start;
  for (const seg of contour.segments) {
    const parts =
      rndInt(0, 3) === 0 ? split(from, seg, rnd(0.25, 0.75)) : [seg];
    for (const part of parts) {
      pieces.push({ from, seg: part });
      from = part.points[part.points.length - 1];
    }
  }
  const k = rndInt(0, pieces.length);
  const [head, tail] = split(pieces[k].from, pieces[k].seg, rnd(0.2, 0.8));
  const start = head.points[head.points.length - 1];
  const ordered = [
    { from: start, seg: tail },
    ...pieces.slice(k + 1),
    ...pieces.slice(0, k),
    { from: pieces[k].from, seg: head },
  ];
  return { start, segments: ordered.flatMap((p) => recast(p.from, p.seg)) };
}

/**
 * The character `ch` drawn `size` pixels high around (cx, cy): its own
 * rotation, shear, stretch and wave, and a jitter on every point.
 */
export function drawGlyph(
  ch: string,
  cx: number,
  cy: number,
  size: number,
): Contour[] {
  const angle = rnd(-0.3, 0.3);
  const shear = rnd(-0.3, 0.3);
  const [sx, sy] = [rnd(0.88, 1.12), rnd(0.9, 1.1)];
  const waveX = { a: rnd(0.5, 1.8), f: rnd(0.1, 0.22), p: rnd(0, 6.28) };
  const waveY = { a: rnd(0.5, 1.5), f: rnd(0.1, 0.22), p: rnd(0, 6.28) };
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const map = ([x, y]: Point): Point => {
    const wx = x * sx + shear * y + waveX.a * Math.sin(y * waveX.f + waveX.p);
    const wy = y * sy + waveY.a * Math.sin(x * waveY.f + waveY.p);
    return [
      cx + wx * cos - wy * sin + rnd(-0.5, 0.5),
      cy + wx * sin + wy * cos + rnd(-0.5, 0.5),
    ];
  };
  return outline(ch, size).map((contour) => {
    const c = decompose(contour);
    return {
      start: map(c.start),
      segments: c.segments.map((s) => ({
        type: s.type,
        points: s.points.map(map),
      })),
    };
  });
}
