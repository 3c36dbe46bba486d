/**
 * Registers a form's unsaved changes under the page it is on, so that a
 * route move away from the page, closing or refreshing its tab and closing
 * the browser tab ask "Discard changes?" first (see lib/unsaved-changes).
 *
 *   const anchor = useUnsavedChanges(changed, () => form.resetFields());
 *   <div ref={anchor}>…the form…</div>
 *
 * The anchor is any element of the form: while it is in the document the
 * form lives (also on a page kept alive in a hidden tab); once it has left,
 * its changes are forgotten.
 */
import {
  useCallback,
  useContext,
  useEffect,
  useRef,
  type RefCallback,
} from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { currentPath } from '@/lib/history';
import { markSaved, markUnsaved } from '@/lib/unsaved-changes';

export function useUnsavedChanges(
  changed: boolean,
  discard: () => void,
): RefCallback<Element> {
  // The page's own location (a hidden tab keeps the one it was opened at);
  // a form drawn outside the router belongs to the address shown.
  const location = useContext(LocationContext)?.location;
  const path = location ? location.pathname + location.search : currentPath();
  const [id] = useRefValue(() => Symbol('unsaved'));
  const anchor = useRef<Element | null>(null);
  const discarding = useRef(discard);
  useEffect(() => {
    discarding.current = discard;
  });

  // No cleanup: a page hidden in a kept-alive tab runs its effects' cleanups
  // too, and its changes must stay registered; a form that is gone is told
  // apart by its anchor having left the document.
  useEffect(() => {
    if (changed) {
      markUnsaved(id, {
        path,
        anchor: () => anchor.current,
        discard: () => discarding.current(),
      });
    } else markSaved(id);
  }, [changed, path, id]);

  return useCallback((element: Element | null) => {
    // A hidden page detaches its refs but keeps its elements: keep the last.
    if (element) anchor.current = element;
  }, []);
}

/** A value made once per component, kept for its life. */
function useRefValue<T>(make: () => T): [T] {
  const ref = useRef<{ value: T } | null>(null);
  ref.current ??= { value: make() };
  return [ref.current.value];
}
