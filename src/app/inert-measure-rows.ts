/**
 * antd's tables draw a hidden measuring row (`.ant-table-measure-row`,
 * aria-hidden) at the top of their body with a copy of every column title,
 * so it sizes the columns; a title with a control (the select-all checkbox
 * of row selection, a sorter's or filter's button) is copied into it,
 * focusable inside aria-hidden (axe: aria-hidden-focus), and a Tab stop
 * that shows nothing. antd offers no option for that row, so every such row
 * is made `inert` as it appears: nothing in it can take focus, and it
 * still measures.
 */

const SELECTOR = '.ant-table-measure-row:not([inert])';

function makeInert(root: ParentNode) {
  for (const row of root.querySelectorAll(SELECTOR)) {
    row.setAttribute('inert', '');
  }
}

/** Watches `root` for measuring rows; returns the function that stops. */
export function inertMeasureRows(root: HTMLElement = document.body) {
  makeInert(root);
  const observer = new MutationObserver(() => makeInert(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
