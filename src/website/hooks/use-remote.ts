import { useCallback, useEffect, useRef, useState } from 'react';
import { isSiteRequestError } from '@/api/website';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'notFound' }
  | { status: 'error' };

/** The server's "not found" (code 404): hidden, deleted or unknown content. */
export function isNotFound(error: unknown): boolean {
  return isSiteRequestError(error) && error.code === 404;
}

/**
 * Loads data for a page. `key` names what is loaded (a new key loads
 * again); a 404 answer becomes `notFound`, anything else `error`.
 */
export function useRemote<T>(
  key: string,
  load: () => Promise<T>,
): [Remote<T>, () => void] {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => alive && setState({ status: 'ok', data }),
      (error: unknown) =>
        alive && setState({ status: isNotFound(error) ? 'notFound' : 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, reload];
}
