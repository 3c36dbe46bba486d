/**
 * Open/closed state of an add/edit dialog with the record it edits
 * (undefined = add).
 *
 *   const dialog = useDialog<SysPost>();
 *   dialog.show();            // add
 *   dialog.show(post);        // edit (load the fresh row first)
 *   <EditDialog open={dialog.open} record={dialog.record} onClose={dialog.close} />
 */
import { useCallback, useState } from 'react';

export interface DialogState<T> {
  open: boolean;
  record: T | undefined;
  show: (record?: T) => void;
  close: () => void;
}

export function useDialog<T>(): DialogState<T> {
  const [state, setState] = useState<{ open: boolean; record?: T }>({
    open: false,
  });
  const show = useCallback(
    (record?: T) => setState({ open: true, record }),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { open: state.open, record: state.record, show, close };
}
