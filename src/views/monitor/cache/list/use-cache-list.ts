/**
 * State of the cache list: the cache names, the keys of the picked name and
 * the picked key's value; clearing a name or a key at once, everything after
 * a confirm (that signs every user out, this one too).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearCacheAll,
  clearCacheKey,
  clearCacheName,
  getCacheValue,
  listCacheKey,
  listCacheName,
  type SysCache,
} from '@/api/monitor/cache';
import { confirmAndRun } from '@/components/crud';
import { feedback } from '@/lib/feedback';

export function useCacheList() {
  const { t } = useTranslation('monitor-cache');
  const l = (k: string, o?: Record<string, unknown>) => t(`list.${k}`, o ?? {});
  const [names, setNames] = useState<SysCache[]>([]);
  const [keys, setKeys] = useState<string[]>([]);
  const [name, setName] = useState<string>();
  const [value, setValue] = useState<SysCache>();
  const [loading, setLoading] = useState({ names: true, keys: false });

  const loadNames = useCallback(async () => {
    setLoading((s) => ({ ...s, names: true }));
    try {
      setNames((await listCacheName()).data ?? []);
    } catch {
      setNames([]);
    } finally {
      setLoading((s) => ({ ...s, names: false }));
    }
  }, []);

  const loadKeys = useCallback(async (cacheName?: string) => {
    if (!cacheName) return;
    setName(cacheName);
    setLoading((s) => ({ ...s, keys: true }));
    try {
      setKeys((await listCacheKey(cacheName)).data ?? []);
    } catch {
      setKeys([]);
    } finally {
      setLoading((s) => ({ ...s, keys: false }));
    }
  }, []);

  useEffect(() => void loadNames(), [loadNames]);

  /** The key (name + short key) whose value shows. */
  const pickedKey = value && name ? name + value.cacheKey : undefined;

  return {
    names,
    keys,
    name,
    value,
    pickedKey,
    loading,
    loadNames,
    loadKeys,
    pickName: (cacheName: string) => {
      setValue(undefined);
      void loadKeys(cacheName);
    },
    pickKey: async (key: string) => {
      if (!name) return;
      try {
        setValue((await getCacheValue(name, key)).data);
      } catch {
        setValue(undefined);
      }
    },
    clearName: async (cacheName: string) => {
      try {
        await clearCacheName(cacheName);
      } catch {
        return; // the request layer has shown why
      }
      feedback.success(l('clearNameSuccess', { name: cacheName }));
      if (cacheName === name) {
        setValue(undefined);
        await loadKeys(cacheName);
      }
    },
    clearKey: async (key: string) => {
      try {
        await clearCacheKey(key);
      } catch {
        return;
      }
      feedback.success(l('clearKeySuccess', { key }));
      if (pickedKey === key) setValue(undefined);
      await loadKeys(name);
    },
    clearAll: () =>
      confirmAndRun({
        content: l('confirmClearAll'),
        run: clearCacheAll,
        success: l('clearAllSuccess'),
        // every session has ended: the next request asks to sign in again
        after: loadNames,
      }),
  };
}

export type CacheList = ReturnType<typeof useCacheList>;
