export { DateRange, DAY_FORMAT, type DateRangeProps } from './date-range';
