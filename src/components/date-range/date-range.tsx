/**
 * A day range for list searches (RuoYi's `dateRange` with
 * `value-format="yyyy-MM-dd"`): strings in, strings out, ready for
 * `useTableQuery`'s `setDateRange` (sent as params[beginTime]/[endTime]).
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { DateRange as Range } from '@/utils/params';

export const DAY_FORMAT = 'YYYY-MM-DD';

export interface DateRangeProps {
  value: Range;
  onChange: (range: [string, string] | null) => void;
  /** Start / end placeholders (also the inputs' accessible names). */
  placeholder: [string, string];
}

export function DateRange({ value, onChange, placeholder }: DateRangeProps) {
  const [begin, end] = Array.isArray(value) ? value : [];
  return (
    <DatePicker.RangePicker
      className="date-range"
      allowClear
      format={DAY_FORMAT}
      placeholder={placeholder}
      value={begin && end ? [dayjs(begin), dayjs(end)] : null}
      onChange={(days) =>
        onChange(
          days?.[0] && days[1]
            ? [days[0].format(DAY_FORMAT), days[1].format(DAY_FORMAT)]
            : null,
        )
      }
    />
  );
}
