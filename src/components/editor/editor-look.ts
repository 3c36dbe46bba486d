/**
 * What the editor looks like for the app's language and theme: TinyMCE's
 * UI language (a pack from tinymce-i18n, bundled with the editor chunk) and
 * its light or dark skin and content CSS. Pure, so the choice is tested
 * without a browser.
 */

/** TinyMCE 8 language codes we ship a pack for (English is built in). */
export type EditorLanguage = 'ja' | 'zh-CN';

export interface EditorLook {
  /** undefined = TinyMCE's built-in English. */
  language?: EditorLanguage;
  dark: boolean;
}

/** The TinyMCE language for an app language ('ja', 'zh-CN', else English). */
export function editorLanguage(
  appLanguage: string | undefined,
): EditorLanguage | undefined {
  if (appLanguage === 'ja' || appLanguage?.startsWith('ja-')) return 'ja';
  if (appLanguage?.toLowerCase().startsWith('zh')) return 'zh-CN';
  return undefined;
}

/** The init options for a look: language, UI skin and content CSS. */
export function lookOptions(look: EditorLook): {
  language?: EditorLanguage;
  skin: 'oxide' | 'oxide-dark';
  content_css: 'default' | 'dark';
} {
  return {
    ...(look.language ? { language: look.language } : {}),
    skin: look.dark ? 'oxide-dark' : 'oxide',
    content_css: look.dark ? 'dark' : 'default',
  };
}

/** A key naming the look: the editor is created anew when it changes. */
export function lookKey(look: EditorLook): string {
  return `${look.language ?? 'en'}-${look.dark ? 'dark' : 'light'}`;
}
