/**
 * The upload batch shared by FileUpload and ImageUpload:
 *
 * - each file that passes the checks raises the in-flight counter and shows
 *   the loading overlay (one overlay for the whole batch);
 * - when every started upload of the batch has succeeded, the list is
 *   extended once, `commit` is called once and the overlay closes;
 * - a failure lowers the counter, closes the overlay, shows the error and
 *   drops the failed file; the rest of the batch still commits when done.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { feedback } from '@/lib/feedback';
import type { UploadItem } from './upload-utils';

export interface UploadBatchOptions {
  /** The committed items (the field's current value). */
  items: readonly UploadItem[];
  /** Called once per finished batch with the extended list. */
  commit: (next: UploadItem[]) => void;
  /** Text of the loading overlay. */
  loadingText: string;
}

export interface UploadBatch {
  /** A file passed the checks and starts uploading. */
  begin(): void;
  /** An upload succeeded. */
  succeed(item: UploadItem): void;
  /** An upload failed: show `message`, drop the file. */
  fail(message: string): void;
  /** Uploads started and not yet settled. */
  inFlight(): number;
}

export function useUploadBatch({
  items,
  commit,
  loadingText,
}: UploadBatchOptions): UploadBatch {
  const itemsRef = useRef(items);
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    itemsRef.current = items;
    commitRef.current = commit;
  });

  const state = useRef({
    number: 0,
    done: [] as UploadItem[],
    close: null as null | (() => void),
  });

  const closeLoading = useCallback(() => {
    state.current.close?.();
    state.current.close = null;
  }, []);

  useEffect(() => closeLoading, [closeLoading]);

  const settle = useCallback(() => {
    const s = state.current;
    if (s.number > 0 && s.done.length === s.number) {
      const next = [...itemsRef.current, ...s.done];
      s.number = 0;
      s.done = [];
      closeLoading();
      commitRef.current(next);
    }
  }, [closeLoading]);

  return {
    begin: useCallback(() => {
      const s = state.current;
      s.number += 1;
      s.close ??= feedback.loading(loadingText);
    }, [loadingText]),
    succeed: useCallback(
      (item: UploadItem) => {
        state.current.done.push(item);
        settle();
      },
      [settle],
    ),
    fail: useCallback(
      (message: string) => {
        const s = state.current;
        s.number = Math.max(0, s.number - 1);
        closeLoading();
        feedback.error(message);
        settle();
      },
      [closeLoading, settle],
    ),
    inFlight: useCallback(
      () => state.current.number - state.current.done.length,
      [],
    ),
  };
}
