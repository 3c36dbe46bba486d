/**
 * Word count that also works for Japanese and Chinese: text in these
 * scripts has no spaces between words, so each of its characters counts as
 * one (as word processors count East Asian text), and runs of other
 * letters or digits count as one word each. TinyMCE's own counter finds no
 * words in Japanese text at all.
 */

/** Han, kana (with the prolonged sound mark) and full-width letters/digits. */
const CJK_CHAR =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’.\-_][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  const rest = text.replace(CJK_CHAR, ' ').match(WORD)?.length ?? 0;
  return cjk + rest;
}

/**
 * Labels of the count in the status bar and the word count dialog where
 * the pack's word ("単語", "单词") would misname a count of characters.
 */
export const COUNT_LABELS: Record<string, Record<string, string>> = {
  ja: {
    '{0} words': '{0}文字',
    '{0} characters': '{0}文字（スペースを含む）',
    Words: '単語数（和文は1文字を1語）',
  },
  'zh-CN': {
    Words: '字数（英文按单词计）',
  },
};
