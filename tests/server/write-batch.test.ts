/**
 * Rows written after the response (server/src/services/infra/write-batch.ts):
 * gathered into one write, flushed on demand, and one bad row loses only
 * itself.
 */
import { describe, expect, it } from 'vitest';
import { WriteBatch } from '../../server/src/services/infra/write-batch.js';

describe('WriteBatch', () => {
  it('writes the rows of one moment in one call, in order', async () => {
    const writes: number[][] = [];
    const batch = new WriteBatch<number>(
      async (rows) => void writes.push(rows),
      () => undefined,
      10,
    );
    for (let i = 1; i <= 5; i += 1) batch.add(i);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await batch.flush();
    expect(writes).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('writes at once when full, and on flush without waiting', async () => {
    const writes: number[][] = [];
    const batch = new WriteBatch<number>(
      async (rows) => void writes.push(rows),
      () => undefined,
      60_000,
      3,
    );
    for (let i = 1; i <= 4; i += 1) batch.add(i);
    expect(writes).toEqual([[1, 2, 3]]);
    await batch.flush();
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('writes a failed batch row by row: only the bad row is lost and reported', async () => {
    const stored: string[] = [];
    const errors: unknown[] = [];
    const batch = new WriteBatch<string>(
      async (rows) => {
        if (rows.includes('bad')) throw new Error('value too long');
        stored.push(...rows);
      },
      (err) => errors.push(err),
    );
    for (const row of ['a', 'bad', 'c']) batch.add(row);
    await batch.flush();
    expect(stored).toEqual(['a', 'c']);
    expect(errors).toHaveLength(1);
  });
});
