import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Remembers the window scroll position of each mounted page and restores it
 * when a kept-alive page shows again. Runs after the router's scroll to the
 * top (spec §2), which still applies to every newly opened page.
 */
export function useScrollMemory(
  activeKey: string,
  panes: readonly { key: string }[],
): void {
  const positions = useRef(new Map<string, number>());
  const active = useRef(activeKey);

  // Before the browser's next scroll event: scrolling belongs to the new page.
  useLayoutEffect(() => {
    active.current = activeKey;
  }, [activeKey]);

  useEffect(() => {
    const onScroll = () =>
      positions.current.set(active.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const mounted = new Set(panes.map((p) => p.key));
    for (const key of positions.current.keys()) {
      if (!mounted.has(key)) positions.current.delete(key);
    }
  }, [panes]);

  useEffect(() => {
    const top = positions.current.get(activeKey);
    if (!top) return;
    // After the parent's scroll-to-top effect of this navigation.
    const frame = requestAnimationFrame(() =>
      window.scrollTo({ top, left: 0 }),
    );
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);
}
