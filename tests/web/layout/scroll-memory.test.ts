import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollMemory } from '@/layout/keep-alive/use-scroll-memory';
import { takeScrollTop } from '@/router/scroll-target';

/** The window scrolled to `y` while the address names `path`. */
function scrolled(path: string, y: number) {
  window.location.hash = `#${path}`;
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const panes = (...keys: string[]) => keys.map((key) => ({ key }));

describe('the scroll memory of kept-alive pages', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    takeScrollTop('');
  });

  it('lands a page shown again where it was left, and a new page at the top even when the page left scrolled after the address changed', () => {
    const memory = renderHook(
      ({ active, open }) => useScrollMemory(active, open),
      { initialProps: { active: '/home', open: panes('/home') } },
    );
    scrolled('/home', 241);
    // The address moves on; the page left reports a scroll a frame late.
    scrolled('/system/user', 241);
    memory.rerender({
      active: '/system/user',
      open: panes('/home', '/system/user'),
    });
    expect(takeScrollTop('/system/user')).toBe(0);

    // Hiding the page left clamps the window: the new page's own scroll.
    scrolled('/system/user', 40);
    memory.rerender({ active: '/home', open: panes('/home', '/system/user') });
    window.location.hash = '#/home';
    expect(takeScrollTop('/home')).toBe(241);

    memory.rerender({
      active: '/system/user',
      open: panes('/home', '/system/user'),
    });
    expect(takeScrollTop('/system/user')).toBe(40);
  });
});
