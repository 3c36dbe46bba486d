import { useEffect, useState } from 'react';

/**
 * False in a server render and in the browser's first render (which takes
 * the server's markup over), true once the page runs: what a visitor does
 * before that would be lost when the page is taken over.
 */
export function useReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
