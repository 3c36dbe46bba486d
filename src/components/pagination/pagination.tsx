/**
 * Table pagination (RuoYi's Pagination, spec §9): page 1 and limit 20 by
 * default, sizes 10/20/30/50, layout total · sizes · prev · pager · next ·
 * jumper, 5 page buttons under 992 px window width else 7 (antd's
 * `showLessItems` shows 5: first, current ±1, last), and a smooth 800 ms
 * scroll to the top after a change. Hidden when there is nothing to page.
 */
import { Pagination as AntPagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagerCount, useWindowWidth } from './pager-count';
import { scrollTo } from './scroll-to';

export const PAGINATION_DEFAULTS = {
  page: 1,
  limit: 20,
  pageSizes: [10, 20, 30, 50],
  scrollDuration: 800,
} as const;

export interface PaginationProps {
  total: number;
  /** Current page, 1-based (default 1). */
  page?: number;
  /** Page size (default 20). */
  limit?: number;
  pageSizes?: readonly number[];
  /** Called with the new page and page size. */
  onChange?: (page: number, limit: number) => void;
  /** Hide the pager regardless of total. */
  hidden?: boolean;
  /** Keep the pager visible even when total ≤ 0 (default false). */
  showWhenEmpty?: boolean;
  /** Scroll to the top after a change (default true). */
  autoScroll?: boolean;
  className?: string;
}

export function Pagination({
  total,
  page = PAGINATION_DEFAULTS.page,
  limit = PAGINATION_DEFAULTS.limit,
  pageSizes = PAGINATION_DEFAULTS.pageSizes,
  onChange,
  hidden = false,
  showWhenEmpty = false,
  autoScroll = true,
  className,
}: PaginationProps) {
  const { t } = useTranslation('components');
  const width = useWindowWidth();
  if (hidden || (total <= 0 && !showWhenEmpty)) return null;

  const handleChange = (nextPage: number, nextLimit: number) => {
    let target = nextPage;
    // Like RuoYi: a new size that would leave the page past the end
    // starts again at page 1.
    if (nextLimit !== limit && page * nextLimit > total) target = 1;
    else if (nextLimit !== limit) target = page;
    onChange?.(target, nextLimit);
    if (autoScroll) scrollTo(0, PAGINATION_DEFAULTS.scrollDuration);
  };

  return (
    <div
      className={['pagination-container', className].filter(Boolean).join(' ')}
      style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 0' }}
    >
      <AntPagination
        total={total}
        current={page}
        pageSize={limit}
        pageSizeOptions={[...pageSizes]}
        showSizeChanger
        showQuickJumper
        showLessItems={pagerCount(width) === 5}
        showTotal={(count) => t('pagination.total', { total: count })}
        onChange={handleChange}
      />
    </div>
  );
}
