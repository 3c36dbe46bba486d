import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Space kept beside a tab scrolled into view (px). */
export const TAG_SCROLL_PADDING = 4;

/** Share of the visible strip one scroll button moves. */
const STEP = 0.8;

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

/** Which way the strip can still scroll. */
export interface TagOverflow {
  left: boolean;
  right: boolean;
}

/** Whether a tab lies (partly) out of sight on either side of the strip. */
function overflowOf(el: HTMLElement): TagOverflow {
  const first = el.firstElementChild as HTMLElement | null;
  const last = el.lastElementChild as HTMLElement | null;
  if (!first || !last) return { left: false, right: false };
  // a pixel of slack: zoomed layouts round the widths
  return {
    left: first.offsetLeft < el.scrollLeft - 1,
    right:
      last.offsetLeft + last.offsetWidth > el.scrollLeft + el.clientWidth + 1,
  };
}

export interface TagScroll {
  overflow: TagOverflow;
  /** Moves the strip most of its width to one side. */
  scrollBy: (direction: -1 | 1) => void;
}

/**
 * The tab strip scrolls horizontally: the mouse wheel scrolls it sideways,
 * the scroll buttons a strip's width, and the active tab is scrolled into
 * view whenever it changes. `overflow` says which buttons have tabs to show.
 */
export function useTagScroll(
  pane: RefObject<HTMLElement | null>,
  activeKey: string,
  tabCount: number,
): TagScroll {
  const [overflow, setOverflow] = useState<TagOverflow>({
    left: false,
    right: false,
  });

  useEffect(() => {
    const el = pane.current;
    if (!el) return;
    const update = () =>
      setOverflow((was) => {
        const now = overflowOf(el);
        return now.left === was.left && now.right === was.right ? was : now;
      });
    const onWheel = (e: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth || e.deltaX !== 0) return;
      e.preventDefault();
      el.scrollLeft += e.deltaY;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(el);
    update();
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [pane]);

  useEffect(() => {
    const el = pane.current;
    const tag = el?.querySelector<HTMLElement>('[data-active=true]');
    if (el && tag) el.scrollLeft = scrollLeftFor(el, tag);
    if (el) setOverflow(overflowOf(el));
  }, [pane, activeKey, tabCount]);

  const scrollBy = useCallback(
    (direction: -1 | 1) => {
      const el = pane.current;
      if (el) el.scrollLeft += direction * Math.round(el.clientWidth * STEP);
    },
    [pane],
  );

  return { overflow, scrollBy };
}
