/**
 * Is an uploaded image a whole image of its type, and nothing else? Its
 * structure is walked to the last byte (a PNG ends at IEND, a JPEG at EOI,
 * a GIF at its trailer, a BMP at its pixel array: nothing may follow), its
 * size is read from the header and bounded, and only then is it decoded in
 * full (libvips for PNG and JPEG, omggif), so a script appended to an image, a cut
 * file or a corrupt one is refused, and a decompression bomb is refused
 * before any pixel is decoded.
 */
import { crc32 } from 'node:zlib';
import { GifReader } from 'omggif';
import sharp from 'sharp';

/** Largest width or height accepted, in pixels. */
export const IMAGE_MAX_SIDE = 10_000;
/** Most pixels decoded for one image (all the frames of an animation). */
export const IMAGE_MAX_PIXELS = 25_000_000;

export type ImageVerdict =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: 'broken' }
  | { ok: false; reason: 'tooLarge'; width: number; height: number };

/** Width, height and pixels to decode, read from the structure. */
interface Layout {
  width: number;
  height: number;
  pixels: number;
}

/** Thrown by the walkers on any byte out of place. */
class Broken extends Error {}

function need(ok: boolean): asserts ok {
  if (!ok) throw new Broken();
}

const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
]);

/** Chunks with good CRCs from IHDR to an IEND that ends the file. */
function pngLayout(data: Buffer): Layout {
  need(data.subarray(0, 8).equals(PNG_SIGNATURE));
  let at = 8;
  let layout: Layout | undefined;
  for (;;) {
    need(at + 12 <= data.length);
    const length = data.readUInt32BE(at);
    const end = at + 12 + length;
    need(length < 0x80000000 && end <= data.length);
    const body = data.subarray(at + 4, at + 8 + length);
    need(crc32(body) === data.readUInt32BE(at + 8 + length));
    const type = body.toString('latin1', 0, 4);
    need(/^[A-Za-z]{4}$/.test(type));
    if (layout === undefined) {
      need(type === 'IHDR' && length === 13);
      const width = body.readUInt32BE(4);
      const height = body.readUInt32BE(8);
      layout = { width, height, pixels: width * height };
    }
    if (type === 'IEND') {
      need(end === data.length);
      return layout;
    }
    at = end;
  }
}

/** Markers that stand alone (no length): TEM and the restarts. */
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);
/** Start-of-frame markers (every SOFn but DHT, JPG and DAC). */
const isFrame = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Segments from SOI to an EOI that ends the file, with one frame header. */
function jpegLayout(data: Buffer): Layout {
  need(data.length >= 4 && data[0] === 0xff && data[1] === 0xd8);
  let at = 2;
  let layout: Layout | undefined;
  for (;;) {
    need(at < data.length && data[at] === 0xff);
    while (data[at] === 0xff) at += 1; // fill bytes
    need(at < data.length);
    const marker = data[at];
    at += 1;
    if (marker === 0xd9) {
      need(at === data.length && layout !== undefined);
      return layout!;
    }
    if (isStandalone(marker)) continue;
    need(marker !== 0xd8 && marker !== 0x00 && at + 2 <= data.length);
    const length = data.readUInt16BE(at);
    need(length >= 2 && at + length <= data.length);
    if (isFrame(marker)) {
      need(layout === undefined && length >= 8);
      const height = data.readUInt16BE(at + 3);
      const width = data.readUInt16BE(at + 5);
      layout = { width, height, pixels: width * height };
    }
    at += length;
    if (marker === 0xda) {
      // Entropy-coded data: runs until a marker other than a stuffed
      // 0xFF00 or a restart.
      need(layout !== undefined);
      while (at + 1 < data.length) {
        const next = data[at + 1];
        if (
          data[at] === 0xff &&
          next !== 0 &&
          !(next >= 0xd0 && next <= 0xd7)
        ) {
          break;
        }
        at += data[at] === 0xff ? 2 : 1;
      }
    }
  }
}

/** Sub-blocks up to their zero-length terminator; returns where they end. */
function gifSubBlocks(data: Buffer, at: number): number {
  for (;;) {
    need(at < data.length);
    const size = data[at];
    at += 1 + size;
    if (size === 0) return at;
  }
}

/** Blocks from the header to a trailer that ends the file. */
function gifLayout(data: Buffer): Layout {
  const head = data.toString('latin1', 0, 6);
  need((head === 'GIF87a' || head === 'GIF89a') && data.length >= 13);
  const width = data.readUInt16LE(6);
  const height = data.readUInt16LE(8);
  const colours = (flags: number) =>
    flags & 0x80 ? 3 << ((flags & 7) + 1) : 0;
  let at = 13 + colours(data[10]);
  let pixels = 0;
  let frames = 0;
  for (;;) {
    need(at < data.length);
    const block = data[at];
    if (block === 0x3b) {
      need(at + 1 === data.length && frames > 0);
      return { width, height, pixels };
    }
    if (block === 0x21) {
      need(at + 2 <= data.length);
      at = gifSubBlocks(data, at + 2);
    } else {
      need(block === 0x2c && at + 11 <= data.length);
      pixels += data.readUInt16LE(at + 5) * data.readUInt16LE(at + 7);
      frames += 1;
      at += 10 + colours(data[at + 9]);
      need(at < data.length && data[at] >= 2 && data[at] <= 11);
      at = gifSubBlocks(data, at + 1);
    }
  }
}

/** BMP headers understood (OS/2 core, Windows info and its v2 to v5). */
const BMP_HEADERS = new Set([12, 40, 52, 56, 108, 124]);
/** Uncompressed and bit-field layouts; RLE and embedded JPEG/PNG are not read. */
const BMP_COMPRESSIONS = new Set([0, 3, 6]);

/**
 * Headers and an uncompressed pixel array that ends the file (or an ICC
 * profile placed after it, v5). Every byte of such an array is a pixel, so
 * the bounds are the decode.
 */
function bmpLayout(data: Buffer): Layout {
  need(data.length >= 26 && data.toString('latin1', 0, 2) === 'BM');
  const offset = data.readUInt32LE(10);
  const header = data.readUInt32LE(14);
  need(BMP_HEADERS.has(header) && 14 + header <= data.length);
  const core = header === 12;
  const width = core ? data.readUInt16LE(18) : data.readInt32LE(18);
  const rows = core ? data.readUInt16LE(20) : data.readInt32LE(22);
  const planes = data.readUInt16LE(core ? 22 : 26);
  const bits = data.readUInt16LE(core ? 24 : 28);
  const compression = core ? 0 : data.readUInt32LE(30);
  need(planes === 1 && [1, 4, 8, 16, 24, 32].includes(bits));
  need(BMP_COMPRESSIONS.has(compression) && width > 0 && rows !== 0);
  const height = Math.abs(rows);
  const stride = Math.ceil((width * bits) / 32) * 4;
  need(offset >= 14 + header);
  let end = offset + stride * height;
  if (header === 124 && data.readUInt32LE(70) === 0x4d424544) {
    // 'MBED': an ICC profile at an offset from the header.
    end = Math.max(end, 14 + data.readUInt32LE(126) + data.readUInt32LE(130));
  }
  need(end <= data.length && data.length - end <= 2); // writers pad to 4
  return { width, height, pixels: width * height };
}

/**
 * Decodes every pixel; throws on anything the decoder refuses. PNG and JPEG
 * are decoded by libvips on libuv's thread pool, so a large photo never holds
 * up other requests.
 */
const bySharp = async (data: Buffer) => {
  await sharp(data, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
    .raw()
    .toBuffer();
};
const DECODERS: Record<
  string,
  (data: Buffer, layout: Layout) => Promise<void> | void
> = {
  png: bySharp,
  jpg: bySharp,
  gif: (data, layout) => {
    const reader = new GifReader(data);
    const canvas = new Uint8Array(layout.width * layout.height * 4);
    for (let i = 0; i < reader.numFrames(); i += 1) {
      reader.decodeAndBlitFrameRGBA(i, canvas);
    }
  },
  bmp: () => undefined,
};

const LAYOUTS: Record<string, (data: Buffer) => Layout> = {
  png: pngLayout,
  jpg: jpegLayout,
  gif: gifLayout,
  bmp: bmpLayout,
};

/** The image extensions checked here (jpeg is read as jpg). */
export const DECODED_EXTENSIONS: readonly string[] = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
];

/** Whether `data` is one whole image of type `ext`, of a size accepted. */
export async function decodeImage(
  ext: string,
  data: Buffer,
): Promise<ImageVerdict> {
  const type = ext === 'jpeg' ? 'jpg' : ext;
  let layout: Layout;
  try {
    layout = LAYOUTS[type](data);
  } catch (err) {
    if (err instanceof Broken || err instanceof RangeError) {
      return { ok: false, reason: 'broken' };
    }
    throw err;
  }
  const { width, height, pixels } = layout;
  if (width === 0 || height === 0) return { ok: false, reason: 'broken' };
  if (
    width > IMAGE_MAX_SIDE ||
    height > IMAGE_MAX_SIDE ||
    pixels > IMAGE_MAX_PIXELS
  ) {
    return { ok: false, reason: 'tooLarge', width, height };
  }
  try {
    await DECODERS[type](data, layout);
  } catch {
    return { ok: false, reason: 'broken' };
  }
  return { ok: true, width, height };
}
