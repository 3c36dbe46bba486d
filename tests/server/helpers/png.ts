import { crc32, inflateSync } from 'node:zlib';

/** A PNG read back: size and 8-bit RGB pixels, row by row. */
export interface DecodedPng {
  width: number;
  height: number;
  rgb: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Decodes an 8-bit truecolour, non-interlaced PNG, checking every chunk's
 * CRC; throws on anything else or on a damaged file.
 */
export function decodePng(png: Buffer): DecodedPng {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let at = 8;
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  let ended = false;
  while (at < png.length && !ended) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) >>> 0 !== crc) {
      throw new Error(`bad CRC in ${type}`);
    }
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    ended = type === 'IEND';
    at += 12 + length;
  }
  if (!header || !ended) throw new Error('missing IHDR or IEND');
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const [depth, colourType, , , interlace] = header.subarray(8);
  if (depth !== 8 || colourType !== 2 || interlace !== 0) {
    throw new Error('not 8-bit RGB');
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  if (raw.length !== height * (stride + 1)) throw new Error('bad data size');
  const rgb = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x];
      const a = x >= 3 ? rgb[y * stride + x - 3] : 0;
      const b = y > 0 ? rgb[(y - 1) * stride + x] : 0;
      const c = x >= 3 && y > 0 ? rgb[(y - 1) * stride + x - 3] : 0;
      const predict = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predict === undefined) throw new Error('bad filter');
      rgb[y * stride + x] = (v + predict) & 0xff;
    }
  }
  return { width, height, rgb };
}
