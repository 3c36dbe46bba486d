/**
 * Table pagination (RuoYi's Pagination): page 1 and limit 20 by default, sizes
 * 10/20/30/50, layout total · sizes · prev · pager · next · jumper, and a
 * smooth 800 ms scroll to the top after a change. Hidden when there is nothing
 * to page.
 *
 * The pager shows at most 5 page buttons under 992 px window width, else
 * 7 (first and last page included), by Element UI's rule. antd's own
 * Pagination cannot do that (it shows 5 in the middle either way and
 * `showLessItems` only changes the ends), so the pager is built here from
 * antd parts.
 */
import { useState } from 'react';
import { Button, InputNumber, Select } from 'antd';
import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pagerCount, pagerItems, useWindowWidth } from './pager-count';
import { scrollTo } from './scroll-to';
import './pagination.css';

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
  const [jump, setJump] = useState<number | null>(null);
  if (hidden || (total <= 0 && !showWhenEmpty)) return null;

  const pageCount = Math.max(1, Math.ceil(Math.max(total, 0) / limit));
  const current = Math.min(Math.max(1, page), pageCount);
  const count = pagerCount(width);

  const emit = (nextPage: number, nextLimit: number) => {
    onChange?.(nextPage, nextLimit);
    if (autoScroll) scrollTo(0, PAGINATION_DEFAULTS.scrollDuration);
  };
  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), pageCount);
    if (next !== current) emit(next, limit);
  };
  const changeSize = (size: number) => {
    // Like RuoYi: a size that would leave the page past the end starts
    // again at page 1.
    emit(current * size > total ? 1 : current, size);
  };
  const jumpTo = () => {
    if (jump !== null) go(jump);
    setJump(null);
  };
  const moreStep = count - 2;

  return (
    <nav
      className={['pagination-container', className].filter(Boolean).join(' ')}
      aria-label={t('pagination.label')}
    >
      <span className="pagination__total">
        {t('pagination.total', { total })}
      </span>
      <Select
        className="pagination__sizes"
        aria-label={t('pagination.pageSize')}
        value={limit}
        options={pageSizes.map((size) => ({
          value: size,
          label: t('pagination.perPage', { size }),
        }))}
        onChange={changeSize}
      />
      <Button
        type="text"
        icon={<LeftOutlined />}
        aria-label={t('pagination.prev')}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      />
      <ul className="pagination__pager">
        {pagerItems(current, pageCount, count).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <Button
                type={item === current ? 'primary' : 'text'}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            ) : (
              <Button
                type="text"
                className="pagination__more"
                aria-label={
                  item === 'prev-more'
                    ? t('pagination.prevMore', { n: moreStep })
                    : t('pagination.nextMore', { n: moreStep })
                }
                icon={
                  <span className="pagination__more-icon">
                    <EllipsisOutlined className="pagination__dots" />
                    {item === 'prev-more' ? (
                      <DoubleLeftOutlined className="pagination__arrows" />
                    ) : (
                      <DoubleRightOutlined className="pagination__arrows" />
                    )}
                  </span>
                }
                onClick={() =>
                  go(
                    item === 'prev-more'
                      ? current - moreStep
                      : current + moreStep,
                  )
                }
              />
            )}
          </li>
        ))}
      </ul>
      <Button
        type="text"
        icon={<RightOutlined />}
        aria-label={t('pagination.next')}
        disabled={current >= pageCount}
        onClick={() => go(current + 1)}
      />
      <label className="pagination__jumper">
        <span>{t('pagination.goto')}</span>
        <InputNumber
          min={1}
          max={pageCount}
          precision={0}
          controls={false}
          value={jump ?? current}
          aria-label={t('pagination.jumpTo')}
          onChange={(value) =>
            setJump(typeof value === 'number' ? value : null)
          }
          onPressEnter={jumpTo}
          onBlur={jumpTo}
        />
      </label>
    </nav>
  );
}
