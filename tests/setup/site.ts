/**
 * Setup of the `site` vitest project: the public site's components on Preact
 * (its production runtime) in jsdom, against the msw handlers of the site's
 * API, with fresh mock data, address and document for every test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';

configure({ asyncUtilTimeout: 5000 });

// Preact runs effects after the next frame: requestAnimationFrame raced with
// a 100 ms timer whose callback calls cancelAnimationFrame. Such a timer still
// pending when a file's jsdom is torn down failed the run with
// "cancelAnimationFrame is not defined". Here effects run on the next timer
// turn, as testing-library's act() runs them, and never touch the frames.
options.requestAnimationFrame = (flush) => void setTimeout(flush);

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
