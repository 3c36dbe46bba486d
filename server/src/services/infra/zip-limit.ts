/**
 * Zip bomb guard for uploaded .xlsx files (a zip): inflates each entry with a
 * ceiling on the total output before any parser sees the file, so a small
 * upload cannot unpack into gigabytes. The sizes a zip declares can lie;
 * the inflated bytes cannot.
 */
import { inflateRawSync } from 'node:zlib';

/** Largest total an import workbook may unpack to. */
export const UNZIPPED_MAX_BYTES = 100 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * True when the zip's entries unpack to at most `max` bytes in total; false
 * when they unpack to more, or the file is not a zip this guard can read.
 */
export function unzipsWithin(buf: Buffer, max = UNZIPPED_MAX_BYTES): boolean {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  let left = max;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return false;
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const local = buf.readUInt32LE(p + 42);
    p +=
      46 +
      buf.readUInt16LE(p + 28) +
      buf.readUInt16LE(p + 30) +
      buf.readUInt16LE(p + 32);
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) {
      return false;
    }
    const start =
      local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + compressed);
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: left + 1 }).length;
      } catch {
        return false;
      }
    } else return false;
    left -= size;
    if (left < 0) return false;
  }
  return true;
}
