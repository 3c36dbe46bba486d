/**
 * Whether the user has changed an antd form since its values were last set
 * by code: edited fields whose values differ from what was loaded. Typing
 * and then undoing it is no change. Values the code sets (a record that
 * arrives, defaults, a field that appears) move the starting point until
 * the user first edits; resetting the form starts over.
 */
import { useState } from 'react';
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

export function useFormChanges<T>(form: FormInstance<T>): boolean {
  const values = Form.useWatch(everything, { form, preserve: true });
  const now = fingerprint(values);
  // Until the user edits a field, every value seen is the starting point.
  const edited = form.isFieldsTouched();
  const [loaded, setLoaded] = useState(now);
  if (!edited && loaded !== now) setLoaded(now);
  return edited && now !== loaded;
}
