/**
 * Development: an edited locale file's texts replace the loaded ones in
 * place, through Vite's HMR API (scripts/locales-hmr/vite-plugin.mjs sends
 * them), so the page re-renders in the new wording and keeps its state.
 */
import type { i18n as I18n } from 'i18next';

/** The custom HMR event of scripts/locales-hmr/vite-plugin.mjs. */
export const LOCALES_EVENT = 'locales:update';

export interface LocaleUpdate {
  lang: string;
  ns: string;
  resources: Record<string, unknown>;
}

/**
 * Replaces a loaded namespace's texts and re-renders what shows them.
 * A namespace not loaded yet is left alone: it loads the new file when
 * asked for. Returns whether the texts were replaced.
 */
export function applyLocaleUpdate(
  i18n: I18n,
  { lang, ns, resources }: LocaleUpdate,
): boolean {
  if (!i18n.hasResourceBundle(lang, ns)) return false;
  // Removed first: keys deleted from the file go too.
  i18n.removeResourceBundle(lang, ns);
  i18n.addResourceBundle(lang, ns, resources, true, true);
  // react-i18next re-renders every useTranslation on this event.
  if (lang === i18n.language) i18n.emit('languageChanged', lang);
  return true;
}

/** What this needs of Vite's `import.meta.hot`. */
export interface HotEvents {
  on(event: typeof LOCALES_EVENT, listener: (data: LocaleUpdate) => void): void;
}

/** Applies every locale update the dev server sends. */
export function acceptLocaleUpdates(i18n: I18n, hot: HotEvents): void {
  hot.on(LOCALES_EVENT, (update) => applyLocaleUpdate(i18n, update));
}
