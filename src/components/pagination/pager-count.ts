import { useSyncExternalStore } from 'react';

/** Below this window width the pager shows fewer buttons. */
export const PAGER_BREAKPOINT = 992;

/** Number of page buttons: 5 under 992 px window width, otherwise 7. */
export function pagerCount(width: number): 5 | 7 {
  return width < PAGER_BREAKPOINT ? 5 : 7;
}

export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The pager's items, Element UI's rule (what RuoYi shows): at most
 * `count` page buttons including the first and last page, with a "more"
 * item on a side that has hidden pages.
 */
export function pagerItems(
  current: number,
  pageCount: number,
  count: number,
): PagerItem[] {
  if (pageCount < 1) return [];
  const half = (count - 1) / 2;
  let prevMore = false;
  let nextMore = false;
  if (pageCount > count) {
    if (current > count - half) prevMore = true;
    if (current < pageCount - half) nextMore = true;
  }
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pageCount - (count - 2); i < pageCount; i += 1) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < count; i += 1) middle.push(i);
  } else if (prevMore && nextMore) {
    const offset = Math.floor(count / 2) - 1;
    for (let i = current - offset; i <= current + offset; i += 1) {
      middle.push(i);
    }
  } else {
    for (let i = 2; i < pageCount; i += 1) middle.push(i);
  }
  const items: PagerItem[] = [1];
  if (prevMore) items.push('prev-more');
  items.push(...middle);
  if (nextMore) items.push('next-more');
  if (pageCount > 1) items.push(pageCount);
  return items;
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
