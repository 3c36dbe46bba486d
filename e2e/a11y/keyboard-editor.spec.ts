import { test, expect, signedIn, rowOf } from '../support/fixtures';
import { arrowTo, expectFocus, tabTo } from '../support/keyboard';
import { recordKeyboardJourney } from '../support/axe';

// Keyboard alone (issue 29): an editor who may publish (admin) writes a copy
// record with rich text and publishes it from the row's Publishing menu.

test('keyboard alone: add a copy record with rich text, save it, publish it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const title = `Keyboard news ${Date.now() % 100000}`;
  await signedIn(page, 'admin', '/#/project/record');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 60_000 });

  const add = page.getByRole('button', { name: /^(plus )?Add$/ });
  const dialog = page.getByRole('dialog', { name: 'Add copy record' });
  await test.step('Add: column, title and rich text', async () => {
    await tabTo(add, { limit: 80 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(dialog.getByLabel('Column', { exact: true }));
    await page.keyboard.type('お知らせ');
    await page.keyboard.press('Enter');
    await tabTo(dialog.getByLabel('Title', { exact: true }));
    await page.keyboard.type(title);
    const editor = dialog.locator('iframe.tox-edit-area__iframe');
    await tabTo(editor, { limit: 40 });
    await page.keyboard.type('Typed with the keyboard alone.');
    await expect(editor.contentFrame().locator('body')).toContainText(
      'Typed with the keyboard alone.',
    );
    await tabTo(dialog.getByRole('button', { name: 'Save draft' }), {
      limit: 40,
    });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocus(add);
    await expect(rowOf(page, title)).toContainText('Draft');
  });

  await test.step('publish from the row’s Publishing menu', async () => {
    const row = rowOf(page, title);
    await tabTo(row.getByRole('button', { name: `Publishing of ${title}` }), {
      limit: 80,
    });
    await page.keyboard.press('Enter');
    await arrowTo(
      page.getByRole('menuitem', { name: /Publish now$/ }),
      'ArrowDown',
    );
    await page.keyboard.press('Enter');
    const prompt = page
      .getByRole('dialog')
      .filter({ hasText: `Publish “${title}” now?` });
    await expect(prompt).toBeVisible();
    // The question takes focus at its OK, as the sign-out one does.
    await expectFocus(prompt.getByRole('button', { name: 'OK' }));
    // Tab stays in the question: from its last button to its first, and back.
    await page.keyboard.press('Tab');
    await expectFocus(prompt.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Shift+Tab');
    await expectFocus(prompt.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(prompt).toBeHidden();
    await expect(rowOf(page, title)).toContainText('Published');
  });
  recordKeyboardJourney('editor', ['2.1.1', '2.1.2', '2.4.3', '2.4.7']);
});
