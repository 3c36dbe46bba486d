// Page-load measurements in headless Chromium: gzip bytes of JS + CSS a page
// downloads (and the bytes actually sent: the server's brotli copies), of its
// document, its number of requests, first contentful paint and the time until
// a selector is visible.
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

/**
 * Installed in the page before its own scripts (an init script): at each
 * animation frame, until `selector` has a box and is not hidden
 * (Playwright's own visibility rule), checks it; then keeps the page's time
 * in `window.__benchVisibleAt`. Checked at every frame — the frame that
 * would paint it — rather than with waitForSelector, whose polls back off
 * (0, 20, 50, 100, 100, then every 500 ms) and so report a page ready at
 * 300 ms as ready at about 800. Not with waitForFunction either: that
 * evaluates Playwright's injected script in the page (8 ms of its main
 * thread, traced) as soon as it is called, so a page that paints later than
 * that pays for the measurement in its first paint and a trivial one does
 * not.
 */
function watchVisible(selector) {
  const check = () => {
    const el = document.querySelector(selector);
    const box = el?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) {
      if (getComputedStyle(el).visibility !== 'hidden') {
        window.__benchVisibleAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The time `watchVisible` kept, once the page has one (polled). */
async function visibleAt(page) {
  const until = Date.now() + 30_000;
  for (;;) {
    const at = await page.evaluate(() => window.__benchVisibleAt);
    if (at !== undefined) return at;
    if (Date.now() > until) throw new Error('never visible');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One cold load (fresh context, empty cache) of url; waits for selector. */
async function coldLoad(browser, url, selector) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  const sent = [];
  let documentBody = Promise.resolve(null);
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'document') documentBody = res.body().catch(() => null);
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(res.body().catch(() => null));
      // As sent (the server's brotli copy): the body's encoded size.
      sent.push(
        res
          .finished()
          .then(() => res.request().sizes())
          .then((s) => s.responseBodySize)
          .catch(() => 0),
      );
    }
  });
  await page.addInitScript(watchVisible, selector);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('networkidle');
  const visible = await visibleAt(page);
  const fcp = await page.evaluate(
    () =>
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
      NaN,
  );
  let gzipBytes = 0;
  for (const body of await Promise.all(bodies))
    if (body) gzipBytes += gzipSync(body).length;
  const sentBytes = (await Promise.all(sent)).reduce((a, b) => a + b, 0);
  // The document itself (a page of the site carries its rules inline).
  const doc = await documentBody;
  const documentBytes = doc ? gzipSync(doc).length : 0;
  await context.close();
  return {
    gzipBytes,
    sentBytes,
    documentBytes,
    requests,
    fcp,
    visibleAt: visible,
  };
}

const WARM_UP_ROUNDS = 2;
/**
 * Cold loads per page (the median is reported): at 5, the same trivial page's
 * first paint moved by 40-60 ms between runs on this 2-core machine.
 */
export const COLD_LOADS = 9;

/**
 * Median of `runs` cold loads of each page. Discarded loads of each page
 * first (a freshly started browser is slower for its first pages: measured,
 * the first round's login paint was 15-40 ms later than the next rounds'),
 * then the pages take turns, so each sees the same machine.
 * @param {Record<string, {url: string, selector: string}>} pages
 */
export async function measurePages(browser, pages, runs = COLD_LOADS) {
  const entries = Object.entries(pages);
  for (let i = 0; i < WARM_UP_ROUNDS; i += 1)
    for (const [, p] of entries) await coldLoad(browser, p.url, p.selector);
  const samples = Object.fromEntries(entries.map(([name]) => [name, []]));
  for (let i = 0; i < runs; i += 1)
    for (const [name, p] of entries)
      samples[name].push(await coldLoad(browser, p.url, p.selector));
  const result = {};
  for (const [name, s] of Object.entries(samples))
    result[name] = {
      gzipBytes: median(s.map((x) => x.gzipBytes)),
      sentBytes: median(s.map((x) => x.sentBytes)),
      documentBytes: median(s.map((x) => x.documentBytes)),
      requests: median(s.map((x) => x.requests)),
      fcp: median(s.map((x) => x.fcp)),
      visibleAt: median(s.map((x) => x.visibleAt)),
    };
  return result;
}
