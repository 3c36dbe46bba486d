/**
 * One side of a word-by-word comparison: the earlier text with its removed
 * words struck through (<del>), or the later text with its added words
 * underlined (<ins>). Each change is also named for screen readers, so it
 * is told by more than its colour.
 */
import { useTranslation } from 'react-i18next';
import type { DiffPart } from './word-diff';

export interface DiffSideProps {
  parts: DiffPart[];
  side: 'before' | 'after';
}

export function DiffSide({ parts, side }: DiffSideProps) {
  const { t } = useTranslation('publishing-history');
  const hidden = side === 'before' ? 'added' : 'removed';
  return (
    <>
      {parts.map((part, i) => {
        if (part.kind === hidden) return null;
        if (part.kind === 'same') return <span key={i}>{part.text}</span>;
        const Mark = part.kind === 'added' ? 'ins' : 'del';
        return (
          <span key={i}>
            <span className="visually-hidden">{t(`diff.${part.kind}`)}</span>
            <Mark className={`content-diff__${part.kind}`}>{part.text}</Mark>
          </span>
        );
      })}
    </>
  );
}
