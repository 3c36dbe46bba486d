/**
 * Where the window scrolls after a navigation: the top, unless the page area is
 * showing a kept-alive page again, which asks for the position it was left at.
 * Both happen in the layout effects of one commit (the page area's before the
 * guard's), so exactly one scroll lands, with no frame in between for a stray
 * scroll-to-top.
 */
let pending: { key: string; top: number } | null = null;

/** The page at `key` (pathname + search) shows again: land at `top`. */
export function restoreScrollOf(key: string, top: number): void {
  pending = { key, top };
}

/** The scroll position for arriving at `key`; clears any pending request. */
export function takeScrollTop(key: string): number {
  const asked = pending;
  pending = null;
  return asked && asked.key === key ? asked.top : 0;
}
