// Vite dev plugin: an edited locale file (src/locales/<lang>/<ns>.json)
// reaches the page as data, not as a module update. Vite would otherwise
// reload the page: the files are imported by src/lib/i18n.ts's loaders,
// which no module accepts. The page puts the texts into i18next and
// re-renders (src/lib/i18n-hmr.ts) and keeps its state.

/** The custom HMR event src/lib/i18n-hmr.ts listens for. */
export const LOCALES_EVENT = 'locales:update';

const LOCALE_FILE = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

/**
 * The update to send for a changed file, or null when it is not a locale
 * file or its text is not a JSON object (Vite then reports it as usual).
 * @param {string} file
 * @param {string} text
 * @returns {{ lang: string, ns: string, resources: Record<string, unknown> } | null}
 */
export function localeUpdate(file, text) {
  const match = LOCALE_FILE.exec(file);
  if (!match) return null;
  let resources;
  try {
    resources = JSON.parse(text);
  } catch {
    return null;
  }
  if (!resources || typeof resources !== 'object' || Array.isArray(resources))
    return null;
  return { lang: match[1], ns: match[2], resources };
}

/** @returns {import('vite').Plugin} */
export function localesHmrPlugin() {
  return {
    name: 'locales-hmr',
    apply: 'serve',
    async hotUpdate({ type, file, read }) {
      if (type !== 'update' || this.environment.name !== 'client') return;
      const update = localeUpdate(file, await read());
      if (!update) return;
      this.environment.hot.send({
        type: 'custom',
        event: LOCALES_EVENT,
        data: update,
      });
      // Handled: no module update, so no page reload. The file's module is
      // already invalidated on the server: a later import reads the new text.
      return [];
    },
  };
}
