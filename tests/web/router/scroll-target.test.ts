import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToWhenTall } from '@/router/scroll-target';

/** A window whose page is `height` px taller than the viewport. */
function page(height: number) {
  const state = { max: height, resized: [] as (() => void)[] };
  vi.spyOn(window, 'scrollTo').mockImplementation(((o: ScrollToOptions) => {
    const y = Math.min(o.top ?? 0, state.max);
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  }) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: () => void) {
        state.resized.push(cb);
      }
      observe() {}
      disconnect() {
        state.resized = [];
      }
    },
  );
  const grow = (max: number) => {
    state.max = max;
    for (const cb of [...state.resized]) cb();
  };
  return { grow, watching: () => state.resized.length > 0 };
}

describe('scrollToWhenTall', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('lands where the page was left once the page has grown back to it', () => {
    const p = page(600);
    scrollToWhenTall(1058);
    expect(window.scrollY).toBe(600);
    p.grow(900);
    expect(window.scrollY).toBe(900);
    p.grow(2116);
    expect(window.scrollY).toBe(1058);
    expect(p.watching()).toBe(false);
  });

  it('stops following the page when the user scrolls, and after a while', () => {
    vi.useFakeTimers();
    const p = page(600);
    scrollToWhenTall(1058);
    window.dispatchEvent(new Event('wheel'));
    p.grow(2116);
    expect(window.scrollY).toBe(600);

    const later = page(600);
    scrollToWhenTall(1058);
    expect(later.watching()).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(later.watching()).toBe(false);
  });
});
