/**
 * Setup of the `web` vitest project (jsdom): jest-dom matchers, browser
 * stubs antd needs, the msw server, i18n in English, and a clean slate
 * (stores, cookies, storage) for every test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db';
import { initI18n, loadNamespaces, NAMESPACES } from '@/lib/i18n';
import { registerFeedback } from '@/lib/feedback';
import { resetAllStores } from '@/stores/reset';
import { setNavigator } from '@/router/history';

vi.mock('zustand', () => import('./zustand'));

// antd (responsive observers, grid) needs matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// jsdom's Blob has no stream(), which msw needs to mirror blob answers of
// XMLHttpRequest into Fetch Responses: use Node's Blob (text(), stream()).
Object.defineProperty(globalThis, 'Blob', {
  writable: true,
  configurable: true,
  value: NodeBlob,
});

// jsdom does not implement getComputedStyle(el, pseudo) and logs for each
// antd modal; the pseudo-element styles are irrelevant here.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// jsdom has no object URLs; downloads create them.
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:mock';
  URL.revokeObjectURL = () => {};
}

// findBy/waitFor give a lazily loaded screen 5 s (Testing Library's 1 s was
// overrun on a loaded CI machine); files that load the whole app allow more.
configure({ asyncUtilTimeout: 5000 });

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en');
  // Components render without the app's route-level namespace loading.
  await loadNamespaces(NAMESPACES);
});

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
  resetDb();
  resetAllStores();
});

/** Lets render work React has queued (from setImmediate) run now. */
async function drainReactWork(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * antd's static messages, notifications and dialogs (the feedback layer's
 * fallback when no <App> is registered) render in roots of their own,
 * outside Testing Library's cleanup: close them, or one left by a test shows
 * in the next, and their timers fire after jsdom is gone.
 */
async function closeStaticAntd(): Promise<void> {
  // Unconditionally: one asked for in a test's last moment is rendered by
  // React only later, so the page cannot tell yet; antd drops it unshown.
  // Missed, its own timer (a message's duration) renders again after jsdom is
  // gone ("window is not defined" in CI after feedback.test.tsx).
  const { message, Modal, notification } = await import('antd');
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
}

afterEach(async () => {
  cleanup();
  await closeStaticAntd();
  server.resetHandlers();
  registerFeedback(null);
  setNavigator(null);
  vi.restoreAllMocks();
});

afterAll(async () => {
  // React runs queued render work from setImmediate; work queued by a
  // response, a timer or a lazy view whose module is still being transformed
  // (slow on a busy machine) would run after jsdom is gone: "window is not
  // defined" from React's scheduler, seen in CI after login-shell.test.tsx
  // and, with both cores busy, after app-router.test.tsx. Wait for pending
  // imports and let that work run while the window still exists; a render
  // may start more imports, hence the rounds.
  for (let round = 0; round < 3; round += 1) {
    await vi.dynamicImportSettled();
    await closeStaticAntd();
    await drainReactWork();
  }
  server.close();
});
