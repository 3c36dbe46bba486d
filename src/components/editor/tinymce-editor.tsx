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
// Skin and content CSS registered as TinyMCE resources (no skin_url and no
// network fetch; skin/content_css keep their defaults).
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
import { chooseFile } from './choose-file';
import { buildEditorConfig, EDITOR_LIMITS } from './editor-config';
import type { EditorProps } from './editor-types';

/**
 * TinyMCE UI translations available locally: files dropped into
 * `./langs/<code>.js` (TinyMCE language packs, e.g. zh_CN.js, ja.js) are
 * picked up here. None ship today, so the editor UI is English.
 */
const langPacks = import.meta.glob('./langs/*.js');

/** TinyMCE code for an app language ('zh-CN' → 'zh_CN'). */
function tinymceLanguage(appLanguage: string): string | undefined {
  if (!appLanguage || appLanguage.startsWith('en')) return undefined;
  const code = appLanguage.replace('-', '_');
  return `./langs/${code}.js` in langPacks ? code : undefined;
}

/** The TinyMCE language to use, once its pack is loaded (null = loading). */
function useTinymceLanguage(appLanguage: string): string | undefined | null {
  const code = tinymceLanguage(appLanguage);
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!code) return;
    let active = true;
    langPacks[`./langs/${code}.js`]()
      .then(() => active && setLoaded(code))
      .catch((error: unknown) => console.warn(error));
    return () => {
      active = false;
    };
  }, [code]);
  if (!code) return undefined;
  return loaded === code ? code : null;
}

export default function TinymceEditor({
  value,
  onChange,
  height,
  readOnly = false,
  type = 'url',
  fileSize = EDITOR_LIMITS.imageFileSize,
  licenseKey = 'gpl',
  className,
}: EditorProps) {
  const { t, i18n } = useTranslation('components');
  const language = useTinymceLanguage(i18n.language);

  const init = useMemo(
    () =>
      buildEditorConfig({
        t: (key, options) => t(key, options ?? {}),
        upload: uploadFile,
        chooseFile,
        notifyError: (message) => feedback.error(message),
        height,
        fileSize,
        type,
        language: language ?? undefined,
      }),
    [t, height, fileSize, type, language],
  );

  if (language === null) return null;

  return (
    <div className={['editor', className].filter(Boolean).join(' ')}>
      <TinyEditor
        // TinyMCE reads its options once: a new UI language needs a new editor.
        key={language ?? 'en'}
        licenseKey={licenseKey}
        tinymceScriptSrc={[]}
        init={init}
        value={value ?? ''}
        onEditorChange={(html) => onChange?.(html)}
        readonly={readOnly}
        onScriptsLoadError={(error: unknown) => {
          console.error(error);
          feedback.error(t('editor.loadError'));
        }}
      />
    </div>
  );
}
