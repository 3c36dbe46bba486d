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

/**
 * Scrolls the window to `top`, and again each time the page grows while it
 * is still too short to be there (a page shown again may draw part of its
 * content a moment later), for up to `ms` or until the user scrolls or
 * presses a key. Returns the stop.
 */
export function scrollToWhenTall(top: number, ms = 3000): () => void {
  const arrived = () => {
    window.scrollTo({ top, left: 0 });
    return Math.abs(window.scrollY - top) < 1;
  };
  if (arrived()) return () => undefined;
  const observer = new ResizeObserver(() => arrived() && stop());
  const timer = setTimeout(() => stop(), ms);
  const userEvents = ['wheel', 'touchstart', 'keydown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of userEvents) window.removeEventListener(e, stop);
  }
  observer.observe(document.body);
  for (const e of userEvents)
    window.addEventListener(e, stop, { passive: true });
  return stop;
}
