/**
 * Two texts compared word by word. Words are cut by Intl.Segmenter, so
 * Japanese (written without spaces) is cut into its words, not characters;
 * the spaces and punctuation between words are tokens of their own.
 */
import { diffArrays } from 'diff';

export type PartKind = 'same' | 'added' | 'removed';

/** A run of consecutive words that are the same, added or removed. */
export interface DiffPart {
  kind: PartKind;
  text: string;
}

// The site's content is Japanese; the segmenter cuts other scripts the same.
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** The text cut into words and the runs between them, in order. */
export function words(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** What changed from `before` to `after`, word by word. */
export function diffWords(before: string, after: string): DiffPart[] {
  return diffArrays(words(before), words(after)).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value.join(''),
  }));
}
