/**
 * A search control's width that shows its whole placeholder: the text's
 * width at the 14 px body font (a wide East Asian character is about 1 em,
 * other characters about 0.58 em) plus the control's padding, clear icon
 * and arrow. Never narrower than `min`.
 */
const FONT_PX = 14;
/** Ranges of characters drawn a full em wide (CJK, kana, full-width forms). */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function textWidth(text: string): number {
  let em = 0;
  for (const ch of text) em += WIDE.test(ch) ? 1 : 0.58;
  return Math.ceil(em * FONT_PX);
}

/** Padding, the clear icon and (for a select) the arrow. */
const CHROME_PX = { input: 40, select: 52 } as const;

export function fieldWidth(
  placeholder: string,
  kind: keyof typeof CHROME_PX,
  min = 200,
): number {
  return Math.max(min, textWidth(placeholder) + CHROME_PX[kind]);
}
