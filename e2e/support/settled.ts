import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn a frame and run the tasks queued before
 * it: whatever the last event set off (a handler, a state update, a render)
 * has happened. Use it to check that something did *not* happen.
 */
export async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(resolve, 0)),
      ),
  );
}
