// Japanese text cut into phrases (BudouX's Japanese model), for headings and
// titles that should wrap between phrases, never inside a word: the same
// cut on the server and in the browser, so both draw the same markup.
import { jaModel, Parser } from 'budoux';

const parser = new Parser(jaModel);

/** A run of a phrase; `keep` runs (model numbers such as PX-900) never wrap. */
export interface Run {
  text: string;
  keep: boolean;
}

/**
 * Latin words joined by hyphens: browsers may wrap after a hyphen
 * ("PX-" / "900"), so such a word is kept whole.
 */
const JOINED = /[A-Za-z0-9]+(?:[-‐][A-Za-z0-9]+)+/g;

/** A kanji (or 々): a run of them is one word. */
const HAN = /\p{Script=Han}/u;

/**
 * Whether BudouX's cut at `at` falls between two kanji: its model splits
 * some compounds (個人情報保護方 / 針), and a kanji run is one word.
 */
const insideKanji = (text: string, at: number) =>
  HAN.test(text[at - 1] ?? '') && HAN.test(text[at] ?? '');

/**
 * `text` as phrases, each a list of runs. A break is allowed only between
 * phrases; none falls inside a hyphen-joined word or a kanji compound.
 */
export function phrases(text: string): Run[][] {
  if (!text) return [];
  const kept: [number, number][] = [];
  for (const m of text.matchAll(JOINED)) {
    kept.push([m.index, m.index + m[0].length]);
  }
  const inside = (at: number) => kept.some(([s, e]) => at > s && at < e);
  const cuts = [
    0,
    ...parser
      .parseBoundaries(text)
      .filter((at) => !inside(at) && !insideKanji(text, at)),
    text.length,
  ];
  const out: Run[][] = [];
  for (let i = 1; i < cuts.length; i += 1) {
    out.push(runs(text, cuts[i - 1]!, cuts[i]!, kept));
  }
  return out;
}

/** The part [start, end) of `text` as plain and kept runs. */
function runs(
  text: string,
  start: number,
  end: number,
  kept: [number, number][],
): Run[] {
  const out: Run[] = [];
  let at = start;
  for (const [s, e] of kept) {
    if (e <= start || s >= end) continue;
    if (s > at) out.push({ text: text.slice(at, s), keep: false });
    out.push({ text: text.slice(s, e), keep: true });
    at = e;
  }
  if (at < end) out.push({ text: text.slice(at, end), keep: false });
  return out;
}
