/**
 * Rich-text editor on SELF-HOSTED TinyMCE 8 — never loaded from a CDN
 * (`tinymceScriptSrc={[]}` makes the React wrapper fail instead of falling
 * back to Tiny Cloud).
 *
 * Licence: TinyMCE 8 is GPL-2.0-or-later unless a commercial licence key is
 * configured; `licenseKey="gpl"` states that we use it under the GPL.
 *
 * This module is only reached through the React.lazy boundary in
 * `./index.tsx`, so TinyMCE, its skin and plugins land in their own chunk
 * and load only on screens that show an editor.
 *
 * The HTML is sanitised by the SERVER when saved; nothing here relies on
 * client-side cleaning.
 */
import 'tinymce/tinymce';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
// The light skin and content CSS registered as TinyMCE resources (no
// skin_url and no network fetch); the dark ones and the language packs come
// from `./editor-assets` when an editor needs them.
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/link';
import 'tinymce/plugins/image';
import 'tinymce/plugins/table';
import 'tinymce/plugins/code';
import 'tinymce/plugins/codesample';
import 'tinymce/plugins/fullscreen';
import 'tinymce/plugins/preview';
import 'tinymce/plugins/charmap';
import 'tinymce/plugins/searchreplace';
import 'tinymce/plugins/wordcount';
import 'tinymce/plugins/media';
import 'tinymce/plugins/autolink';
import 'tinymce/plugins/insertdatetime';
import 'tinymce/plugins/help';
import 'tinymce/plugins/help/js/i18n/keynav/en.js';
import { useEffect, useMemo, useState } from 'react';
import { Editor as TinyEditor } from '@tinymce/tinymce-react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/api/common';
import { feedback } from '@/lib/feedback';
import { selectDark, useSettingsStore } from '@/stores/settings';
import { chooseFile } from './choose-file';
import { loadLook } from './editor-assets';
import { buildEditorConfig, EDITOR_LIMITS } from './editor-config';
import { editorLanguage, lookKey, type EditorLook } from './editor-look';
import { useMediaPick } from './media-pick-host';
import type { EditorProps } from './editor-types';

/**
 * The look for the app's language and theme, once its language pack and
 * skin are loaded (null while loading; a look already loaded is at once).
 */
function useEditorLook(look: EditorLook): EditorLook | null {
  const key = lookKey(look);
  const [loaded, setLoaded] = useState<Set<string>>(
    () => new Set(['en-light']),
  );
  useEffect(() => {
    if (loaded.has(key)) return;
    let active = true;
    loadLook(look)
      .then(() => active && setLoaded((s) => new Set(s).add(key)))
      .catch((error: unknown) => console.warn(error));
    return () => {
      active = false;
    };
    // the key names the look
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, loaded]);
  return loaded.has(key) ? look : null;
}

/** TinyMCE's open menus and dialogs (drawn in `.tox-tinymce-aux` under <body>). */
const EDITOR_POPUPS = '.tox-menu, .tox-dialog-wrap';

/**
 * Esc while one of TinyMCE's menus or dialogs is open closes just that: the
 * key still reaches TinyMCE, but not the window, where an antd dialog around
 * the editor listens for Esc and would close as well. Whether a popup was
 * open is read before TinyMCE handles the key (it closes the popup).
 */
function useEscapeStaysInEditorPopups() {
  useEffect(() => {
    let closesPopup: Event | null = null;
    const before = (event: KeyboardEvent) => {
      closesPopup =
        event.key === 'Escape' && document.querySelector(EDITOR_POPUPS)
          ? event
          : null;
    };
    const after = (event: KeyboardEvent) => {
      if (event === closesPopup) event.stopPropagation();
    };
    document.addEventListener('keydown', before, true);
    document.addEventListener('keydown', after);
    return () => {
      document.removeEventListener('keydown', before, true);
      document.removeEventListener('keydown', after);
    };
  }, []);
}

/** The text of the field's <label for={id}>, if there is one. */
function labelOf(id: string | undefined): string | undefined {
  if (!id) return undefined;
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
  return label?.textContent?.trim() || undefined;
}

export default function TinymceEditor({
  id,
  label,
  value,
  onChange,
  height,
  readOnly = false,
  type = 'url',
  fileSize = EDITOR_LIMITS.imageFileSize,
  licenseKey = 'gpl',
  className,
}: EditorProps) {
  const { t, i18n } = useTranslation(['components', 'media-picker', 'a11y']);
  useEscapeStaysInEditorPopups();
  const media = useMediaPick();
  const dark = useSettingsStore(selectDark);
  const language = editorLanguage(i18n.language);
  const look = useEditorLook(
    useMemo(() => ({ language, dark }), [language, dark]),
  );

  const init = useMemo(() => {
    if (!look) return null;
    const name = label ?? labelOf(id);
    return buildEditorConfig({
      t: (key, options) => t(key, options ?? {}),
      upload: uploadFile,
      chooseFile,
      pickMedia: media.pick,
      notifyError: (message) => feedback.error(message),
      height,
      fileSize,
      type,
      look,
      title: name ? t('a11y:editorTitle', { label: name }) : t('a11y:editor'),
    });
  }, [t, height, fileSize, type, look, media.pick, id, label]);

  if (!look || !init) return null;

  return (
    <div className={['editor', className].filter(Boolean).join(' ')}>
      <TinyEditor
        // TinyMCE reads its options once: a new language or theme needs a
        // new editor (the content is kept: it is the controlled value).
        key={lookKey(look)}
        licenseKey={licenseKey}
        tinymceScriptSrc={[]}
        init={init}
        value={value ?? ''}
        onEditorChange={(html) => onChange?.(html)}
        // The form hands the new value back on its next render; on a busy
        // machine that can take longer than the wrapper's 200 ms rollback,
        // which then put the old content back (an image just inserted
        // from the media library vanished). The value still wins whenever
        // it really differs from the editor's content.
        rollback={false}
        readonly={readOnly}
        onScriptsLoadError={(error: unknown) => {
          console.error(error);
          feedback.error(t('editor.loadError'));
        }}
      />
      {media.picker}
    </div>
  );
}
