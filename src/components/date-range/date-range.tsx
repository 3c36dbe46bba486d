/**
 * A day range for list searches (RuoYi's `dateRange` with
 * `value-format="yyyy-MM-dd"`): strings in, strings out, ready for
 * `useTableQuery`'s `setDateRange` (sent as params[beginTime]/[endTime]).
 * With `withTime` it is a date-time range (`yyyy-MM-dd HH:mm:ss`, the log
 * screens' `datetimerange`): a picked day starts at 00:00:00 and ends at
 * 23:59:59 unless times are chosen.
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { DateRange as Range } from '@/utils/params';

export const DAY_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Times a picked start and end day get until the user picks others. */
const DAY_BOUNDS = [
  dayjs('00:00:00', 'HH:mm:ss'),
  dayjs('23:59:59', 'HH:mm:ss'),
];

export interface DateRangeProps {
  value: Range;
  onChange: (range: [string, string] | null) => void;
  /** Start / end placeholders (also the inputs' accessible names). */
  placeholder: [string, string];
  /** Date and time (`YYYY-MM-DD HH:mm:ss`) instead of days. */
  withTime?: boolean;
}

export function DateRange({
  value,
  onChange,
  placeholder,
  withTime = false,
}: DateRangeProps) {
  const [begin, end] = Array.isArray(value) ? value : [];
  const format = withTime ? DATE_TIME_FORMAT : DAY_FORMAT;
  return (
    <DatePicker.RangePicker
      className={withTime ? 'date-range date-range--time' : 'date-range'}
      allowClear
      // Either day may stay empty while the other is picked: otherwise the
      // picker holds the focus in an empty start field, and Tab can never
      // leave it for the end field or the rest of the form (a keyboard
      // trap). A half range is not a range: onChange below sends none.
      allowEmpty={[true, true]}
      format={format}
      showTime={withTime ? { defaultOpenValue: DAY_BOUNDS } : undefined}
      placeholder={placeholder}
      value={begin && end ? [dayjs(begin), dayjs(end)] : null}
      onChange={(days) =>
        onChange(
          days?.[0] && days[1]
            ? [days[0].format(format), days[1].format(format)]
            : null,
        )
      }
    />
  );
}
