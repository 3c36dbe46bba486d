/**
 * The forms with unsaved changes, and the one question asked before they
 * are lost: "Discard changes?".
 *
 * A form with changes registers here (see hooks/use-unsaved-changes) under
 * the page (tab) it is on, with an element of its own and a way to discard
 * them. Whoever is about to drop a page asks first: a route move leaving
 * the page, closing or refreshing its tab, a dialog's Cancel or Esc. While
 * anything is registered, closing or reloading the browser tab warns too.
 *
 * A page kept alive in a hidden tab keeps its elements in the document
 * (hidden), a page that is gone has them removed: an entry whose element
 * left the document is dropped, however its page went.
 */
import i18n from './i18n';
import { feedback } from './feedback';

export interface UnsavedEntry {
  /** The page (tab) it is on: path with query. */
  path: string;
  /** An element of the form: in the document while its page lives. */
  anchor: () => Element | null;
  /** Throws the changes away (closes the dialog, resets the form). */
  discard: () => void;
}

const entries = new Map<symbol, UnsavedEntry>();

function alive(entry: UnsavedEntry): boolean {
  return entry.anchor()?.isConnected ?? false;
}

/** Drops the entries whose page has gone. */
function prune(): void {
  for (const [id, entry] of entries) if (!alive(entry)) entries.delete(id);
  syncUnloadWarning();
}

/** Changes on the given pages (all pages when omitted). */
function pending(paths?: readonly string[]): [symbol, UnsavedEntry][] {
  prune();
  return [...entries].filter(
    ([, entry]) => !paths || paths.includes(entry.path),
  );
}

function warnOnUnload(event: BeforeUnloadEvent): void {
  if (pending().length === 0) return;
  event.preventDefault();
  // Older browsers show the prompt only when a return value is set.
  event.returnValue = true;
}

let warning = false;

function syncUnloadWarning(): void {
  const wanted = entries.size > 0;
  if (wanted === warning) return;
  warning = wanted;
  if (wanted) window.addEventListener('beforeunload', warnOnUnload);
  else window.removeEventListener('beforeunload', warnOnUnload);
}

/** Registers (or updates) the changes of one form. */
export function markUnsaved(id: symbol, entry: UnsavedEntry): void {
  entries.set(id, entry);
  syncUnloadWarning();
}

/** The form's changes were saved or undone. */
export function markSaved(id: symbol): void {
  entries.delete(id);
  syncUnloadWarning();
}

/** Whether anything on the given pages (any page when omitted) is unsaved. */
export function hasUnsavedChanges(paths?: readonly string[]): boolean {
  return pending(paths).length > 0;
}

let asking: Promise<boolean> | null = null;

/** Asks "Discard changes?"; true when the user chose to discard. */
export function askDiscard(): Promise<boolean> {
  // A second request while the question is open (a double click, Esc
  // pressed twice) waits for the same answer instead of stacking another.
  asking ??= feedback
    .confirm({
      title: i18n.t('crud:unsaved.title'),
      content: i18n.t('crud:unsaved.content'),
      okText: i18n.t('crud:unsaved.discard'),
      cancelText: i18n.t('crud:unsaved.keep'),
      focusCancel: true,
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * Before the given pages (every page when omitted) are left or dropped:
 * true at once when nothing there is unsaved, else asks, and on "discard"
 * discards their changes and forgets them.
 */
export async function confirmLeave(
  paths?: readonly string[],
): Promise<boolean> {
  if (pending(paths).length === 0) return true;
  if (!(await askDiscard())) return false;
  // The forms answer their discard on their next render: forget them now so
  // that the move that follows is not asked about again.
  for (const [id, entry] of pending(paths)) {
    entries.delete(id);
    entry.discard();
  }
  syncUnloadWarning();
  return true;
}
