/**
 * Whether the user has changed an antd form: the values differ from those
 * just before the user's first edit. Typing and then undoing it is no
 * change; values the code sets (a record that arrives, defaults, an
 * editor tidying what it was given) are not the user's.
 *
 * antd marks fields "touched" on setFieldsValue as well, so the user is
 * told apart by what happens in the form's area (spread `area` on an
 * element around the form): a key, a click, typing, a paste or a drop there
 * (popups drawn elsewhere count, as React events reach their owners), or
 * typing in an embedded editor's frame inside it. A value change that
 * follows is the user's; the values before it are the starting point.
 */
import {
  useCallback,
  useRef,
  useState,
  type RefCallback,
  type SyntheticEvent,
} from 'react';
import { Form, type FormInstance } from 'antd';

const everything = (values: object) => values;

/** The values as text, keys sorted, empty ('' / null) the same as unset. */
export function fingerprint(values: unknown): string {
  return (
    JSON.stringify(values, (_key, value: unknown) => {
      if (value === '' || value === null) return undefined;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const record = value as Record<string, unknown>;
        return Object.fromEntries(
          Object.keys(record)
            .sort()
            .map((key) => [key, record[key]]),
        );
      }
      return value;
    }) ?? ''
  );
}

/** Props for the element around the form: where the user acts. */
export interface FormArea {
  ref: RefCallback<HTMLElement>;
  onKeyDownCapture: (e: SyntheticEvent) => void;
  onMouseDownCapture: (e: SyntheticEvent) => void;
  onInputCapture: (e: SyntheticEvent) => void;
  onPasteCapture: (e: SyntheticEvent) => void;
  onDropCapture: (e: SyntheticEvent) => void;
}

export interface FormChanges {
  changed: boolean;
  /**
   * Whether there are changes, read from the form now: `changed` follows
   * the form's watch, which tells of a typed change only after a pause, so
   * a close that may come at once (a click outside, Esc) asks this.
   */
  isChanged: () => boolean;
  /** The values now are the starting point (after loading or saving). */
  reset: () => void;
  area: FormArea;
}

interface Tracking {
  /** The values as last drawn. */
  seen: string | null;
  /** The values before the user's first edit (null: no edit yet). */
  start: string | null;
  /** The user acted in the area since the values last changed. */
  acted: boolean;
}

export function useFormChanges<T>(form: FormInstance<T>): FormChanges {
  const values = Form.useWatch(everything, { form, preserve: true });
  const now = fingerprint(values);
  const element = useRef<HTMLElement | null>(null);
  const track = useRef<Tracking>({ seen: null, start: null, acted: false });
  const [, redraw] = useState(0);

  // Read while drawing: each change of the values draws the form again, so
  // the values last seen are the ones just before this change.
  const state = track.current;
  if (state.seen !== null && now !== state.seen) {
    if (state.start === null && (state.acted || editorFocused(element.current)))
      state.start = state.seen;
    state.acted = false;
  }
  state.seen = now;
  const changed = state.start !== null && now !== state.start;

  const reset = useCallback(() => {
    track.current = { seen: null, start: null, acted: false };
    redraw((n) => n + 1);
  }, []);

  const acted = useCallback(() => {
    track.current.acted = true;
  }, []);
  const isChanged = useCallback(() => {
    const { seen, start, acted: edited } = track.current;
    if (start === null && !edited) return false;
    return fingerprint(form.getFieldsValue(true)) !== (start ?? seen);
  }, [form]);
  const ref = useCallback((el: HTMLElement | null) => {
    if (el) element.current = el;
  }, []);
  const area = useRef<FormArea>({
    ref,
    onKeyDownCapture: acted,
    onMouseDownCapture: acted,
    onInputCapture: acted,
    onPasteCapture: acted,
    onDropCapture: acted,
  });

  return { changed, isChanged, reset, area: area.current };
}

/** Whether the user is typing in an editor frame (TinyMCE) in the area. */
function editorFocused(area: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active?.tagName === 'IFRAME' && !!area?.contains(active);
}
