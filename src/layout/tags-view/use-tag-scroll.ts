import { useEffect, type RefObject } from 'react';

/** Space kept beside a tab scrolled into view (px). */
export const TAG_SCROLL_PADDING = 4;

/**
 * The scroll offset that brings `tag` into view inside `pane` with the
 * padding, or the current offset when it is already visible.
 */
export function scrollLeftFor(
  pane: Pick<HTMLElement, 'scrollLeft' | 'clientWidth'>,
  tag: Pick<HTMLElement, 'offsetLeft' | 'offsetWidth'>,
): number {
  const start = tag.offsetLeft - TAG_SCROLL_PADDING;
  const end = tag.offsetLeft + tag.offsetWidth + TAG_SCROLL_PADDING;
  if (start < pane.scrollLeft) return Math.max(0, start);
  if (end > pane.scrollLeft + pane.clientWidth) return end - pane.clientWidth;
  return pane.scrollLeft;
}

/**
 * The tab strip scrolls horizontally: the mouse wheel scrolls it sideways,
 * and the active tab is scrolled into view whenever it changes.
 */
export function useTagScroll(
  pane: RefObject<HTMLElement | null>,
  activeKey: string,
  tabCount: number,
): void {
  useEffect(() => {
    const el = pane.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth || e.deltaX !== 0) return;
      e.preventDefault();
      el.scrollLeft += e.deltaY;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [pane]);

  useEffect(() => {
    const el = pane.current;
    const tag = el?.querySelector<HTMLElement>('[data-active=true]');
    if (el && tag) el.scrollLeft = scrollLeftFor(el, tag);
  }, [pane, activeKey, tabCount]);
}
