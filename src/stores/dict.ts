/**
 * Dictionary cache per dict type: entries of {label, value, raw}; null or empty
 * keys are not stored.
 */
import { create } from 'zustand';
import { registerReset } from '@/lib/store-reset';
import type { DictOption, SysDictData } from '@/types/system';

export interface DictState {
  dict: Readonly<Record<string, DictOption[]>>;
  /** Cached options of a type, or null when not cached. */
  getDict(key: string | null | undefined): DictOption[] | null;
  setDict(key: string | null | undefined, value: DictOption[]): void;
  removeDict(key: string | null | undefined): boolean;
  cleanDict(): void;
}

export const useDictStore = create<DictState>()((set, get) => ({
  dict: {},

  getDict(key) {
    if (key === null || key === undefined || key === '') return null;
    return get().dict[key] ?? null;
  },

  setDict(key, value) {
    if (key === null || key === undefined || key === '') return;
    set({ dict: { ...get().dict, [key]: value } });
  },

  removeDict(key) {
    if (key === null || key === undefined || !(key in get().dict)) {
      return false;
    }
    const next = { ...get().dict };
    delete next[key];
    set({ dict: next });
    return true;
  },

  cleanDict() {
    set({ dict: {} });
  },
}));

registerReset(() => useDictStore.setState({ dict: {} }));

/** Map dictionary rows to cached options. */
export function toDictOptions(rows: readonly SysDictData[]): DictOption[] {
  return rows.map((raw) => ({
    label: raw.dictLabel,
    value: raw.dictValue,
    raw,
  }));
}

/** Label of a value in a list of options ('' when not found). */
export function selectDictLabel(
  options: readonly DictOption[] | null | undefined,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  return options?.find((o) => o.value === String(value))?.label ?? '';
}

// Plain selectors.
export const selectDictMap = (s: DictState) => s.dict;
