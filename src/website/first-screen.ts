import { SITE_ROOT } from './paths';
import { prefetched } from './prefetch';
import { preloadSite } from './routes';

/** How long a pre-rendered page waits for the SPA's data at most. */
const PRERENDERED_WAIT = 3_000;

/**
 * Starts the first screen's downloads (the frame, the navigation and, on the
 * home page, its data) and settles when the frame is loaded — or, over a
 * pre-rendered page, once the data is in too (within PRERENDERED_WAIT), so
 * the SPA's first render shows the page rather than its loading state.
 */
export function firstSiteScreen(prerendered: boolean): Promise<unknown> {
  const hashPath = location.hash.replace(/^#/, '').split('?')[0];
  const path = !hashPath || hashPath === '/' ? SITE_ROOT : hashPath;
  const frame = preloadSite(path);
  if (!prerendered) return frame;
  const data = ['navigation', 'home'].map((key) => prefetched(key));
  return Promise.race([
    Promise.allSettled([frame, ...data]),
    new Promise((resolve) => setTimeout(resolve, PRERENDERED_WAIT)),
  ]);
}
