import { randomBytes } from 'node:crypto';
import {
  mkdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { ServiceError } from '../../errors.js';
import { assertSafeRelative } from '../infra/files.js';
import type { Blob, BlobInfo, BlobStore } from './blob-store.js';
import { contentTypeOf } from './content-types.js';

const isInside = (root: string, path: string) =>
  path.startsWith(root.endsWith(sep) ? root : root + sep);

/**
 * Files under the upload root (DATA_DIR/profile), one per key: the embedded
 * database's default. A key is checked by `assertSafeRelative`, and a
 * symlink inside the root never leads a read out of it.
 */
export class DiskBlobStore implements BlobStore {
  readonly kind = 'disk' as const;

  constructor(readonly root: string) {}

  /** The path of a key under the root (checked, not necessarily existing). */
  pathOf(key: string): string {
    assertSafeRelative(key);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const folder = dirname(target);
    // Beside the target (same disk, so the rename is atomic), as a dot-file,
    // which no key can name: never served while it is written.
    const staged = join(
      folder,
      `.${basename(target)}.${randomBytes(6).toString('hex')}.part`,
    );
    await mkdir(folder, { recursive: true });
    try {
      await writeFile(staged, data, { flag: 'wx' });
      // Readers see the old bytes or the new ones, never a part.
      await rename(staged, target);
    } catch (err) {
      await rm(staged, { force: true });
      throw err;
    }
  }

  /**
   * The real path of an existing file of the root, else undefined; a
   * symlink that leads out of the root is refused as an illegal name.
   */
  private async existing(key: string): Promise<string | undefined> {
    const candidate = this.pathOf(key);
    let real: string;
    let realRoot: string;
    try {
      [real, realRoot] = await Promise.all([
        realpath(candidate),
        realpath(resolve(this.root)),
      ]);
    } catch {
      return undefined;
    }
    if (!isInside(realRoot, real)) {
      throw new ServiceError(500, 'download.illegal', { name: key });
    }
    return real;
  }

  async stat(key: string): Promise<BlobInfo | undefined> {
    const path = await this.existing(key);
    if (!path) return undefined;
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    return {
      size: info.size,
      contentType: contentTypeOf(key),
      modified: info.mtime,
    };
  }

  async get(key: string): Promise<Blob | undefined> {
    const info = await this.stat(key);
    const path = info && (await this.existing(key));
    if (!info || !path) return undefined;
    const data = await readFile(path);
    return { ...info, size: data.length, data };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = prefix.replace(/\/+$/, '');
    await rm(this.pathOf(folder), { recursive: true, force: true });
  }
}
