/**
 * Which of a list screen's columns the user hid with the right toolbar's
 * column menu, kept in the browser per screen, so a screen opens again as
 * it was left. Only hidden keys are kept: a column added later shows.
 */
import { useCallback, useState } from 'react';
import type { ToolbarColumn } from '@/components/right-toolbar';

const PREFIX = 'list-columns:';

function readHidden(storageKey: string): string[] {
  try {
    const saved: unknown = JSON.parse(
      localStorage.getItem(PREFIX + storageKey) ?? '[]',
    );
    return Array.isArray(saved)
      ? saved.filter((k): k is string => typeof k === 'string')
      : [];
  } catch {
    return [];
  }
}

function writeHidden(storageKey: string, hidden: readonly string[]): void {
  try {
    if (hidden.length === 0) localStorage.removeItem(PREFIX + storageKey);
    else localStorage.setItem(PREFIX + storageKey, JSON.stringify(hidden));
  } catch {
    // storage full or refused: the choice lasts until the page is left
  }
}

export interface ColumnVisibility {
  /** The columns the menu offers, with their current visibility. */
  columns: ToolbarColumn[];
  /** Keys of the columns not drawn. */
  hidden: ReadonlySet<string>;
  onChange: (next: ToolbarColumn[]) => void;
}

/**
 * The column menu's state for `offered` columns (key and label), kept
 * under `storageKey`.
 */
export function useColumnVisibility(
  storageKey: string,
  offered: readonly { key: string; label: string }[],
): ColumnVisibility {
  const [hiddenKeys, setHiddenKeys] = useState(() => readHidden(storageKey));
  const hidden = new Set(
    hiddenKeys.filter((k) => offered.some((c) => c.key === k)),
  );
  const onChange = useCallback(
    (next: ToolbarColumn[]) => {
      const keys = next.filter((c) => !c.visible).map((c) => c.key);
      setHiddenKeys(keys);
      writeHidden(storageKey, keys);
    },
    [storageKey],
  );
  return {
    columns: offered.map((c) => ({ ...c, visible: !hidden.has(c.key) })),
    hidden,
    onChange,
  };
}
