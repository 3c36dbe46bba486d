/**
 * Dictionary value display (RuoYi's DictTag): each value found in the
 * options shows its label, as an antd Tag coloured by the item's listClass
 * (cssClass applied as className), or as plain text when listClass is
 * empty or 'default' and there is no cssClass (as RuoYi does). Values not
 * found in the options are shown as they are, after the matches.
 */
import { Fragment } from 'react';
import { Tag } from 'antd';
import type { DictOption } from '@/types/system';

/** listClass → antd Tag colour (Element's palette mapped to antd presets). */
export const LIST_CLASS_COLORS: Readonly<Record<string, string | undefined>> = {
  default: undefined,
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export type DictTagValue =
  | string
  | number
  | readonly (string | number)[]
  | null
  | undefined;

export interface DictTagProps {
  options?: readonly DictOption[] | null;
  /** One value, a list, or a string of values joined by `separator`. */
  value?: DictTagValue;
  /** Separator for string values (default ','). */
  separator?: string;
  /** Show values that are not in the options (default true). */
  showValue?: boolean;
  className?: string;
}

/** The values as strings. */
export function dictTagValues(value: DictTagValue, separator = ','): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'number') return [String(value)];
  return String(value).split(separator);
}

function isPlain(option: DictOption): boolean {
  const { listClass, cssClass } = option.raw ?? {};
  return (!listClass || listClass === 'default') && !cssClass;
}

export function DictTag({
  options,
  value,
  separator = ',',
  showValue = true,
  className,
}: DictTagProps) {
  const values = dictTagValues(value, separator);
  if (values.length === 0) return null;
  const list = options ?? [];
  const matched = list.filter((option) => values.includes(option.value));
  const unmatched = showValue
    ? values.filter((v) => !list.some((option) => option.value === v))
    : [];

  return (
    <span className={['dict-tag', className].filter(Boolean).join(' ')}>
      {matched.map((option) => {
        const { listClass, cssClass } = option.raw ?? {};
        if (isPlain(option)) {
          return (
            <Fragment key={option.value}>
              <span className={cssClass || undefined}>{option.label}</span>{' '}
            </Fragment>
          );
        }
        const color =
          listClass && listClass in LIST_CLASS_COLORS
            ? LIST_CLASS_COLORS[listClass]
            : listClass || undefined;
        return (
          <Tag
            key={option.value}
            color={color}
            className={cssClass || undefined}
          >
            {option.label}
          </Tag>
        );
      })}
      {unmatched.length > 0 && (
        <span className="dict-tag__unmatched">{unmatched.join(' ')}</span>
      )}
    </span>
  );
}
