export {
  DateRange,
  DATE_TIME_FORMAT,
  DAY_FORMAT,
  type DateRangeProps,
} from './date-range';
