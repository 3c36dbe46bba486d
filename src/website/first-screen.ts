import { SITE_ROOT } from './paths';
import { preloadSite } from './routes';

/** How long a pre-rendered page waits for the SPA's own at most. */
const PRERENDERED_WAIT = 5_000;

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
 * Shows `container` (hidden until then) once it shows the page, or after
 * PRERENDERED_WAIT, removing what stood in for it first.
 */
function replaceWhenShown(container: HTMLElement, standIn: () => void): void {
  let timer = 0;
  const takeOver = () => {
    observer.disconnect();
    clearTimeout(timer);
    standIn();
    container.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (showsPage(container)) takeOver();
  });
  observer.observe(container, { childList: true, subtree: true });
  timer = window.setTimeout(takeOver, PRERENDERED_WAIT);
}

/**
 * Where the SPA renders. Two things may stand in for it until it shows the
 * page — no blank or loading state in between:
 * - the static frame the first-screen script painted (`#site-shell`,
 *   scripts/first-screen/site-shell.mjs): the SPA renders hidden in #root;
 * - a page the server pre-rendered (`/w/...`) inside #root: the SPA renders
 *   in a hidden container beside it that takes its place.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const shell = document.getElementById('site-shell');
  if (shell) {
    root.hidden = true;
    replaceWhenShown(root, () => shell.remove());
    return root;
  }
  if (!root.hasChildNodes()) return root;
  const container = document.createElement('div');
  container.hidden = true;
  root.after(container);
  replaceWhenShown(container, () => {
    root.remove();
    container.id = 'root';
  });
  return container;
}
