import type { Page } from '@playwright/test';
import { test, expect, signedIn } from '../support/fixtures';

// Reflow (WCAG 1.4.10) and text resized to 200% (1.4.4): at 320 CSS px wide,
// and at 200% zoom of a 1366 × 800 screen (683 × 400 CSS px), the page does
// not scroll sideways and nothing is cut off at its edge; only a data table
// may scroll, inside its own box.

const SCREENS = 'test-results/screens';

const SIZES = [
  { name: '320', viewport: { width: 320, height: 640 } },
  { name: '200pct', viewport: { width: 683, height: 400 } },
];

/**
 * Visible controls, headings and texts that reach past the window's left or
 * right edge, unless inside a box that scrolls sideways (a data table's).
 */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrolls = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return (
        (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth
      );
    };
    const inScrollBox = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; ) {
        if (scrolls(p)) return true;
        p = p.parentElement;
      }
      return false;
    };
    const selector =
      'button, a[href], input, textarea, [role="tab"], [role="combobox"], .ant-select, h1, h2, h3, label, p, dt, dd, .ant-card-head-title, .ant-modal-content';
    return [...document.querySelectorAll(selector)]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (!el.checkVisibility({ visibilityProperty: true })) return false;
        if (el.closest('[aria-hidden="true"], [inert]')) return false;
        return (box.right > width + 1 || box.left < -1) && !inScrollBox(el);
      })
      .slice(0, 20)
      .map((el) => {
        const box = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${text}" ${Math.round(box.left)}–${Math.round(box.right)}`;
      });
  });
}

/** The page's width against the window's: no sideways scroll of the page. */
async function expectReflows(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.scrollingElement!.scrollWidth,
    window: window.innerWidth,
  }));
  expect(await cutOff(page), 'cut off at the window edge').toEqual([]);
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(
    widths.window,
  );
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width} × ${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test('the dashboard reflows', async ({ page }) => {
      await signedIn(page, 'admin');
      await expect(page.getByRole('region', { name: 'Charts' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('.chart svg').first()).toBeVisible();
      await expectReflows(page);
      await page.screenshot({
        path: `${SCREENS}/reflow-dashboard-${size.name}.png`,
        fullPage: true,
      });
    });

    test('the users list and its dialog reflow', async ({ page }) => {
      await signedIn(page, 'admin', '/#/system/user');
      await expect(
        page.getByRole('cell', { name: 'admin', exact: true }),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expectReflows(page);
      await page.screenshot({
        path: `${SCREENS}/reflow-users-${size.name}.png`,
        fullPage: true,
      });
      await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('textbox').first()).toBeVisible();
      await expectReflows(page);
      await page.screenshot({
        path: `${SCREENS}/reflow-users-dialog-${size.name}.png`,
      });
    });
  });
}
