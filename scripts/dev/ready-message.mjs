// What `npm run dev` and `npm run dev:mock` print once a developer can open
// the app: the Vite dev server's address (hot reload, API proxied), not the
// API's own port, which serves the last build.

/**
 * @param {{ appUrl: string, apiUrl?: string }} where `appUrl`: the Vite dev
 *   server's address; `apiUrl`: the API server's (none with mock data).
 * @returns {string}
 */
export function readyMessage({ appUrl, apiUrl }) {
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`;
  const lines = [
    '',
    `  Ready. Open ${base} (hot reload):`,
    `    Admin:       ${base}#/login`,
    `    Public site: ${base}#/w`,
  ];
  if (apiUrl)
    lines.push(
      `  The API at ${apiUrl} answers through it; that address itself serves`,
      '  the last `npm run build`, not the code you are editing.',
    );
  else
    lines.push(
      '  Mock data, no server: msw answers in the browser (mocks/).',
      '  Sign in as admin / admin123; changes last until the page reloads.',
    );
  return `${lines.join('\n')}\n`;
}
