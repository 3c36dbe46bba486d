/**
 * What the settings forms share: field labels (`fields.<key>`), the
 * "cannot be empty" rule (blank counts as empty) and a table's columns as
 * select options.
 */
import { useTranslation } from 'react-i18next';
import type { GenTableColumn } from '@/types/tool-gen';

export function useGenForm() {
  const { t } = useTranslation(['tool-gen', 'crud']);
  const f = (k: string) => t(`fields.${k}`);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });
  return { t, f, required };
}

/** `column_name: its description`, valued by the column's name. */
export const columnOptions = (columns: readonly GenTableColumn[]) =>
  columns.map((c) => ({
    value: c.columnName,
    label: `${c.columnName}: ${c.columnComment}`,
  }));
