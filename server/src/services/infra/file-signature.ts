/**
 * Does a file's content look like its extension says? Checked on the first
 * bytes of every upload, so that a script named `.png` is refused rather
 * than stored and served from the upload root.
 */

/** Bytes read from the start of the file. */
export const SIGNATURE_BYTES = 4096;

const ascii = (s: string) => Buffer.from(s, 'latin1');
const startsWith = (head: Buffer, sig: Buffer, at = 0) =>
  head.length >= at + sig.length &&
  head.subarray(at, at + sig.length).equals(sig);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const GZIP = Buffer.from([0x1f, 0x8b]);
const ZIP = [ascii('PK\x03\x04'), ascii('PK\x05\x06'), ascii('PK\x07\x08')];

/** Text: no NUL byte and valid UTF-8 (a cut multi-byte character at the end is fine). */
function isText(head: Buffer, truncated: boolean): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      truncated ? head.subarray(0, Math.max(0, head.length - 3)) : head,
    );
    return true;
  } catch {
    return false;
  }
}

const CHECKS: Readonly<
  Record<string, (head: Buffer, truncated: boolean) => boolean>
> = {
  png: (h) => startsWith(h, PNG),
  jpg: (h) => startsWith(h, JPEG),
  jpeg: (h) => startsWith(h, JPEG),
  gif: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')),
  bmp: (h) => startsWith(h, ascii('BM')),
  webp: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8),
  avif: (h) =>
    startsWith(h, ascii('ftyp'), 4) &&
    (startsWith(h, ascii('avif'), 8) || startsWith(h, ascii('avis'), 8)),
  pdf: (h) => startsWith(h, ascii('%PDF-')),
  zip: (h) => ZIP.some((z) => startsWith(h, z)),
  docx: (h) => startsWith(h, ZIP[0]),
  xlsx: (h) => startsWith(h, ZIP[0]),
  pptx: (h) => startsWith(h, ZIP[0]),
  doc: (h) => startsWith(h, OLE),
  xls: (h) => startsWith(h, OLE),
  ppt: (h) => startsWith(h, OLE),
  rar: (h) => startsWith(h, ascii('Rar!\x1a\x07')),
  gz: (h) => startsWith(h, GZIP),
  bz2: (h) => startsWith(h, ascii('BZh')),
  mp4: (h) => startsWith(h, ascii('ftyp'), 4),
  avi: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('AVI '), 8),
  rmvb: (h) => startsWith(h, ascii('.RMF')),
  txt: isText,
  htm: isText,
  html: isText,
};

/**
 * `head` = the first SIGNATURE_BYTES of the file (fewer when it is shorter;
 * `truncated` when the file goes on). Unknown extensions do not match.
 */
export function contentMatches(
  ext: string,
  head: Buffer,
  truncated: boolean,
): boolean {
  const check = CHECKS[ext];
  return !!check && check(head, truncated);
}
