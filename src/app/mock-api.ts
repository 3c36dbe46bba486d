/**
 * `npm run dev:mock` only (Vite mode `mock`): msw's worker answers the API
 * in the browser with the handlers in mocks/, so the UI runs without the
 * server. main.tsx imports this only in that mode: a build never has it.
 */
export async function startMockApi(): Promise<void> {
  const { worker } = await import('../../mocks/browser');
  await worker.start({
    // Vite's own files and anything the handlers do not know go to the network.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: './mockServiceWorker.js' },
  });
}
