/**
 * Checkbox selection of table rows (RuoYi's ids / single / multiple):
 * `single` is true when exactly one row is selected (Edit enabled),
 * `multiple` when at least one is (Delete enabled).
 */
import { useCallback, useMemo, useState, type Key } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';

export interface RowSelection<T> {
  keys: Key[];
  rows: T[];
  single: boolean;
  multiple: boolean;
  clear: () => void;
  /** Pass to antd's Table `rowSelection`. */
  rowSelection: TableRowSelection<T>;
}

export function useRowSelection<T>(): RowSelection<T> {
  const [keys, setKeys] = useState<Key[]>([]);
  const [rows, setRows] = useState<T[]>([]);
  const clear = useCallback(() => {
    setKeys([]);
    setRows([]);
  }, []);
  const rowSelection = useMemo<TableRowSelection<T>>(
    () => ({
      selectedRowKeys: keys,
      onChange: (nextKeys, nextRows) => {
        setKeys(nextKeys);
        setRows(nextRows);
      },
    }),
    [keys],
  );
  return {
    keys,
    rows,
    single: keys.length === 1,
    multiple: keys.length > 0,
    clear,
    rowSelection,
  };
}
