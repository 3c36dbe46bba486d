/**
 * Public entry of the editor folder. Only `editor.tsx` (the lazy boundary)
 * and the pure config are re-exported here; `tinymce-editor.tsx` is never
 * imported statically, so TinyMCE stays in its own chunk.
 */
export { Editor } from './editor';
export type { EditorProps } from './editor-types';
export {
  CODE_LANGUAGES,
  EDITOR_LIMITS,
  EDITOR_PLUGINS,
  FONT_SIZES,
  LINE_HEIGHTS,
  buildEditorConfig,
  type EditorConfigOptions,
  type EditorImageMode,
  type EditorInit,
  type MediaPick,
  type PickedMedia,
} from './editor-config';
export {
  DOCUMENT_EXTENSIONS,
  FILE_SIZE_LIMIT,
  IMAGE_EXTENSIONS,
  MEDIA_EXTENSIONS,
  MEDIA_SIZE_LIMIT,
  checkPickedFile,
} from './file-rules';
