/**
 * Which page panes the page area keeps mounted (pure, unit-tested).
 * React has no keep-alive: the page area keeps the
 * rendered pages of the cached tabs mounted and hidden, keyed by full path.
 */

/** At most this many hidden pages stay mounted (least recently shown go). */
export const MAX_KEPT_PANES = 10;

export interface Pane<E, L> {
  /** Full path with query. */
  key: string;
  /** The page element as first rendered (shown while hidden). */
  element: E;
  /** The location the page was opened at (hidden pages keep seeing it). */
  location: L;
}

export interface PaneState<E, L> {
  /** Mounted panes in the order they were opened (never reordered). */
  panes: Pane<E, L>[];
  /** Keys from most to least recently shown. */
  recent: string[];
}

/**
 * The panes after showing `active`: it is added when new; panes not in
 * `keep` (and not active) are dropped, as are the least recently shown ones
 * past `max` hidden panes. Returns `prev` itself when nothing changed.
 */
export function nextPanes<E, L>(
  prev: PaneState<E, L>,
  active: Pane<E, L>,
  keep: ReadonlySet<string>,
  max = MAX_KEPT_PANES,
): PaneState<E, L> {
  const recent = [
    active.key,
    ...prev.recent.filter((k) => k !== active.key && keep.has(k)),
  ].slice(0, max + 1);
  const alive = new Set(recent);
  const has = prev.panes.some((p) => p.key === active.key);
  const panes = [
    ...prev.panes.filter((p) => alive.has(p.key)),
    ...(has ? [] : [active]),
  ];
  const same =
    has &&
    panes.length === prev.panes.length &&
    recent.length === prev.recent.length &&
    recent.every((k, i) => k === prev.recent[i]);
  return same ? prev : { panes, recent };
}
