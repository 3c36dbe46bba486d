import { extensionOf } from '../infra/files.js';

/** Content types of stored files, by extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

/**
 * The type a key is served as, or undefined for a file that is only ever
 * downloaded (html, office files, archives: never shown inline).
 */
export function inlineTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[extensionOf(key)];
}

/** The type a key is stored with (`application/octet-stream` when not shown inline). */
export function contentTypeOf(key: string): string {
  return inlineTypeOf(key) ?? 'application/octet-stream';
}
