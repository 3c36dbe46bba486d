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

/** The contours of every filled `<path>` of an SVG picture; a raster image has none. */
export function contoursOfImage(img: Buffer): Contour[] {
  const text = img.toString('utf8');
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg/.test(text)) return [];
  const contours: Contour[] = [];
  for (const tag of text.match(/<path\b[^>]*>/g) ?? []) {
    if (/fill="none"/.test(tag)) continue;
    const d = /\bd="([^"]*)"/.exec(tag)?.[1] ?? '';
    contours.push(...contoursOfPath(d));
  }
  return contours;
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
 * Groups contours into `slots` characters, left to right, cutting where
 * their centres lie furthest apart, and names each character by the sorted
 * command letters of its contours.
 */
export function glyphSignatures(contours: Contour[], slots: number): string[] {
  const placed = contours
    .filter((c) => c.points.length)
    .map((c) => ({
      commands: c.commands,
      cx: c.points.reduce((s, p) => s + p[0], 0) / c.points.length,
    }))
    .sort((a, b) => a.cx - b.cx);
  const cuts = placed
    .slice(1)
    .map((c, i) => ({ at: i + 1, gap: c.cx - placed[i].cx }))
    .sort((a, b) => b.gap - a.gap)
    .slice(0, slots - 1)
    .map((c) => c.at)
    .sort((a, b) => a - b);
  const bounds = [0, ...cuts, placed.length];
  return Array.from({ length: slots }, (_, i) =>
    placed
      .slice(bounds[i], bounds[i + 1] ?? bounds[i])
      .map((c) => c.commands)
      .sort()
      .join('|'),
  );
}

/** Learns signature → character from solved pictures, then reads others. */
export class SignatureReader {
  private readonly votes = new Map<string, Map<string, number>>();

  constructor(private readonly slots: number) {}

  train(contours: Contour[], answer: string): void {
    const sigs = glyphSignatures(contours, this.slots);
    sigs.forEach((sig, i) => {
      if (!sig) return;
      const byChar = this.votes.get(sig) ?? new Map<string, number>();
      byChar.set(answer[i], (byChar.get(answer[i]) ?? 0) + 1);
      this.votes.set(sig, byChar);
    });
  }

  /** The answer read, or null when any character's signature is unknown. */
  read(contours: Contour[]): string | null {
    const sigs = glyphSignatures(contours, this.slots);
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
