import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keyboard-only journeys (docs/accessibility.md): after a page is opened,
 * only keys. Each stop asserts where focus is and that it can be seen.
 */

/**
 * Whether the focused element shows a focus indicator: an outline or a
 * box-shadow on it or on the control that wraps it (antd draws an input's
 * or a select's ring on its wrapper, two or three levels up). Returns a
 * description of the element when it shows none.
 */
async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    const ring = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
      (s.boxShadow !== 'none' && s.boxShadow !== '');
    // The rich-text editor draws its ring as a border on a ::before layer.
    const layer = (s: CSSStyleDeclaration) =>
      s.content !== 'none' &&
      parseFloat(s.opacity) > 0 &&
      parseFloat(s.borderTopWidth) > 0;
    const shows = (node: Element) =>
      ring(getComputedStyle(node)) || layer(getComputedStyle(node, '::before'));
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''}.${[...node.classList].join('.')} "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)}"`;
    const first = el;
    for (let i = 0; i < 4 && el; i++, el = el.parentElement) {
      if (shows(el)) return null;
    }
    return `no focus indicator on ${describe(first)}`;
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
