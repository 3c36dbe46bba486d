/**
 * The closing rule of a dialog or drawer the user edits in: without
 * changes it closes at once; with changes, closing asks "Discard changes?"
 * first, and leaving its page asks too (the anchor, an element inside it,
 * registers its changes under the page: see hooks/use-unsaved-changes).
 */
import type { RefCallback } from 'react';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { askDiscard } from '@/lib/unsaved-changes';

export interface GuardedClose {
  /** Closes, after "discard" when there are changes. */
  close: () => void;
  /** Put on an element inside the dialog. */
  anchor: RefCallback<Element>;
}

export function useGuardedClose(
  changed: boolean,
  onClose: () => void,
  /** The changes read at the moment of closing, when `changed` may lag. */
  changedNow: () => boolean = () => changed,
): GuardedClose {
  const anchor = useUnsavedChanges(changed, onClose);
  const close = () => {
    if (!changedNow()) onClose();
    else void askDiscard().then((discard) => discard && onClose());
  };
  return { close, anchor };
}
