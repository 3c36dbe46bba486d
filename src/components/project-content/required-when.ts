import type { FormRule } from 'antd';

/**
 * A field required only while `field` holds `value`, judged on the form's
 * values as it validates. Not on the last render's watched value: a watched
 * field re-renders a task after it changes, so OK pressed at once after
 * switching the kind validated the kind just left.
 */
export const requiredWhen =
  (
    field: string,
    value: string,
    message: string,
    extra: { whitespace?: boolean } = {},
  ): FormRule =>
  ({ getFieldValue }) => ({
    required: getFieldValue(field) === value,
    message,
    ...extra,
  });
