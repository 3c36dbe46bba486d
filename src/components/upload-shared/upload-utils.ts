/**
 * Pure helpers shared by FileUpload, ImageUpload and the editor: value
 * parsing, file checks and upload error messages.
 */
import { BASE_API } from '@/config/env';
import { isRequestError, promptRelogin } from '@/lib/request';

/** One uploaded file in the UI. */
export interface UploadItem {
  /** Stable key for React lists. */
  uid: string;
  /** What is stored in the value: the server path (`fileName`) or a URL. */
  name: string;
  /** Where the file can be opened (a safe href). */
  url: string;
  /** Original file name, when known (files uploaded in this session). */
  fname?: string;
  fsize?: number;
  fext?: string;
}

/** The value of an upload field: comma-separated paths/URLs, or a list. */
export type UploadValue = string | readonly string[] | null | undefined;

const MB = 1024 * 1024;

let seq = 0;
/** A unique id for list keys. */
export function nextUid(): string {
  seq += 1;
  return `upload-${Date.now()}-${seq}`;
}

/**
 * A safe link for a stored path or URL: server paths (`/profile/...`) are
 * prefixed with the API base; http(s) URLs are kept; anything else
 * (javascript:, data:, ...) becomes '' so it is never used as a link.
 */
export function resolveUrl(name: string): string {
  const value = name.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return `${BASE_API}${value}`;
  }
  return '';
}

/** The last path segment of a stored path or URL. */
export function baseName(name: string): string {
  const clean = name.split(/[?#]/)[0];
  const index = clean.lastIndexOf('/');
  return index > -1 ? clean.slice(index + 1) : clean;
}

/** Lower-case extension without the dot ('' when none). */
export function fileExtension(fileName: string): string {
  const index = fileName.lastIndexOf('.');
  return index > -1 ? fileName.slice(index + 1).toLowerCase() : '';
}

/** Items from a value; empty entries are dropped. */
export function parseUploadValue(value: UploadValue): UploadItem[] {
  if (!value) return [];
  const names = typeof value === 'string' ? value.split(',') : [...value];
  return names
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ uid: `value-${name}`, name, url: resolveUrl(name) }));
}

/** The value for a list of items: their names joined with commas. */
export function toUploadValue(items: readonly UploadItem[]): string {
  return items.map((item) => item.name).join(',');
}

/** Whether a file is within `limitMb` megabytes (strictly less, like RuoYi). */
export function isWithinSize(size: number, limitMb: number): boolean {
  return size / MB < limitMb;
}

/** Whether the file's extension is one of `types` (case-insensitive). */
export function hasAllowedExtension(
  fileName: string,
  types: readonly string[],
): boolean {
  const ext = fileExtension(fileName);
  return ext !== '' && types.some((type) => type.toLowerCase() === ext);
}

/**
 * Image check: the mime type (`image/<type>`, jpg ≡ jpeg) OR the extension
 * matches one of `types`. With no types, any `image/*` passes.
 */
export function isAllowedImage(
  file: { name: string; type: string },
  types: readonly string[],
): boolean {
  const mime = file.type.toLowerCase();
  if (types.length === 0) return mime.startsWith('image/');
  const ext = fileExtension(file.name);
  return types.some((raw) => {
    const type = raw.toLowerCase();
    const subtype = type === 'jpg' ? 'jpeg' : type;
    return mime === `image/${subtype}` || ext === type;
  });
}

/**
 * The message for a failed upload: the server's msg for a non-200 code,
 * otherwise `fallback`. A 401 also opens the single re-login prompt (the
 * upload is sent with `skipErrorHandler`, so the request layer stays quiet).
 */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (isRequestError(error)) {
    if (error.kind === 'session') void promptRelogin();
    if (error.kind === 'business' && error.message) return error.message;
  }
  return fallback;
}
