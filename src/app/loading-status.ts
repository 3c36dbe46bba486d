/**
 * antd's Spin makes every spinner's wrapper a polite live region
 * (aria-live="polite", aria-busy while it spins). A screen reader then
 * reads a table's whole content out when its rows arrive, once per table
 * on a screen with two, and never says that anything is loading: the
 * spinner has no text. antd offers no option for it, so each wrapper's
 * live region is turned off as it appears (aria-busy stays: the table is
 * still marked busy), and one status region says "Loading" once while
 * anything shown spins for longer than a moment, however many spinners
 * start; it is emptied when the last one stops.
 */
import i18n from '@/lib/i18n';

const LIVE_SPIN = '.ant-spin[aria-live="polite"]';
const SPINNING = '.ant-spin-spinning';
/** A load quicker than this says nothing. */
export const LOADING_DELAY_MS = 400;
const REGION_ID = 'app-live-status';

/** The status region (created on first use), visually hidden. */
export function statusRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = REGION_ID;
  el.setAttribute('role', 'status');
  el.className = 'visually-hidden';
  document.body.appendChild(el);
  return el;
}

/** Spinners on screen (a kept-alive page's hidden ones do not count). */
function spinning(root: ParentNode): boolean {
  for (const el of root.querySelectorAll(SPINNING)) {
    if (typeof el.checkVisibility !== 'function' || el.checkVisibility()) {
      return true;
    }
  }
  return false;
}

/** Watches `root` for spinners; returns the function that stops. */
export function loadingStatus(root: HTMLElement = document.body) {
  const region = statusRegion();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    for (const el of root.querySelectorAll(LIVE_SPIN)) {
      el.setAttribute('aria-live', 'off');
    }
    if (!spinning(root)) {
      clearTimeout(timer);
      timer = undefined;
      if (region.textContent) region.textContent = '';
      return;
    }
    if (timer !== undefined || region.textContent) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (spinning(root)) region.textContent = i18n.t('a11y:loading');
    }, LOADING_DELAY_MS);
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
