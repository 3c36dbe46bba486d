/**
 * Shared steps of the Website content journeys (records, products): the
 * public site in a visitor's own browser, the content screens signed in as
 * ry, their form items, the rich-text editor and dialog screenshots.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoSpinner, signedIn } from './fixtures';

export const SCREENS = 'test-results/screens';

/** The public site as a new visitor sees it (own browser context). */
export async function visit(browser: Browser, path: string) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Opens a Website content screen by its address, signed in as ry. */
export async function openScreen(page: Page, path: string) {
  await signedIn(page, 'ry', path);
  // the first visit downloads the screen (slow on a busy machine)
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
}

/** The form item labelled `label` inside `scope`. */
export const item = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({
    has: scope.page().locator('.ant-form-item-label > label', {
      hasText: new RegExp(`^${label}$`),
    }),
  });

/** Types into the TinyMCE editor inside `scope`. */
export async function typeInEditor(scope: Locator, html: string) {
  const frame = scope.frameLocator('iframe.tox-edit-area__iframe');
  const body = frame.locator('body');
  await expect(body).toBeVisible({ timeout: 30_000 });
  await body.click();
  await body.pressSequentially(html);
}

/** The open dialog from its top (as staff first see it), and all of it. */
export async function dialogShots(page: Page, name: string) {
  await page
    .locator('.ant-modal-wrap:visible')
    .evaluate((el) => el.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
  const height = await page
    .locator('.ant-modal-container:visible')
    .evaluate((el) => el.getBoundingClientRect().height);
  await page.setViewportSize({ width: 1366, height: Math.ceil(height) + 80 });
  await page.screenshot({ path: `${SCREENS}/${name}-full.png` });
  await page.setViewportSize({ width: 1366, height: 800 });
}

/** Whether the page has fetched TinyMCE (its own lazily loaded chunk). */
export const editorLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((e) => /tinymce/i.test(e.name)),
  );
