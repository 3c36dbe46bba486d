// Page-load measurements in headless Chromium: gzip bytes of JS + CSS a page
// downloads, first contentful paint and the time until a selector is visible.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One cold load (fresh context, empty cache) of url; waits for selector. */
async function coldLoad(browser, url, selector) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.push(res.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { state: 'visible', timeout: 30_000 });
  const visibleAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(
    () =>
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      NaN,
  );
  let gzipBytes = 0;
  for (const body of await Promise.all(bodies))
    if (body) gzipBytes += gzipSync(body).length;
  await context.close();
  return { gzipBytes, fcp, visibleAt };
}

/** Median of `runs` cold loads. */
export async function measurePage(browser, url, selector, runs = 5) {
  const samples = [];
  for (let i = 0; i < runs; i += 1)
    samples.push(await coldLoad(browser, url, selector));
  return {
    gzipBytes: median(samples.map((s) => s.gzipBytes)),
    fcp: median(samples.map((s) => s.fcp)),
    visibleAt: median(samples.map((s) => s.visibleAt)),
  };
}
