/**
 * Setup of the `site` vitest project: the public site's components on Preact
 * (its production runtime) in jsdom, against the msw handlers of the site's
 * API, with fresh mock data, address and document for every test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  document.body.innerHTML = '';
});
afterAll(() => server.close());
