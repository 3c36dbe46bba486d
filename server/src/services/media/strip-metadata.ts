/**
 * Removes location and camera data from an uploaded image without
 * re-encoding it (docs/media.md, upload step 4): the pixels are the bytes
 * that were sent.
 *
 * - JPEG: the APP1 Exif segment becomes a minimal Exif holding only the
 *   orientation (so the photo still shows upright); XMP, IPTC and the other
 *   application segments and comments are dropped. JFIF (APP0), the ICC
 *   colour profile (APP2) and Adobe's colour transform (APP14) are kept:
 *   they say how to draw the pixels, nothing about where or with what.
 * - PNG: the `eXIf` chunk and XMP text chunks are dropped.
 * - WebP: the `EXIF` and `XMP ` chunks are dropped and their flags cleared.
 *
 * Other types, and files whose structure is not as expected (they were
 * already checked, so this does not happen), come back unchanged.
 */
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const SOS = 0xda;
const ORIENTATION_TAG = 0x0112;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

/** The orientation (1-8) in an APP1 Exif body, or undefined. */
function exifOrientation(body: Buffer): number | undefined {
  if (!body.subarray(0, 6).equals(EXIF_HEADER)) return undefined;
  const tiff = body.subarray(6);
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const le = order === 'II';
  const u16 = (at: number) =>
    le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at);
  const u32 = (at: number) =>
    le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at);
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return undefined;
    if (u16(at) === ORIENTATION_TAG) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment whose Exif holds the orientation and nothing else. */
function minimalExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // left-justified in the 4 bytes
  tiff.writeUInt32BE(0, 22); // no next IFD
  const body = Buffer.concat([EXIF_HEADER, tiff]);
  const head = Buffer.from([0xff, APP1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** Is an APPn/COM segment kept as it is? */
function keptSegment(marker: number, body: Buffer): boolean {
  if (marker === APP0) return true;
  if (marker === APP2)
    return body.toString('latin1', 0, 12) === 'ICC_PROFILE\0';
  if (marker === APP14) return body.toString('latin1', 0, 5) === 'Adobe';
  return false;
}

function stripJpeg(data: Buffer): Buffer {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return data;
  const parts: Buffer[] = [data.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return data;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS) {
      parts.push(data.subarray(at));
      return Buffer.concat(parts);
    }
    const length = data.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > data.length) return data;
    const segment = data.subarray(at, end);
    const body = data.subarray(at + 4, end);
    const isApp = marker >= APP0 && marker <= 0xef;
    if (marker === APP1) {
      const orientation = exifOrientation(body);
      if (orientation !== undefined) parts.push(minimalExif(orientation));
    } else if (!(isApp || marker === COM) || keptSegment(marker, body)) {
      parts.push(segment);
    }
    at = end;
  }
  return data;
}

const PNG_SIGNATURE_LENGTH = 8;
const XMP_KEYWORD = 'XML:com.adobe.xmp\0';

function stripPng(data: Buffer): Buffer {
  const parts: Buffer[] = [data.subarray(0, PNG_SIGNATURE_LENGTH)];
  let at = PNG_SIGNATURE_LENGTH;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > data.length) return data;
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    const xmp =
      (type === 'iTXt' || type === 'tEXt' || type === 'zTXt') &&
      body.toString('latin1', 0, XMP_KEYWORD.length) === XMP_KEYWORD;
    if (type !== 'eXIf' && !xmp) parts.push(data.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  return data;
}

/** VP8X flags: EXIF and XMP present. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(data: Buffer): Buffer {
  if (
    data.length < 12 ||
    data.toString('latin1', 0, 4) !== 'RIFF' ||
    data.toString('latin1', 8, 12) !== 'WEBP'
  ) {
    return data;
  }
  const parts: Buffer[] = [];
  let at = 12;
  while (at + 8 <= data.length) {
    const type = data.toString('latin1', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2); // chunks are padded to even
    if (end > data.length) return data;
    if (type === 'VP8X') {
      const chunk = Buffer.from(data.subarray(at, end));
      chunk[8] &= ~(VP8X_EXIF | VP8X_XMP);
      parts.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      parts.push(data.subarray(at, end));
    }
    at = end;
  }
  if (at !== data.length) return data;
  const body = Buffer.concat(parts);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([head, body]);
}

/** The image without location and camera data (same pixels, same type). */
export function stripMetadata(ext: string, data: Buffer): Buffer {
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return stripJpeg(data);
    case 'png':
      return stripPng(data);
    case 'webp':
      return stripWebp(data);
    default:
      return data;
  }
}
