/**
 * msw worker for developing components in the browser without a server.
 * Never wired into src/main.tsx: the product always talks to the real
 * server. Needs `public/mockServiceWorker.js` (`npx msw init public/`).
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);
