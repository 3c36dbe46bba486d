import { readFile } from 'node:fs/promises';
import type { PostalAddress } from '../../../src/shared/postal-code.js';

/** Where scripts/postal-update.mjs writes the data (see its header). */
const DATA_DIR = new URL('../../data/postal/', import.meta.url);

type PrefixTable = Map<string, PostalAddress[]>;

/** One `NN.tsv`: `@prefecture\tcity` headers, then `ddddd\ttown` lines. */
function parse(text: string): PrefixTable {
  const table: PrefixTable = new Map();
  let prefecture = '';
  let city = '';
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [a, b = ''] = line.split('\t');
    if (a.startsWith('@')) {
      prefecture = a.slice(1);
      city = b;
      continue;
    }
    const towns = table.get(a) ?? [];
    towns.push({ prefecture, city, town: b });
    table.set(a, towns);
  }
  return table;
}

/**
 * Japan Post's postal codes (KEN_ALL, shipped in server/data/postal): the
 * towns of a code. Each file of a first-two-digit prefix is read once, on
 * its first lookup, and kept.
 */
export class PostalCodes {
  private readonly tables = new Map<string, Promise<PrefixTable>>();

  constructor(private readonly dir: URL = DATA_DIR) {}

  /** The towns of a 7-digit code (several for some codes), [] if unknown. */
  async lookup(digits: string): Promise<PostalAddress[]> {
    if (!/^\d{7}$/.test(digits)) return [];
    const table = await this.table(digits.slice(0, 2));
    return table.get(digits.slice(2)) ?? [];
  }

  private table(prefix: string): Promise<PrefixTable> {
    let table = this.tables.get(prefix);
    if (!table) {
      table = readFile(new URL(`${prefix}.tsv`, this.dir), 'utf8').then(
        parse,
        (err: NodeJS.ErrnoException) => {
          // A prefix no code starts with has no file.
          if (err.code === 'ENOENT') return new Map() as PrefixTable;
          this.tables.delete(prefix);
          throw err;
        },
      );
      this.tables.set(prefix, table);
    }
    return table;
  }
}
