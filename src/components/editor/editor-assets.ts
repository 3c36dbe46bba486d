/**
 * Loads what a look needs besides the editor chunk itself, each as its own
 * chunk of this server's bundle (never from a CDN), and only when an editor
 * opens with that look: the TinyMCE language pack (tinymce-i18n) with the
 * help plugin's keyboard help, and the dark skin. Imported only from
 * `tinymce-editor.tsx`, after TinyMCE itself (the packs register into it).
 */
import tinymce from 'tinymce/tinymce';
import type { EditorLanguage, EditorLook } from './editor-look';
import { COUNT_LABELS } from './word-count';

const LANGUAGE_PACKS: Record<EditorLanguage, () => Promise<unknown>> = {
  ja: () =>
    Promise.all([
      import('tinymce-i18n/langs8/ja.js'),
      import('tinymce/plugins/help/js/i18n/keynav/ja.js'),
    ]),
  'zh-CN': () =>
    Promise.all([
      import('tinymce-i18n/langs8/zh-CN.js'),
      import('tinymce/plugins/help/js/i18n/keynav/zh-CN.js'),
    ]),
};

const loadDarkSkin = () =>
  Promise.all([
    import('tinymce/skins/ui/oxide-dark/skin.js'),
    import('tinymce/skins/ui/oxide-dark/content.js'),
    import('tinymce/skins/content/dark/content.js'),
  ]);

/** Resolves once the look's language pack and skin are registered. */
export async function loadLook(look: EditorLook): Promise<void> {
  const { language, dark } = look;
  await Promise.all([
    language
      ? LANGUAGE_PACKS[language]().then(() => {
          const labels = COUNT_LABELS[language];
          if (labels) tinymce.addI18n(language, labels);
        })
      : undefined,
    dark ? loadDarkSkin() : undefined,
  ]);
}
