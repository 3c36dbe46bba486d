import { SITE_ROOT } from './paths';
import { preloadSite } from './routes';

/**
 * How long the static frame stands in for the SPA at most (it shows what it
 * has after that).
 */
const FRAME_WAIT = 5_000;

/**
 * Starts the first screen's downloads (the frame, the navigation and, on the
 * home page, its data); settles when the frame is loaded.
 */
export function firstSiteScreen(): Promise<unknown> {
  const hashPath = location.hash.replace(/^#/, '').split('?')[0];
  return preloadSite(!hashPath || hashPath === '/' ? SITE_ROOT : hashPath);
}

/** The SPA shows its page: the frame is in and nothing is loading. */
function showsPage(container: HTMLElement): boolean {
  return (
    !!container.querySelector('.site-root') &&
    !container.querySelector('.site-status[role="status"]')
  );
}

/**
 * Where the SPA renders: #root, hidden while the static frame the
 * first-screen script painted (`#site-shell`,
 * scripts/first-screen/site-shell.mjs) stands in for it — no blank or
 * loading state in between. Once the SPA shows the page, or after
 * FRAME_WAIT, the frame goes and #root shows. A page the server pre-rendered
 * inside #root (`/w/...`) is replaced by the SPA's first render.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const shell = document.getElementById('site-shell');
  if (!shell) return root;
  root.hidden = true;
  let timer = 0;
  const takeOver = () => {
    observer.disconnect();
    clearTimeout(timer);
    shell.remove();
    root.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (showsPage(root)) takeOver();
  });
  observer.observe(root, { childList: true, subtree: true });
  timer = window.setTimeout(takeOver, FRAME_WAIT);
  return root;
}
