/**
 * Picks the record or product an item belongs to: a searchable select that
 * asks the server's list (by name, first 20 matches) as the user types, and
 * shows the current value's name even when it is not among the matches.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';

export interface OwnerOption {
  value: number;
  label: string;
}

export interface OwnerSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** Matches for a search text ('' = the first page). */
  search: (text: string) => Promise<OwnerOption[]>;
  /** Name of the current value (known from the loaded row). */
  currentLabel?: string | null;
  placeholder?: string;
  'aria-label'?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

const DEBOUNCE_MS = 300;

export function OwnerSelect({
  value,
  onChange,
  search,
  currentLabel,
  placeholder,
  allowClear,
  style,
  'aria-label': ariaLabel,
}: OwnerSelectProps) {
  const [options, setOptions] = useState<OwnerOption[]>([]);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchRef = useRef(search);
  searchRef.current = search;

  const run = useCallback((text: string) => {
    const id = ++request.current;
    setLoading(true);
    searchRef
      .current(text)
      .then((found) => {
        if (id === request.current) setOptions(found);
      })
      .catch(() => undefined)
      .finally(() => {
        if (id === request.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    run('');
    return () => clearTimeout(timer.current);
  }, [run]);

  const shown =
    value !== undefined &&
    currentLabel &&
    !options.some((o) => o.value === value)
      ? [{ value, label: currentLabel }, ...options]
      : options;

  return (
    <Select<number>
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => run(text), DEBOUNCE_MS);
        },
      }}
      allowClear={allowClear}
      aria-label={ariaLabel}
      placeholder={placeholder}
      style={style}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={shown}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
    />
  );
}
