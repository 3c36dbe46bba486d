/**
 * The TinyMCE configuration of the rich-text editor as a pure function, so its
 * limits are tested without a browser. Imports nothing from TinyMCE at run
 * time.
 */
import type { Editor as TinyMCEEditor, RawEditorOptions } from 'tinymce';
import type { UploadResult } from '@/api/common';
import type { RequestConfig } from '@/lib/request';
import {
  isWithinSize,
  resolveUrl,
  uploadErrorMessage,
} from '@/components/upload-shared';
import { editableRole, nameOptions } from './editor-a11y';
import { lookOptions, type EditorLook } from './editor-look';
import { acceptFor, checkPickedFile, type PickerType } from './file-rules';
import {
  mediaHtml,
  pickedMeta,
  type MediaPick,
  type PickedMedia,
} from './editor-media';
import { countWords } from './word-count';

export type { MediaPick, PickedMedia };

export const EDITOR_LIMITS = {
  /** Pause (ms) after which typing becomes its own undo level. */
  undoDelay: 1000,
  /** Maximum undo levels. */
  undoLevels: 50,
  minHeight: 380,
  maxHeight: 900,
  /** Default image size limit (MB) for the image auto-upload. */
  imageFileSize: 5,
  /** Timeout (ms) of one image auto-upload. */
  imageUploadTimeout: 30_000,
  /** Rows and columns of the "insert 3×3 table" button. */
  table: { rows: 3, columns: 3 },
} as const;

export const FONT_SIZES = [12, 14, 16, 18, 24, 36, 48, 56, 72] as const;
export const LINE_HEIGHTS = [1, 1.5, 1.6, 1.75, 1.8, 2, 3, 4, 5] as const;
export const CODE_LANGUAGES = [
  { text: 'HTML/XML', value: 'markup' },
  { text: 'JavaScript', value: 'javascript' },
  { text: 'CSS', value: 'css' },
  { text: 'PHP', value: 'php' },
  { text: 'Ruby', value: 'ruby' },
  { text: 'Python', value: 'python' },
  { text: 'Java', value: 'java' },
  { text: 'C', value: 'c' },
  { text: 'C#', value: 'csharp' },
  { text: 'C++', value: 'cpp' },
] as const;

/** Plugins; each one is imported once in `tinymce-editor.tsx`. */
export const EDITOR_PLUGINS = [
  'lists',
  'link',
  'image',
  'table',
  'code',
  'codesample',
  'fullscreen',
  'preview',
  'charmap',
  'searchreplace',
  'wordcount',
  'media',
  'autolink',
  'insertdatetime',
  'help',
] as const;

export const EDITOR_TOOLBAR =
  'undo redo | blocks fontsize lineheight | bold italic underline ' +
  'strikethrough forecolor backcolor removeformat | alignleft aligncenter ' +
  'alignright alignjustify | bullist numlist outdent indent | link image ' +
  'medialibrary media table3x3 table codesample charmap insertdatetime | searchreplace ' +
  'code preview fullscreen help';

/** `'url'` uploads images to the server; `'base64'` keeps them inline. */
export type EditorImageMode = 'url' | 'base64';

export type Translate = (
  key: string,
  options?: Record<string, unknown>,
) => string;

export type Uploader = (
  file: Blob,
  onProgress?: (percent: number) => void,
  config?: RequestConfig,
) => Promise<UploadResult>;

export interface EditorConfigOptions {
  /** Translator for the `components` namespace. */
  t: Translate;
  upload: Uploader;
  /**
   * Open the media library: its toolbar button and the dialogs' browse
   * buttons pick from it. Without it they upload a file from the computer.
   */
  pickMedia?: MediaPick;
  /** Open a file chooser; resolves with the chosen file or null. */
  chooseFile: (accept: string) => Promise<File | null>;
  /** Show an error message outside the editor. */
  notifyError: (message: string) => void;
  /** Editor height in px, kept within 380–900 (default 380). */
  height?: number;
  /** Image size limit in MB (default 5). */
  fileSize?: number;
  type?: EditorImageMode;
  /** UI language and light or dark skin (default: English, light). */
  look?: EditorLook;
  /**
   * The editing area's accessible name ("Rich text editor: Content");
   * TinyMCE's own ("Rich Text Area") without it.
   */
  title?: string;
}

/** TinyMCE's own options without its catch-all index signature. */
type KnownOptions<T> = {
  [K in keyof T as string extends K ? never : K]: T[K];
};

/**
 * The init object: TinyMCE's typed options (minus those the React wrapper
 * sets itself) plus plugin options TinyMCE's typings do not list.
 */
export type EditorInit = Omit<
  KnownOptions<RawEditorOptions>,
  'selector' | 'target' | 'readonly' | 'disabled' | 'license_key'
> &
  Record<string, unknown>;

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** Read a file as a data: URL (base64 image mode). */
function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** URL to insert for an upload answer (server path preferred). */
function insertUrl(res: UploadResult): string {
  return resolveUrl(res.fileName || '') || res.url;
}

/** The word count plugin's counters (its public API object). */
interface WordCounter {
  getWordCount(): number;
}
interface WordCountPlugin {
  body: WordCounter;
  selection: WordCounter;
}

/**
 * Counts words with `countWords` (a character each in Japanese and Chinese)
 * in the status bar and the word count dialog: the plugin's counters are
 * swapped once the plugins are set up, before its first count.
 */
function countCjkWords(editor: TinyMCEEditor): void {
  editor.on('PreInit', () => {
    const plugin = editor.plugins.wordcount as unknown as
      | WordCountPlugin
      | undefined;
    if (!plugin) return;
    plugin.body.getWordCount = () =>
      countWords(editor.getContent({ format: 'text' }));
    plugin.selection.getWordCount = () =>
      countWords(editor.selection.getContent({ format: 'text' }));
  });
}

function setupEditor(
  editor: TinyMCEEditor,
  t: Translate,
  pickMedia: MediaPick | undefined,
): void {
  countCjkWords(editor);
  editableRole(editor);
  // Typing becomes an undo level after a 1000 ms pause (TinyMCE also adds
  // levels on its own at word boundaries and commands).
  let timer: ReturnType<typeof setTimeout> | undefined;
  editor.on('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => editor.undoManager.add(), EDITOR_LIMITS.undoDelay);
  });
  editor.on('remove', () => clearTimeout(timer));

  editor.ui.registry.addButton('table3x3', {
    icon: 'table',
    tooltip: t('editor.table3x3'),
    onAction: () =>
      editor.execCommand('mceInsertTable', false, { ...EDITOR_LIMITS.table }),
  });
  if (pickMedia) {
    editor.ui.registry.addButton('medialibrary', {
      icon: 'gallery',
      tooltip: t('media-picker:editorButton'),
      onAction: () =>
        void pickMedia(undefined).then((media) => {
          if (!media) return;
          // one undo level, announced as a change (as typing is), so the
          // form receives the new content
          editor.undoManager.transact(() =>
            editor.insertContent(mediaHtml(editor, media)),
          );
        }),
    });
  }
}

/** The `init` object for TinyMCE. */
export function buildEditorConfig(opts: EditorConfigOptions): EditorInit {
  const { t, upload, chooseFile, notifyError, pickMedia, type = 'url' } = opts;
  const fileSize = opts.fileSize ?? EDITOR_LIMITS.imageFileSize;
  const height = clamp(
    opts.height ?? EDITOR_LIMITS.minHeight,
    EDITOR_LIMITS.minHeight,
    EDITOR_LIMITS.maxHeight,
  );

  const imagesUploadHandler: RawEditorOptions['images_upload_handler'] = (
    blobInfo,
    progress,
  ) => {
    const blob = blobInfo.blob();
    if (fileSize > 0 && !isWithinSize(blob.size, fileSize)) {
      return Promise.reject({
        message: t('editor.imageSize', { n: fileSize }),
        remove: true,
      });
    }
    const file = new File([blob], blobInfo.filename(), { type: blob.type });
    return upload(file, progress, {
      skipErrorHandler: true,
      timeout: EDITOR_LIMITS.imageUploadTimeout,
    }).then(insertUrl, (error: unknown) =>
      Promise.reject({
        message: uploadErrorMessage(error, t('editor.imageFailed')),
        remove: true,
      }),
    );
  };

  const filePickerCallback: RawEditorOptions['file_picker_callback'] = (
    callback,
    _value,
    meta,
  ) => {
    const pickerType: PickerType =
      meta.filetype === 'image' || meta.filetype === 'media'
        ? meta.filetype
        : 'file';
    if (pickMedia && !(pickerType === 'image' && type === 'base64')) {
      const only = { image: 'image', media: 'video', file: undefined } as const;
      void pickMedia(only[pickerType]).then((media) => {
        if (media)
          callback(resolveUrl(media.url), pickedMeta(media, pickerType));
      });
      return;
    }
    void chooseFile(acceptFor(pickerType)).then(async (file) => {
      if (!file) return;
      const problem = checkPickedFile(file, pickerType);
      if (problem?.kind === 'format') {
        notifyError(t('editor.fileFormat', { list: problem.list }));
        return;
      }
      if (problem?.kind === 'size') {
        notifyError(t('editor.fileSize', { n: problem.limit }));
        return;
      }
      try {
        if (pickerType === 'image' && type === 'base64') {
          callback(await readAsDataUrl(file), { alt: file.name });
          return;
        }
        const res = await upload(file, undefined, { skipErrorHandler: true });
        const url = insertUrl(res);
        const name = res.originalFilename || file.name;
        if (pickerType === 'image') callback(url, { alt: name });
        else if (pickerType === 'file')
          callback(url, { text: name, title: name });
        else callback(url, {});
      } catch (error) {
        const fallback =
          pickerType === 'image'
            ? t('editor.imageInsertFailed')
            : t('editor.fileFailed');
        notifyError(uploadErrorMessage(error, fallback));
      }
    });
  };

  return {
    height,
    min_height: EDITOR_LIMITS.minHeight,
    max_height: EDITOR_LIMITS.maxHeight,
    resize: true,
    menubar: 'edit view insert format table tools help',
    plugins: [...EDITOR_PLUGINS],
    toolbar: EDITOR_TOOLBAR,
    toolbar_mode: 'wrap',
    promotion: false,
    ...lookOptions(opts.look ?? { dark: false }),
    ...(opts.title ? nameOptions(opts.title) : {}),
    custom_undo_redo_levels: EDITOR_LIMITS.undoLevels,
    font_size_formats: FONT_SIZES.map((size) => `${size}px`).join(' '),
    line_height_formats: LINE_HEIGHTS.join(' '),
    codesample_languages: CODE_LANGUAGES.map((lang) => ({ ...lang })),
    insertdatetime_dateformat: '%Y-%m-%d',
    insertdatetime_timeformat: '%H:%M:%S',
    insertdatetime_formats: ['%Y-%m-%d', '%H:%M:%S', '%Y-%m-%d %H:%M:%S'],
    // Links: http as the assumed protocol, current/new window targets,
    // rel="noopener" added for new windows.
    link_default_protocol: 'http',
    link_target_list: [
      { title: t('editor.currentWindow'), value: '' },
      { title: t('editor.newWindow'), value: '_blank' },
    ],
    allow_unsafe_link_target: false,
    // Keep uploaded paths as returned instead of rewriting them relative
    // to the admin page.
    convert_urls: false,
    // Images: uploaded automatically to /common/upload ('url' mode).
    automatic_uploads: type === 'url',
    ...(type === 'url' ? { images_upload_handler: imagesUploadHandler } : {}),
    images_file_types: 'jpg,jpeg,png,gif,bmp',
    paste_data_images: true,
    file_picker_types: 'file image media',
    file_picker_callback: filePickerCallback,
    setup: (editor) => setupEditor(editor, t, pickMedia),
  };
}
