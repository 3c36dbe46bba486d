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
import { resetAllStores } from '@/lib/store-reset';
import { setNavigator } from '@/lib/history';
import { observeAntdStylesOnly } from './antd-styles';

vi.mock('zustand', () => import('./zustand'));

// Timers here are Node's, not jsdom's (Vitest keeps them for fake timers), so
// closing the window at the end of a file does not cancel them as a closing
// browser tab would: one still pending (a message's duration, a motion or
// debounce timer) fires after jsdom is gone and its render fails with "window
// is not defined". Keep count of them; afterAll cancels what is left.
const liveTimers = new Set<ReturnType<typeof setTimeout>>();
const nodeTimers = {
  setTimeout: globalThis.setTimeout,
  setInterval: globalThis.setInterval,
  clearTimeout: globalThis.clearTimeout,
  clearInterval: globalThis.clearInterval,
};
function track(start: typeof setTimeout, once: boolean): typeof setTimeout {
  return ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const handle = start(
      (...a: unknown[]) => {
        if (once) liveTimers.delete(handle);
        callback(...a);
      },
      ms,
      ...args,
    );
    liveTimers.add(handle);
    return handle;
  }) as typeof setTimeout;
}
function untrack(clear: typeof clearTimeout): typeof clearTimeout {
  return ((handle?: ReturnType<typeof setTimeout>) => {
    if (handle !== undefined) liveTimers.delete(handle);
    clear(handle);
  }) as typeof clearTimeout;
}
globalThis.setTimeout = track(nodeTimers.setTimeout, true);
globalThis.setInterval = track(
  nodeTimers.setInterval as unknown as typeof setTimeout,
  false,
) as unknown as typeof setInterval;
globalThis.clearTimeout = untrack(nodeTimers.clearTimeout);
globalThis.clearInterval = untrack(
  nodeTimers.clearInterval as unknown as typeof clearTimeout,
) as unknown as typeof clearInterval;

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

// antd's CSS, cut down to the properties a test observes (./antd-styles).
observeAntdStylesOnly();

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
  if (
    !document.querySelector('.ant-message, .ant-notification, .ant-modal-root')
  )
    return;
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
  // defined" from React's scheduler, seen in CI after the static sign-in page test
  // and, with both cores busy, after app-router.test.tsx. Wait for pending
  // imports and let that work run while the window still exists; a render
  // may start more imports, hence the rounds.
  for (let round = 0; round < 3; round += 1) {
    await vi.dynamicImportSettled();
    await closeStaticAntd();
    await drainReactWork();
  }
  server.close();
  for (const handle of liveTimers) nodeTimers.clearTimeout(handle);
  liveTimers.clear();
});
