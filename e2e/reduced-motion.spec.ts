import { test, expect, signedIn, rowOf } from './support/fixtures';

/**
 * Opens the Add post dialog and tells whether any element took antd's active
 * zoom-animation class on the way (without motion the dialog still passes
 * through a brief `-prepare` step, but never the animated `-active` one) (recorded by a MutationObserver set up
 * before the click, so a short animation is not missed).
 */
async function dialogAnimated(page: import('@playwright/test').Page) {
  await signedIn(page, 'admin', '/#/system/post');
  await expect(rowOf(page, 'Chairman')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    const w = window as unknown as { __zoomed: boolean };
    w.__zoomed = false;
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (
          /\bant-zoom-(appear|enter)-active\b/.test(
            el.className?.toString() ?? '',
          )
        )
          w.__zoomed = true;
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add post')).toBeVisible();
  // The dialog is usable at once either way.
  await dialog.getByLabel('Post name').fill('motion');
  await expect(dialog.getByLabel('Post name')).toHaveValue('motion');
  return page.evaluate(
    () => (window as unknown as { __zoomed: boolean }).__zoomed,
  );
}

test('dialogs open without animation when the system asks for reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await dialogAnimated(page)).toBe(false);
});

test('dialogs zoom in when the system does not ask for reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await dialogAnimated(page)).toBe(true);
});
