/**
 * Files the editor's file picker accepts (the rich-text editor's file variant):
 * extensions per picker type and size limits (10 MB, 100 MB for media). Pure;
 * the picker itself is in `file-picker.ts`.
 */
import { fileExtension } from '@/components/upload-shared';

export type PickerType = 'file' | 'image' | 'media';

export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'txt',
  'zip',
  'rar',
  '7z',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const MEDIA_EXTENSIONS = ['mp3', 'mp4'] as const;

/** Size limits in MB. */
export const FILE_SIZE_LIMIT = 10;
export const MEDIA_SIZE_LIMIT = 100;

/** Extensions the picker offers for a dialog field type. */
export function allowedExtensions(type: PickerType): readonly string[] {
  if (type === 'image') return IMAGE_EXTENSIONS;
  if (type === 'media') return MEDIA_EXTENSIONS;
  return [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS, ...MEDIA_EXTENSIONS];
}

/** The `accept` attribute for a picker type ('.pdf,.txt,…'). */
export function acceptFor(type: PickerType): string {
  return allowedExtensions(type)
    .map((ext) => `.${ext}`)
    .join(',');
}

/** Size limit (MB) for a file: 100 for media files, 10 otherwise. */
export function sizeLimitFor(fileName: string): number {
  return (MEDIA_EXTENSIONS as readonly string[]).includes(
    fileExtension(fileName),
  )
    ? MEDIA_SIZE_LIMIT
    : FILE_SIZE_LIMIT;
}

export type PickedFileProblem =
  | { kind: 'format'; list: string }
  | { kind: 'size'; limit: number };

/** Why a picked file is refused, or null when it is fine. */
export function checkPickedFile(
  file: { name: string; size: number },
  type: PickerType,
): PickedFileProblem | null {
  const allowed = allowedExtensions(type);
  if (!allowed.includes(fileExtension(file.name))) {
    return { kind: 'format', list: allowed.map((e) => `.${e}`).join('/') };
  }
  const limit = sizeLimitFor(file.name);
  if (file.size / 1024 / 1024 >= limit) return { kind: 'size', limit };
  return null;
}
