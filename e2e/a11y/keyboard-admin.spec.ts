import { createLimitedUser } from '../support/limited-user';
import {
  test,
  expect,
  signedIn,
  sidebar,
  apiAs,
  rowOf,
  toolbar,
} from '../support/fixtures';
import { arrowTo, expectFocus, selectOf, tabTo } from '../support/keyboard';
import { recordKeyboardJourney } from '../support/axe';

// Keyboard alone (issue 29): after the sign-in page opens, only keys.

test('keyboard alone: sign in, add a user with a department and two roles, sign out', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const run = Date.now() % 100000;
  const account = `kb${run}`;
  const secondRole = `Keyboard Role ${run}`;
  const admin = await apiAs(request, 'admin');
  const made = await request.post('/system/role', {
    headers: admin,
    data: {
      roleName: secondRole,
      roleKey: `kb${run}`,
      roleSort: 9,
      status: '0',
      menuIds: [],
    },
  });
  expect((await made.json()).code).toBe(200);

  await test.step('sign in', async () => {
    await page.goto('/#/login');
    await tabTo(page.getByLabel('Account'));
    await page.keyboard.type('admin');
    await tabTo(page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('admin123');
    await tabTo(page.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: /User menu of/ }),
    ).toBeVisible({
      timeout: 60_000,
    });
  });

  await test.step('System → Users through the sidebar menu', async () => {
    const menu = sidebar(page);
    await tabTo(menu.getByRole('menu'));
    await arrowTo(menu.getByRole('menuitem', { name: 'System' }), 'ArrowDown');
    await page.keyboard.press('Enter');
    await arrowTo(menu.getByRole('menuitem', { name: 'Users' }), 'ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/system\/user/);
    // the first visit downloads the screen (slow on a busy machine)
    await expect(
      page.getByRole('cell', { name: 'ry', exact: true }),
    ).toBeVisible({ timeout: 60_000 });
  });

  const add = toolbar(page).getByRole('button', { name: 'Add' });
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await test.step('Add: name, department, password and two roles', async () => {
    await tabTo(add, { limit: 60 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(dialog.getByLabel('Nickname'));
    await page.keyboard.type('Keyboard Kim');
    await tabTo(dialog.getByLabel('Department'));
    await page.keyboard.type('QA');
    await page.keyboard.press('Enter');
    await expect(selectOf(dialog.getByLabel('Department'))).toContainText(
      'QA Department',
    );
    await tabTo(dialog.getByLabel('Account'));
    await page.keyboard.type(account);
    await tabTo(dialog.getByLabel('Password'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('kb-pass-1');
    const roles = dialog.getByLabel('Roles');
    await tabTo(roles);
    await page.keyboard.type('Common');
    await page.keyboard.press('Enter');
    await page.keyboard.type(secondRole);
    await page.keyboard.press('Enter');
    const roleBox = selectOf(roles);
    await expect(roleBox).toContainText('Common Role');
    await expect(roleBox).toContainText(secondRole);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await tabTo(dialog.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocus(add);
    await expect(rowOf(page, account)).toContainText('QA Department');
  });

  await test.step('sign out through the avatar menu', async () => {
    const avatar = page.getByRole('button', { name: /User menu of/ });
    await tabTo(avatar, { key: 'Shift+Tab', limit: 40 });
    await page.keyboard.press('Enter');
    await arrowTo(page.getByRole('menuitem', { name: 'Log out' }), 'ArrowDown');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Log out' });
    await expect(confirm).toBeVisible({ timeout: 30_000 });
    // the question takes the focus, at its answer
    await expectFocus(confirm.getByRole('button', { name: 'Log out' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/login/);
  });
  recordKeyboardJourney('admin', ['2.1.1', '2.1.2', '2.4.3', '2.4.7']);
});

test('keyboard alone: the lock screen takes the focus, keeps it, and opens with the password', async ({
  page,
  request,
}) => {
  const user = await createLimitedUser(request, `e2e_kb_lock`, []);
  try {
    await signedIn(page, user.userName, '/#/pc/index', user.password);
    const avatar = page.getByRole('button', { name: /User menu of/ });
    await tabTo(avatar);
    await page.keyboard.press('Enter');
    await arrowTo(
      page.getByRole('menuitem', { name: 'Lock screen' }),
      'ArrowDown',
    );
    await page.keyboard.press('Enter');
    const lock = page.getByRole('dialog', { name: 'Screen locked' });
    const password = lock.getByLabel('Password');
    await expectFocus(password);
    // Tab and Shift+Tab go round the lock screen's controls, never the shell's
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(key);
        expect(
          await page.evaluate(
            () =>
              document.activeElement === document.body ||
              !!document.activeElement?.closest('.lock-screen'),
          ),
          `${key} ×${i + 1} stays on the lock screen`,
        ).toBe(true);
      }
    }
    await tabTo(password);
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(lock).toHaveCount(0);
  } finally {
    await user.remove();
  }
});
