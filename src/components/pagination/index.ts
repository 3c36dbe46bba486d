export {
  PAGINATION_DEFAULTS,
  Pagination,
  type PaginationProps,
} from './pagination';
export {
  PAGER_BREAKPOINT,
  pagerCount,
  pagerItems,
  useWindowWidth,
  type PagerItem,
} from './pager-count';
export { easeInOutQuad, scrollTo } from './scroll-to';
