import { useCallback, useState } from 'react';

/**
 * The expanded rows of a tree table with an "Expand/Collapse" toggle.
 * "All" is kept as a choice, not as the ids there were when it was made, so
 * that it also opens rows that arrive later (a toggle pressed while the list
 * is still loading, a reload after an edit).
 */
export function useExpandAll(allIds: number[], initiallyAll: boolean) {
  const [chosen, setChosen] = useState<number[] | 'all'>(
    initiallyAll ? 'all' : [],
  );
  const expanded = chosen === 'all' ? allIds : chosen;
  /** Exactly these rows open (a row's own expander, a search). */
  const setExpanded = useCallback((ids: number[]) => setChosen(ids), []);
  return {
    expanded,
    setExpanded,
    /** Collapses all when any row is open, else opens all. */
    toggleAll: () => setChosen(expanded.length > 0 ? [] : 'all'),
  };
}
