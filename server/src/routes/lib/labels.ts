/** Labels of coded values in exported sheets, shared by the routes. */
import type { MessageKey } from '../../i18n/index.js';

/** `<prefix>.<value>` message keys, one for each value. */
export const labelsOf = (
  prefix: string,
  values: string[],
): Readonly<Record<string, MessageKey>> =>
  Object.fromEntries(values.map((v) => [v, `${prefix}.${v}` as MessageKey]));

/** Status '0' normal, '1' disabled. */
export const STATUS_LABELS: Readonly<Record<string, MessageKey>> = {
  '0': 'label.normal',
  '1': 'label.disabled',
};

/** Outcome '0' success, '1' failure (the sys_common_status dictionary). */
export const COMMON_STATUS_LABELS = labelsOf('dict.sys_common_status', [
  '0',
  '1',
]);
