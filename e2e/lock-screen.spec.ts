import { createLimitedUser } from './support/limited-user';
import { test, expect, signedIn } from './support/fixtures';

const SCREENS = 'test-results/screens';

test('a user locks the screen; it stays locked across a reload and opens only with the password', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // An account of its own: wrong passwords here never touch ry or admin.
  const user = await createLimitedUser(request, 'e2e_lock_screen', []);
  try {
    await signedIn(page, user.userName, '/#/pc/index', user.password);
    await page.getByRole('button', { name: /User menu of/ }).click();
    // The lock screen's code downloads when first used; held back here, its
    // cover already hides the shell.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const code = '**/assets/**/*.js';
    await page.route(code, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('menuitem', { name: 'Lock screen' }).click();
    const lock = page.getByRole('dialog', { name: 'Screen locked' });
    await expect(page.locator('.lock-screen')).toBeVisible();
    await expect(lock).toHaveCount(0);
    expect(
      await page.evaluate(
        () =>
          !!document
            .elementFromPoint(innerWidth / 2, innerHeight / 2)
            ?.closest('.lock-screen'),
      ),
    ).toBe(true);
    release();
    await expect(lock).toBeVisible();
    await page.unroute(code);
    // the shell underneath takes no clicks
    await expect(page.locator('.app-layout')).toHaveAttribute('inert', '');

    await page.reload();
    await expect(lock).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SCREENS}/lock-screen-en.png` });

    await lock.getByLabel('Password').fill('not-my-password');
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Wrong password; 4 tries left')).toBeVisible();
    await expect(lock).toBeVisible();

    await lock.getByLabel('Password').fill(user.password);
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect(lock).toHaveCount(0);
    await expect(page.locator('.app-layout')).not.toHaveAttribute('inert');
    await page.reload();
    await expect(
      page.getByRole('button', { name: /User menu of/ }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(lock).toHaveCount(0);
  } finally {
    await user.remove();
  }
});
