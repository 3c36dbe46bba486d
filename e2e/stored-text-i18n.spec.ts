import {
  test,
  expect,
  signedIn,
  switchLanguage,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

test('in Japanese the dictionaries have Japanese names, and the login log shows sign-ins made in three languages in Japanese', async ({
  page,
}) => {
  await test.step('admin signs in once in each language', async () => {
    for (const lang of ['en', 'zh-CN', 'ja']) {
      const res = await page.request.post('/login', {
        headers: { 'Content-Language': lang },
        data: { username: 'admin', password: 'admin123' },
      });
      expect(((await res.json()) as { code: number }).code).toBe(200);
    }
  });

  await test.step('the dictionary list in Japanese', async () => {
    await signedIn(page, 'admin', '/#/system/dict');
    await expect(rowOf(page, 'sys_user_sex')).toContainText('User gender', {
      timeout: 30_000,
    });
    await switchLanguage(page, 'Language', '日本語');
    const sex = rowOf(page, 'sys_user_sex');
    await expect(sex).toContainText('ユーザーの性別', { timeout: 30_000 });
    await expect(sex).not.toContainText('用户性别');
    await expect(rowOf(page, 'sys_notice_type')).toContainText(
      'お知らせの種類',
    );
    await expectNoSpinner(page);
    await page.screenshot({ path: test.info().outputPath('dict-list-ja.png') });
  });

  await test.step('the login log in Japanese', async () => {
    await page.goto('/#/system/log/logininfor');
    const table = page.getByRole('table');
    await expect(table.getByText('ログインに成功しました').first()).toBeVisible(
      { timeout: 30_000 },
    );
    await expectNoSpinner(page);
    expect(
      await table.getByText('ログインに成功しました').count(),
    ).toBeGreaterThanOrEqual(4);
    await expect(table.getByText('Login successful')).toHaveCount(0);
    await expect(table.getByText('登录成功')).toHaveCount(0);
    await expect(table.getByText('Intranet IP')).toHaveCount(0);
    await expect(table.getByText('内部IP').first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('login-log-ja.png'),
    });
  });
});
