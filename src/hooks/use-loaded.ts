/**
 * Data read when a screen opens and again on demand (a monitor's Refresh):
 * the last answer, whether a read is under way, whether the last one failed
 * (the request layer said why; the last answer stays) and when the last
 * answer came. `fetch` is memoised by the caller: a new one reads again.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data?: T;
  loading: boolean;
  failed: boolean;
  /** When the last answer came. */
  at?: Date;
  load: () => Promise<void>;
}

export function useLoaded<T>(fetch: () => Promise<{ data?: T }>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [at, setAt] = useState<Date>();
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await fetch();
      setData(res.data);
      setAt(new Date());
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [fetch]);
  useEffect(() => void load(), [load]);
  return { data, loading, failed, at, load };
}
