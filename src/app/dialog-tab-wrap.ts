import { getFocusNodeList } from '@rc-component/util';

/**
 * antd's dialogs and drawers keep focus inside by pulling it back when it
 * lands outside (`lockFocus` of @rc-component/util, on `focusin`). When
 * nothing focusable follows the dialog in the document, Tab from its last
 * control leaves the page for the browser's own toolbar, where no
 * `focusin` fires: a keyboard user is out of the dialog for one key press.
 * This wraps Tab at the ends of the dialog holding focus instead: from the
 * last control to the first, and Shift+Tab from the first to the last.
 */
function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return;
  const dialog = active.closest<HTMLElement>('[aria-modal="true"]');
  if (!dialog) return;
  const stops = getFocusNodeList(dialog);
  if (!stops.length) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const to = event.shiftKey
    ? active === first || active === dialog
      ? last
      : undefined
    : active === last
      ? first
      : undefined;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/** Wraps Tab inside dialogs; returns the function that stops. */
export function dialogTabWrap(target: Window = window) {
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
