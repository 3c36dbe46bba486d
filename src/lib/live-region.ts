/**
 * Where antd's toasts are drawn: two live regions at the end of <body>,
 * polite for messages (success, info, warning, error toasts) and assertive
 * for notifications (the request layer's error notices). antd draws each
 * toast as a new element; a live region that is there before it is what
 * makes screen readers read it. The regions have no box of their own (the
 * toasts inside are fixed to the top of the window).
 */

const IDS = { polite: 'app-live-messages', assertive: 'app-live-alerts' };

export type Politeness = keyof typeof IDS;

/** The region (created on first use), for antd's `getContainer`. */
export function liveRegion(politeness: Politeness): HTMLElement {
  const existing = document.getElementById(IDS[politeness]);
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = IDS[politeness];
  el.setAttribute('aria-live', politeness);
  document.body.appendChild(el);
  return el;
}
