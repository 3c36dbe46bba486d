/** Requests to the public site API as the msw server sees them (tests). */
import { server } from './node';

type Listener = (event: { request: Request }) => void;
const listeners: Listener[] = [];

/** Counts requests to `/website/*` by path, until `stopCountingSiteRequests`. */
export function countSiteRequests() {
  const seen: { path: string; headers: Headers }[] = [];
  const listener: Listener = ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/website/'))
      seen.push({ path, headers: request.headers });
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return {
    seen,
    count: (path: string) => seen.filter((s) => s.path === path).length,
  };
}

/** Stops every count started (a test's afterEach). */
export function stopCountingSiteRequests(): void {
  for (const l of listeners.splice(0))
    server.events.removeListener('request:start', l);
}
