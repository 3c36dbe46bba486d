import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip,
 * when accepted with a weight above zero; null for the body as it is.
 */
export function acceptedEncoding(
  header: string | string[] | undefined,
): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params
      .map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1])
      .find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function compress(body: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Done once per document and content generation; 9 is within a
          // few per cent of the maximum at a fraction of its time.
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gz(body, { level: 9 });
}

/**
 * Compressed copies of cached documents, made once per document and
 * encoding and dropped with the document (keyed by its cache entry). For the
 * public site's pages, which are cached per content change: a reply that
 * sends one with its Content-Encoding is passed through by @fastify/compress,
 * which would otherwise compress the page again on every request (README:
 * "Compression and HTTP caching" has the measurements).
 */
export class CompressedCopies {
  private readonly copies = new WeakMap<
    object,
    Map<Encoding, Promise<Buffer>>
  >();

  of(entry: object, body: string, encoding: Encoding): Promise<Buffer> {
    let byEncoding = this.copies.get(entry);
    if (!byEncoding) {
      byEncoding = new Map();
      this.copies.set(entry, byEncoding);
    }
    let copy = byEncoding.get(encoding);
    if (!copy) {
      copy = compress(body, encoding);
      byEncoding.set(encoding, copy);
      copy.catch(() => byEncoding.delete(encoding));
    }
    return copy;
  }
}
