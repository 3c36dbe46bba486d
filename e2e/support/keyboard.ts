import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keyboard-only journeys (docs/accessibility.md): after a page is opened,
 * only keys. Each stop asserts where focus is and that it can be seen.
 */

/**
 * Whether the focused element shows a focus indicator: an outline or a
 * box-shadow on it, on the box after it (a checkbox's or radio's) or on
 * the control that wraps it (antd draws an input's or a select's ring on
 * its wrapper, two or three levels up), at 3:1 or more against what it
 * sits on (WCAG 1.4.11): an outline drawn inside
 * (negative offset) against the element's own background, one drawn
 * outside against its parent's; a ring of a box-shadow when its shadow or
 * the element's border does. Returns what is wrong, or null.
 */
async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    type Rgba = [number, number, number, number];
    const parse = (c: string): Rgba | null => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return null;
      const p = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0], p[1], p[2], p[3] ?? 1];
    };
    const over = (top: Rgba, back: Rgba): Rgba => [
      ...([0, 1, 2].map((i) => top[i] * top[3] + back[i] * (1 - top[3])) as [
        number,
        number,
        number,
      ]),
      1,
    ];
    // The colour behind `from`: its and its ancestors' backgrounds, blended.
    const backdrop = (from: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let n = from; n; n = n.parentElement) {
        const c = parse(getComputedStyle(n).backgroundColor);
        if (c && c[3] > 0) layers.push(c);
        if (c && c[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>(
        (back, top) => over(top, back),
        [255, 255, 255, 1],
      );
    };
    const lum = (c: Rgba) =>
      [0, 1, 2]
        .map((i) => c[i] / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const enough = (color: string, back: Rgba) => {
      const c = parse(color);
      return c !== null && ratio(over(c, back), back) >= 3;
    };
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''}.${[...node.classList].join('.')} "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)}"`;
    /** 'ok', a complaint, or null when the node draws no ring. */
    const ringOf = (node: Element): string | null => {
      const s = getComputedStyle(node);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) {
        // the browser's own ring (style auto) is drawn in two colours
        if (s.outlineStyle === 'auto') return 'ok';
        const back = backdrop(
          parseFloat(s.outlineOffset) < 0 ? node : node.parentElement,
        );
        return enough(s.outlineColor, back)
          ? 'ok'
          : `outline ${s.outlineColor} on rgb(${back.slice(0, 3).map(Math.round).join(', ')}) is under 3:1`;
      }
      if (s.boxShadow !== 'none' && s.boxShadow !== '') {
        const back = backdrop(node.parentElement);
        const shadow = /rgba?\([^)]+\)/.exec(s.boxShadow)?.[0] ?? '';
        const border = parseFloat(s.borderTopWidth) > 0 ? s.borderTopColor : '';
        return enough(shadow, back) || enough(border, back)
          ? 'ok'
          : `ring ${shadow} / border ${border || 'none'} is under 3:1`;
      }
      // The rich-text editor draws its ring as a border on a ::before layer.
      const before = getComputedStyle(node, '::before');
      if (
        before.content !== 'none' &&
        parseFloat(before.opacity) > 0 &&
        parseFloat(before.borderTopWidth) > 0
      ) {
        return enough(before.borderTopColor, backdrop(node))
          ? 'ok'
          : `ring ${before.borderTopColor} is under 3:1`;
      }
      return null;
    };
    const first = el;
    // antd draws a checkbox's or radio's ring on the box after its input
    const candidates = [el, el.nextElementSibling];
    for (let i = 0, up = el.parentElement; i < 3 && up; i++) {
      candidates.push(up);
      up = up.parentElement;
    }
    // one ring that stands out is enough (a faint one beside it is decor)
    const rings = candidates.map((node) => node && ringOf(node));
    if (rings.includes('ok')) return null;
    const faint = rings.find(Boolean);
    return faint
      ? `${faint} on ${describe(first)}`
      : `no focus indicator on ${describe(first)}`;
  });
}

/** Asserts `target` has focus and shows it. */
export async function expectFocus(target: Locator) {
  await expect(target).toBeFocused();
  await expect
    .poll(() => focusIndicator(target.page()), {
      message: 'a visible focus indicator',
    })
    .toBeNull();
}

/**
 * Presses `key` (Tab, or Shift+Tab) until `target` has focus, at most
 * `limit` times; at every stop the focused element must show focus.
 * Fails naming the stops it passed when the target was never reached.
 */
export async function tabTo(
  target: Locator,
  { limit = 30, key = 'Tab' }: { limit?: number; key?: string } = {},
) {
  const page = target.page();
  // The user sees where they are heading before they start pressing keys.
  await expect(target).toBeVisible();
  const stops: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) {
      await expectFocus(target);
      return;
    }
    const missing = await focusIndicator(page);
    // A stop on the way that shows no focus fails the journey (2.4.7).
    expect(missing, `focus visible at stop ${i + 1}`).toBeNull();
    stops.push(await focusedName(page));
  }
  throw new Error(
    `${key} ×${limit} never reached ${target.toString()}; stops: ${stops.join(' → ')}`,
  );
}

/**
 * Presses an arrow `key` until `target` has focus (menus, lists, trees move
 * their focus with arrows), at most `limit` times.
 */
export async function arrowTo(
  target: Locator,
  key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight',
  limit = 20,
) {
  await tabTo(target, { key, limit });
}

/** The antd Select or TreeSelect around `field` (it shows the choices). */
export const selectOf = (field: Locator) =>
  field.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );

/** Whether `target` holds focus now (no waiting: one Tab at a time). */
async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** A short name of the focused element, for failure messages. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return '(none)';
    const name =
      el.getAttribute('aria-label') ??
      el.getAttribute('placeholder') ??
      (el.textContent ?? '').trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] "${name}"`;
  });
}
