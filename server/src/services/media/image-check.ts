/**
 * The content checks of an upload (docs/media.md, upload step 3): the first
 * bytes match the extension, and an image is one whole image of its type,
 * decoded in full, no larger than 25 megapixels or 10,000 px a side. PNG,
 * JPEG, GIF and BMP are walked and decoded by services/infra/image-decode;
 * WebP and AVIF by sharp, after their container is walked to its last byte
 * (nothing may follow the image).
 */
import sharp from 'sharp';
import { ServiceError } from '../../errors.js';
import { contentMatches, SIGNATURE_BYTES } from '../infra/file-signature.js';
import {
  DECODED_EXTENSIONS,
  decodeImage,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  type ImageVerdict,
} from '../infra/image-decode.js';

export interface ImageSize {
  width: number;
  height: number;
}

/** RIFF: its size field covers the file exactly. */
function riffWhole(data: Buffer): boolean {
  return data.length >= 12 && data.readUInt32LE(4) + 8 === data.length;
}

/** ISO media boxes (AVIF) that end exactly at the file's end. */
function boxesWhole(data: Buffer): boolean {
  let at = 0;
  while (at < data.length) {
    if (at + 8 > data.length) return false;
    let size = data.readUInt32BE(at);
    if (size === 1) {
      if (at + 16 > data.length) return false;
      size = Number(data.readBigUInt64BE(at + 8));
    } else if (size === 0) {
      size = data.length - at;
    }
    if (size < 8 || at + size > data.length) return false;
    at += size;
  }
  return at === data.length;
}

/** WebP and AVIF: sizes from the header, then every pixel decoded by sharp. */
async function decodeWithSharp(
  ext: string,
  data: Buffer,
): Promise<ImageVerdict> {
  const whole = ext === 'webp' ? riffWhole(data) : boxesWhole(data);
  if (!whole) return { ok: false, reason: 'broken' };
  try {
    const { width, height } = await sharp(data).metadata();
    if (!width || !height) return { ok: false, reason: 'broken' };
    if (
      width > IMAGE_MAX_SIDE ||
      height > IMAGE_MAX_SIDE ||
      width * height > IMAGE_MAX_PIXELS
    ) {
      return { ok: false, reason: 'tooLarge', width, height };
    }
    await sharp(data, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .raw()
      .toBuffer();
    return { ok: true, width, height };
  } catch {
    return { ok: false, reason: 'broken' };
  }
}

/** Extensions whose content is an image checked here. */
export const CHECKED_IMAGES: readonly string[] = [
  ...DECODED_EXTENSIONS,
  'webp',
  'avif',
];

/**
 * Refuses content that does not match the extension, and an image that is
 * broken or too large; answers an image's size (null for other files).
 */
export async function checkContent(
  ext: string,
  data: Buffer,
  name: string,
): Promise<ImageSize | null> {
  const head = data.subarray(0, SIGNATURE_BYTES);
  if (!contentMatches(ext, head, data.length > head.length)) {
    throw new ServiceError(500, 'upload.contentMismatch', { name, ext });
  }
  if (!CHECKED_IMAGES.includes(ext)) return null;
  const verdict = DECODED_EXTENSIONS.includes(ext)
    ? await decodeImage(ext, data)
    : await decodeWithSharp(ext, data);
  if (verdict.ok) return { width: verdict.width, height: verdict.height };
  if (verdict.reason === 'tooLarge') {
    throw new ServiceError(500, 'upload.imageTooLarge', {
      name,
      width: verdict.width,
      height: verdict.height,
      side: IMAGE_MAX_SIDE,
      megapixels: IMAGE_MAX_PIXELS / 1e6,
    });
  }
  throw new ServiceError(500, 'upload.imageBroken', { name, ext });
}
