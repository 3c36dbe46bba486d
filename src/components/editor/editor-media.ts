/**
 * How the rich-text editor places a file from the media library: the
 * toolbar button's HTML (an image with its stable link, Japanese alt text
 * and size, or a link to another file) and the fields a dialog's browse
 * button fills.
 */
import type { Editor as TinyMCEEditor } from 'tinymce';
import { resolveUrl } from '@/components/upload-shared';
import type { PickerType } from './file-rules';

/** A file chosen from the media library, as the editor places it. */
export interface PickedMedia {
  /** The stable link. */
  url: string;
  fileName: string;
  mediaType: string;
  /** Japanese alt text (the picker asks for it before an image is placed). */
  altJa: string;
  width: number | null;
  height: number | null;
}

/**
 * Open the media picker (only `image` files for the image dialog, `video`
 * for the media dialog, any for a link); resolves with the chosen file or
 * null when it is closed.
 */
export type MediaPick = (
  mediaType: 'image' | 'video' | undefined,
) => Promise<PickedMedia | null>;

/** The HTML the library's button inserts: an image, or a link to a file. */
export function mediaHtml(editor: TinyMCEEditor, media: PickedMedia): string {
  const src = resolveUrl(media.url);
  if (media.mediaType !== 'image') {
    return editor.dom.createHTML(
      'a',
      { href: src },
      editor.dom.encode(media.fileName),
    );
  }
  return editor.dom.createHTML('img', {
    src,
    alt: media.altJa,
    width: media.width ? String(media.width) : null,
    height: media.height ? String(media.height) : null,
  });
}

/** The dialog fields a picked file fills (`file_picker_callback` meta). */
export function pickedMeta(media: PickedMedia, pickerType: PickerType) {
  if (pickerType === 'file')
    return { text: media.fileName, title: media.fileName };
  if (pickerType === 'media') return {};
  return {
    alt: media.altJa,
    ...(media.width && media.height
      ? { width: String(media.width), height: String(media.height) }
      : {}),
  };
}
