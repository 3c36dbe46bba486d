/**
 * Paints outlines into pixels (anti-aliased by 4 x 4 samples a pixel) and
 * writes them as a PNG, so the picture holds no drawing commands at all.
 */
import { deflateSync, crc32 } from 'node:zlib';
import type { Contour, Point, Segment } from './captcha-glyph.js';

const SAMPLES = 4;

/** The point at `t` of the segment starting at `p0` (Bernstein form). */
function at(p0: Point, seg: Segment, t: number): Point {
  const u = 1 - t;
  const p = seg.points;
  if (seg.type === 'Q') {
    return [
      u * u * p0[0] + 2 * u * t * p[0][0] + t * t * p[1][0],
      u * u * p0[1] + 2 * u * t * p[0][1] + t * t * p[1][1],
    ];
  }
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    a * p0[0] + b * p[0][0] + c * p[1][0] + d * p[2][0],
    a * p0[1] + b * p[0][1] + c * p[1][1] + d * p[2][1],
  ];
}

/** The contour as a closed polyline, curves cut into pieces about 2 px long. */
export function flatten(contour: Contour): Point[] {
  const out: Point[] = [contour.start];
  let from = contour.start;
  for (const seg of contour.segments) {
    const end = seg.points[seg.points.length - 1];
    if (seg.type !== 'L') {
      let length = 0;
      let prev = from;
      for (const p of seg.points) {
        length += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
        prev = p;
      }
      const steps = Math.max(2, Math.ceil(length / 2));
      for (let s = 1; s < steps; s++) out.push(at(from, seg, s / steps));
    }
    out.push(end);
    from = end;
  }
  return out;
}

/** A width x height picture of coverage samples, painted shape by shape. */
export class Canvas {
  private readonly cols: number;
  private readonly rows: number;
  private readonly samples: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.cols = width * SAMPLES;
    this.rows = height * SAMPLES;
    this.samples = new Uint8Array(this.cols * this.rows);
  }

  /** Fills the polygons together by the nonzero rule (holes stay open). */
  fill(polygons: Point[][]): void {
    const n = polygons.reduce((sum, p) => sum + p.length, 0);
    // each edge from its top: y range, x at the top, x step per y, direction
    const [top, bottom, x, slope] = [0, 0, 0, 0].map(() => new Float64Array(n));
    const dir = new Int8Array(n);
    let count = 0;
    for (const poly of polygons) {
      for (let i = 0; i < poly.length; i++) {
        const [x0, y0] = poly[i];
        const [x1, y1] = poly[(i + 1) % poly.length];
        if (y0 === y1) continue;
        const down = y0 < y1;
        top[count] = down ? y0 : y1;
        bottom[count] = down ? y1 : y0;
        x[count] = down ? x0 : x1;
        slope[count] = (x1 - x0) / (y1 - y0);
        dir[count++] = down ? 1 : -1;
      }
    }
    const order = Array.from({ length: count }, (_, i) => i).sort(
      (a, b) => top[a] - top[b],
    );
    const active = new Int32Array(count);
    const hitX = new Float64Array(count);
    const hitDir = new Int8Array(count);
    let [live, next] = [0, 0];
    const first = count ? Math.floor(top[order[0]] * SAMPLES) : this.rows;
    for (let row = Math.max(0, first); row < this.rows; row++) {
      const y = (row + 0.5) / SAMPLES;
      while (next < count && top[order[next]] <= y)
        active[live++] = order[next++];
      let hits = 0;
      let kept = 0;
      for (let k = 0; k < live; k++) {
        const e = active[k];
        if (bottom[e] <= y) continue;
        active[kept++] = e;
        // insertion sort by x: a row crosses few edges
        const hx = x[e] + (y - top[e]) * slope[e];
        let j = hits++;
        for (; j > 0 && hitX[j - 1] > hx; j--) {
          hitX[j] = hitX[j - 1];
          hitDir[j] = hitDir[j - 1];
        }
        hitX[j] = hx;
        hitDir[j] = dir[e];
      }
      live = kept;
      if (!live && next === count) break;
      let winding = 0;
      for (let i = 0; i < hits - 1; i++) {
        winding += hitDir[i];
        if (winding === 0) continue;
        const from = Math.max(0, Math.ceil(hitX[i] * SAMPLES - 0.5));
        const to = Math.min(this.cols, Math.ceil(hitX[i + 1] * SAMPLES - 0.5));
        if (to > from) {
          this.samples.fill(1, row * this.cols + from, row * this.cols + to);
        }
      }
    }
  }

  /** Draws the polyline as a stroke `width` pixels wide, with round joints. */
  stroke(line: Point[], width: number): void {
    const r = (width / 2) * SAMPLES;
    for (let i = 1; i < line.length; i++) {
      const [ax, ay] = [line[i - 1][0] * SAMPLES, line[i - 1][1] * SAMPLES];
      const [bx, by] = [line[i][0] * SAMPLES, line[i][1] * SAMPLES];
      const [dx, dy] = [bx - ax, by - ay];
      const len2 = dx * dx + dy * dy || 1;
      const rowFrom = Math.max(0, Math.floor(Math.min(ay, by) - r));
      const rowTo = Math.min(this.rows - 1, Math.ceil(Math.max(ay, by) + r));
      for (let row = rowFrom; row <= rowTo; row++) {
        const y = row + 0.5;
        // the piece with a disc at each end is convex: each row of samples
        // meets it in one run, found as the run of the widest of the two
        // discs and of the band around the piece (clipped to its length)
        let [lo, hi] = [Infinity, -Infinity];
        const ha = r * r - (y - ay) * (y - ay);
        if (ha >= 0) [lo, hi] = [ax - Math.sqrt(ha), ax + Math.sqrt(ha)];
        const hb = r * r - (y - by) * (y - by);
        if (hb >= 0) {
          lo = Math.min(lo, bx - Math.sqrt(hb));
          hi = Math.max(hi, bx + Math.sqrt(hb));
        }
        if (dy !== 0) {
          // band: |cross(p - a, d)| <= r * |d|, with 0 <= dot(p - a, d) <= len2
          const half = (r * Math.sqrt(len2)) / Math.abs(dy);
          const mid = ax + ((y - ay) * dx) / dy;
          let [bandLo, bandHi] = [mid - half, mid + half];
          if (dx !== 0) {
            const t0 = (-(y - ay) * dy) / dx + ax;
            const t1 = (len2 - (y - ay) * dy) / dx + ax;
            bandLo = Math.max(bandLo, Math.min(t0, t1));
            bandHi = Math.min(bandHi, Math.max(t0, t1));
          } else if ((y - ay) * dy < 0 || (y - ay) * dy > len2) {
            bandHi = -Infinity;
          }
          if (bandHi >= bandLo) {
            lo = Math.min(lo, bandLo);
            hi = Math.max(hi, bandHi);
          }
        } else if (Math.abs(y - ay) <= r) {
          lo = Math.min(lo, Math.min(ax, bx));
          hi = Math.max(hi, Math.max(ax, bx));
        }
        const from = Math.max(0, Math.ceil(lo - 0.5));
        const to = Math.min(this.cols, Math.floor(hi - 0.5) + 1);
        if (to > from) {
          this.samples.fill(1, row * this.cols + from, row * this.cols + to);
        }
      }
    }
  }

  /** How much of pixel (x, y) is painted, 0 to 1. */
  coverage(x: number, y: number): number {
    let n = 0;
    for (let r = 0; r < SAMPLES; r++) {
      const at = (y * SAMPLES + r) * this.cols + x * SAMPLES;
      for (let c = 0; c < SAMPLES; c++) n += this.samples[at + c];
    }
    return n / (SAMPLES * SAMPLES);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGB PNG of `rgb` (width x height x 3 bytes, row by row). */
export function encodePng(
  width: number,
  height: number,
  rgb: Uint8Array,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    raw.set(
      rgb.subarray(y * width * 3, (y + 1) * width * 3),
      y * (width * 3 + 1) + 1,
    );
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
