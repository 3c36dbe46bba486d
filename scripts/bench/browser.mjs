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

/**
 * Median of `runs` cold loads of each page. One discarded load of each page
 * first (the browser's own first-use costs, such as starting its font
 * service, would otherwise land on whichever page goes first), then the
 * pages take turns, so each sees the same machine.
 * @param {Record<string, {url: string, selector: string}>} pages
 */
export async function measurePages(browser, pages, runs = 5) {
  const entries = Object.entries(pages);
  for (const [, p] of entries) await coldLoad(browser, p.url, p.selector);
  const samples = Object.fromEntries(entries.map(([name]) => [name, []]));
  for (let i = 0; i < runs; i += 1)
    for (const [name, p] of entries)
      samples[name].push(await coldLoad(browser, p.url, p.selector));
  const result = {};
  for (const [name, s] of Object.entries(samples))
    result[name] = {
      gzipBytes: median(s.map((x) => x.gzipBytes)),
      fcp: median(s.map((x) => x.fcp)),
      visibleAt: median(s.map((x) => x.visibleAt)),
    };
  return result;
}
