import { useCallback, useEffect, useRef, useState } from 'react';
import { isSiteRequestError } from '@/api/website';
import { useSiteData, type Settled } from '../ssr/site-data';

export type Remote<T> = { status: 'loading' } | Settled<T>;

/** The server's "not found" (code 404): hidden, deleted or unknown content. */
export function isNotFound(error: unknown): boolean {
  return isSiteRequestError(error) && error.code === 404;
}

const failure = (error: unknown): Settled =>
  isNotFound(error) ? { status: 'notFound' } : { status: 'error' };

/**
 * Loads data for a page. `key` names what is loaded (a new key loads
 * again); a 404 answer becomes `notFound`, anything else `error`. In a
 * server render the page waits for the data (see SiteData); in the browser
 * the first render starts from what the server rendered with, if anything.
 */
export function useRemote<T>(
  key: string,
  load: () => Promise<T>,
): [Remote<T>, () => void] {
  const data = useSiteData();
  const seeded = useRef<{ key: string; value?: Settled<T> }>(null);
  seeded.current ??= { key, value: data?.peek<T>(key) };
  const [state, setState] = useState<Remote<T>>(
    () => seeded.current?.value ?? { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const first = seeded.current;
    if (first?.value && first.key === key && attempt === 0) {
      // Drawn with the server's data: later visits load afresh.
      data?.drop(key);
      first.value = undefined;
      return;
    }
    let alive = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (loaded) => alive && setState({ status: 'ok', data: loaded }),
      (error: unknown) => alive && setState(failure(error) as Remote<T>),
    );
    return () => {
      alive = false;
    };
  }, [key, attempt, data]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (data?.server) {
    // Effects do not run on the server: wait for the data instead.
    const settled = data.peek<T>(key);
    if (!settled) throw data.load(key, load, failure);
    return [settled, reload];
  }
  return [state, reload];
}
