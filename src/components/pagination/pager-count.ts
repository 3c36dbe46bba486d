import { useSyncExternalStore } from 'react';

/** Below this window width the pager shows fewer buttons (spec §9). */
export const PAGER_BREAKPOINT = 992;

/** Number of page buttons: 5 under 992 px window width, otherwise 7. */
export function pagerCount(width: number): 5 | 7 {
  return width < PAGER_BREAKPOINT ? 5 : 7;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner width, updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1366,
  );
}
