/**
 * Actions every list screen performs the same way: confirm then run a
 * delete (or any change) and report success, export the current search to
 * .xlsx, and turn antd table sorting into orderByColumn / isAsc.
 */
import type { SorterResult } from 'antd/es/table/interface';
import i18n from '@/lib/i18n';
import { download } from '@/lib/download';
import { feedback } from '@/lib/feedback';
import type { PageQuery } from '@/types/api';
import { addDateRange, type DateRange } from '@/utils/params';

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`crud:${key}`, options ?? {}) as string;

export interface ConfirmRun {
  /** The question, e.g. t('crud:confirmDelete', { what, ids }). */
  content: string;
  run: () => Promise<unknown>;
  /** Success toast (default "Deleted"). */
  success?: string;
  /** After success, e.g. reload the list. */
  after?: () => unknown;
}

/**
 * "System prompt" confirm dialog, then `run`; a success toast and `after`
 * when it resolved. Errors were already shown by the request layer.
 * Resolves true when the change was made.
 */
export async function confirmAndRun(o: ConfirmRun): Promise<boolean> {
  const yes = await feedback.confirm({
    title: t('confirmTitle'),
    content: o.content,
    okText: t('ok'),
    cancelText: t('cancel'),
  });
  if (!yes) return false;
  try {
    await o.run();
  } catch {
    return false;
  }
  feedback.success(o.success ?? t('deleteSuccess'));
  await o.after?.();
  return true;
}

/**
 * POST the list's search (without paging) to `<resource>/export` and save
 * `<name>_<timestamp>.xlsx`.
 */
export function exportList<Q extends PageQuery>(
  url: string,
  query: Q,
  name: string,
  dateRange?: DateRange,
  dateRangeProp?: string,
): Promise<boolean> {
  const rest: Partial<Q> = { ...query };
  delete rest.pageNum;
  delete rest.pageSize;
  return download(
    url,
    addDateRange(rest, dateRange, dateRangeProp),
    `${name}_${Date.now()}.xlsx`,
  );
}

/** antd sorter → `{ orderByColumn, isAsc }` (cleared when unsorted). */
export function sortQuery<T>(
  sorter: SorterResult<T> | SorterResult<T>[],
): Pick<PageQuery, 'orderByColumn' | 'isAsc'> {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s?.order || !s.field)
    return { orderByColumn: undefined, isAsc: undefined };
  return {
    orderByColumn: String(s.field),
    isAsc: s.order === 'ascend' ? 'ascending' : 'descending',
  };
}
