import axe from 'axe-core';
import { audit, expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DISABLED_RULES } from './disabled-rules';

/**
 * The gate itself (docs/accessibility.md): it catches a violation planted on
 * the sign-in page, and its one list of disabled rules names real rules,
 * each with its reason.
 */

test('the gate fails on an image without alt text and low-contrast text', async ({
  page,
}) => {
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'planted-image';
    image.src = '/favicon.ico';
    const text = document.createElement('p');
    text.id = 'planted-text';
    text.textContent = 'Planted text, light grey on white';
    text.style.cssText = 'color: #c8c8c8; background: #fff; font-size: 14px';
    document.body.append(image, text);
  });
  await expect(page.locator('#planted-image')).toHaveJSProperty(
    'complete',
    true,
  );

  const findings = await audit(page, 'gate, planted violation');
  const found = (rule: string) =>
    findings.find((f) => f.rule === rule)?.nodes.join('\n');
  expect(found('image-alt')).toContain('#planted-image');
  expect(found('color-contrast')).toContain('#planted-text');

  const failure = await expectAccessible(page, 'gate, planted violation').then(
    () => new Error('the gate passed a planted violation'),
    (e: Error) => e,
  );
  expect(failure.message).toContain('image-alt (critical)');
  expect(failure.message).toContain('color-contrast (serious)');
  expect(failure.message).toContain('#planted-text');
});

test('each disabled rule is one axe has, with its reason', async ({ page }) => {
  await page.goto('/#/login');
  await page.evaluate(axe.source);
  const rules = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe
      .getRules()
      .map((r) => r.ruleId),
  );
  expect(rules).toContain('color-contrast');
  for (const d of DISABLED_RULES) {
    expect(rules, `disabled rule ${d.rule}`).toContain(d.rule);
    expect(d.reason.trim().length, `reason for ${d.rule}`).toBeGreaterThan(20);
  }
});
