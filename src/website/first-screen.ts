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
 * Where the SPA renders. Over a page the server pre-rendered (`/w/...`), a
 * hidden container beside it that takes its place once it shows the same
 * page — no blank or loading state in between — or after PRERENDERED_WAIT.
 */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!root.hasChildNodes()) return root;
  const container = document.createElement('div');
  container.hidden = true;
  root.after(container);
  let timer = 0;
  const takeOver = () => {
    observer.disconnect();
    clearTimeout(timer);
    root.remove();
    container.id = 'root';
    container.hidden = false;
  };
  const observer = new MutationObserver(() => {
    if (showsPage(container)) takeOver();
  });
  observer.observe(container, { childList: true, subtree: true });
  timer = window.setTimeout(takeOver, PRERENDERED_WAIT);
  return container;
}
