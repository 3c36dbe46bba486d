/**
 * The pixels of a BMP as RGBA, for the media worker: libvips as sharp ships
 * it reads no BMP. Covers what the upload accepts (infra/image-decode.ts):
 * uncompressed 1/4/8-bit with a palette, 16/24/32-bit, and bit fields.
 */

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

/** Is it a BMP (by its signature)? */
export const isBmp = (data: Buffer) =>
  data.length > 26 && data.toString('latin1', 0, 2) === 'BM';

const ROWS_PER_TURN = 64;
const nextTurn = () => new Promise<void>((r) => setImmediate(r));

/** Reads a masked channel scaled to 0..255 (255 when the mask is empty). */
function channel(value: number, mask: number, empty: number): number {
  if (!mask) return empty;
  let shift = 0;
  while (!((mask >>> shift) & 1)) shift += 1;
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}

export async function bmpPixels(data: Buffer): Promise<RawImage> {
  const offset = data.readUInt32LE(10);
  const header = data.readUInt32LE(14);
  const core = header === 12;
  const width = core ? data.readUInt16LE(18) : data.readInt32LE(18);
  const rows = core ? data.readUInt16LE(20) : data.readInt32LE(22);
  const bits = data.readUInt16LE(core ? 24 : 28);
  const compression = core ? 0 : data.readUInt32LE(30);
  const height = Math.abs(rows);
  const stride = Math.ceil((width * bits) / 32) * 4;

  // Bit fields: after a 40-byte header (compression 3/6), or in it (v2+).
  let masks: number[] =
    bits === 16 ? [0x7c00, 0x3e0, 0x1f, 0] : [0xff0000, 0xff00, 0xff, 0];
  if (compression === 3 || compression === 6) {
    const at = 14 + 40;
    const n = compression === 6 || header >= 56 ? 4 : 3;
    masks = [0, 1, 2, 3].map((i) =>
      i < n ? data.readUInt32LE(at + i * 4) : 0,
    );
  }

  const entry = core ? 3 : 4;
  const paletteAt = 14 + header;
  const palette = (i: number): [number, number, number] => {
    const at = paletteAt + i * entry;
    return at + 2 < offset ? [data[at + 2], data[at + 1], data[at]] : [0, 0, 0];
  };

  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    // A few rows at a time: a large image never holds up requests.
    if (y % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const row = offset + (rows > 0 ? height - 1 - y : y) * stride;
    for (let x = 0, o = y * width * 4; x < width; x++, o += 4) {
      if (bits <= 8) {
        const bit = x * bits;
        const byte = data[row + (bit >> 3)];
        const index = (byte >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
        out.set(palette(index), o);
        out[o + 3] = 255;
      } else if (bits === 24) {
        const at = row + x * 3;
        out[o] = data[at + 2];
        out[o + 1] = data[at + 1];
        out[o + 2] = data[at];
        out[o + 3] = 255;
      } else {
        const v =
          bits === 16
            ? data.readUInt16LE(row + x * 2)
            : data.readUInt32LE(row + x * 4);
        out[o] = channel(v, masks[0], 0);
        out[o + 1] = channel(v, masks[1], 0);
        out[o + 2] = channel(v, masks[2], 0);
        out[o + 3] = channel(v, masks[3], 255);
      }
    }
  }
  return { data: out, width, height, channels: 4 };
}
