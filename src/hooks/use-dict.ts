/**
 * `useDict('sys_normal_disable', 'sys_user_sex')`: dictionary options per
 * type, loaded from /system/dict/data/type/{type} once per type and kept in
 * the dict store. Missing data logs a console warning only.
 */
import { useEffect, useMemo } from 'react';
import { getDicts } from '@/api/system/dict/data';
import { toDictOptions, useDictStore } from '@/stores/dict';
import type { DictOption } from '@/types/system';

const inFlight = new Map<string, Promise<void>>();

/** Load one dict type into the store unless cached or already loading. */
export function loadDict(type: string): Promise<void> {
  if (!type) return Promise.resolve();
  const store = useDictStore.getState();
  if (store.getDict(type)) return Promise.resolve();
  const pending = inFlight.get(type);
  if (pending) return pending;
  const promise = getDicts(type)
    .then((res) => {
      if (!Array.isArray(res.data)) {
        console.warn(`Dictionary "${type}" returned no data.`);
        return;
      }
      if (res.data.length === 0) {
        console.warn(`Dictionary "${type}" has no items.`);
      }
      useDictStore.getState().setDict(type, toDictOptions(res.data));
    })
    .catch((error: unknown) => {
      console.warn(`Dictionary "${type}" could not be loaded.`, error);
    })
    .finally(() => {
      inFlight.delete(type);
    });
  inFlight.set(type, promise);
  return promise;
}

export type DictMap<K extends string> = Record<K, DictOption[]>;

export function useDict<K extends string>(...types: K[]): DictMap<K> {
  const dict = useDictStore((s) => s.dict);
  const key = types.join('\u0001');

  useEffect(() => {
    for (const type of key.split('\u0001')) {
      if (type) void loadDict(type);
    }
  }, [key]);

  return useMemo(() => {
    const result = {} as DictMap<K>;
    for (const type of key.split('\u0001') as K[]) {
      if (type) result[type] = dict[type] ?? [];
    }
    return result;
  }, [dict, key]);
}
