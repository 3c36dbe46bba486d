/**
 * The signature attack on a vector captcha: every character is drawn by a
 * fixed sequence of path commands, so the command letters of each contour
 * (which no translation, scale or bending changes) name the character.
 * Train on pictures whose answers are known, then read fresh ones.
 */

/** One closed or open outline: its command letters and its points. */
export interface Contour {
  commands: string;
  points: [number, number][];
}

/**
 * The width and the contours of every filled `<path>` of an SVG picture;
 * a raster image has none.
 */
export function contoursOfImage(img: Buffer): {
  width: number;
  contours: Contour[];
} {
  const text = img.toString('utf8');
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg/.test(text))
    return { width: 0, contours: [] };
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(text)?.[1] ?? 0);
  const contours: Contour[] = [];
  for (const tag of text.match(/<path\b[^>]*>/g) ?? []) {
    if (/fill="none"/.test(tag)) continue;
    const d = /\bd="([^"]*)"/.exec(tag)?.[1] ?? '';
    contours.push(...contoursOfPath(d));
  }
  return { width, contours };
}

/** Splits path data at each move-to into contours (absolute commands). */
export function contoursOfPath(d: string): Contour[] {
  const contours: Contour[] = [];
  let current: Contour | null = null;
  for (const [, letter, args] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const type = letter.toUpperCase();
    if (type === 'M') {
      current = { commands: '', points: [] };
      contours.push(current);
    }
    if (!current) continue;
    current.commands += type;
    const nums = (args.match(/-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []).map(Number);
    for (let i = 0; i + 1 < nums.length; i += 2) {
      current.points.push([nums[i], nums[i + 1]]);
    }
  }
  return contours;
}

/**
 * Groups contours into `slots` characters by where their centre falls
 * (the characters sit evenly across `width`) and names each character by
 * the sorted command letters of its contours.
 */
export function glyphSignatures(
  contours: Contour[],
  width: number,
  slots: number,
): string[] {
  const groups: string[][] = Array.from({ length: slots }, () => []);
  for (const c of contours) {
    if (!c.points.length) continue;
    const cx = c.points.reduce((s, p) => s + p[0], 0) / c.points.length;
    const slot = Math.round((cx / width) * (slots + 1)) - 1;
    groups[Math.min(slots - 1, Math.max(0, slot))].push(c.commands);
  }
  return groups.map((g) => g.sort().join('|'));
}

/** Learns signature → character from solved pictures, then reads others. */
export class SignatureReader {
  private readonly votes = new Map<string, Map<string, number>>();

  constructor(private readonly slots: number) {}

  train(contours: Contour[], width: number, answer: string): void {
    const sigs = glyphSignatures(contours, width, this.slots);
    sigs.forEach((sig, i) => {
      if (!sig) return;
      const byChar = this.votes.get(sig) ?? new Map<string, number>();
      byChar.set(answer[i], (byChar.get(answer[i]) ?? 0) + 1);
      this.votes.set(sig, byChar);
    });
  }

  /** The answer read, or null when any character's signature is unknown. */
  read(contours: Contour[], width: number): string | null {
    const sigs = glyphSignatures(contours, width, this.slots);
    let answer = '';
    for (const sig of sigs) {
      const byChar = this.votes.get(sig);
      if (!byChar) return null;
      answer += [...byChar].sort((a, b) => b[1] - a[1])[0][0];
    }
    return answer;
  }

  /** How many distinct signatures were learnt. */
  get size(): number {
    return this.votes.size;
  }
}
