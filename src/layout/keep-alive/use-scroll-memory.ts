import { useEffect, useLayoutEffect, useRef } from 'react';
import { currentPath } from '@/lib/history';
import { restoreScrollOf } from '@/router/scroll-target';

/**
 * Remembers the window scroll position of each mounted page and, when a
 * kept-alive page shows again, asks the router's scroll on navigation to land
 * there instead of at the top (every newly opened page still starts at the
 * top).
 */
export function useScrollMemory(
  activeKey: string,
  panes: readonly { key: string }[],
): void {
  const positions = useRef(new Map<string, number>());
  const mounted = useRef(new Set<string>());

  // Before the guard's layout effect, which does the scrolling.
  useLayoutEffect(() => {
    const top = positions.current.get(activeKey);
    if (top) restoreScrollOf(activeKey, top);
  }, [activeKey]);

  // A scroll belongs to the page the address names: the address changes as
  // a navigation starts, so the clamp to the top when the page left is
  // hidden (which may come before this component's effects of that
  // navigation) never overwrites where that page was left. A page not
  // mounted yet has no position: a scroll of the page left that arrives
  // after the address changed is not where the new page starts.
  useEffect(() => {
    const onScroll = () => {
      const key = currentPath();
      if (mounted.current.has(key)) positions.current.set(key, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    mounted.current = new Set(panes.map((p) => p.key));
    for (const key of positions.current.keys()) {
      if (!mounted.current.has(key)) positions.current.delete(key);
    }
  }, [panes]);
}
