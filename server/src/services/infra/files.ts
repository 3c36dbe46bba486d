import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  link,
  mkdir,
  open,
  readFile,
  realpath,
  rm,
  stat,
} from 'node:fs/promises';
import { isAbsolute, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ServiceError } from '../../errors.js';
import { contentMatches, SIGNATURE_BYTES } from './file-signature.js';
import {
  DECODED_EXTENSIONS,
  decodeImage,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
} from './image-decode.js';

/** URL prefix of the upload root (RuoYi's `ruoyi.profile`). */
export const PROFILE_PREFIX = '/profile';

/** Subfolders of the upload root that the server writes or reads. */
export type ProfileFolder = 'upload' | 'avatar' | 'download' | 'import';

/** Extensions `/common/upload` accepts. */
export const UPLOAD_EXTENSIONS: readonly string[] = [
  'bmp',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'avif',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'html',
  'htm',
  'txt',
  'rar',
  'zip',
  'gz',
  'bz2',
  'mp4',
  'avi',
  'rmvb',
  'pdf',
];

/** Extensions of the avatar upload (`/system/user/profile/avatar`). */
export const IMAGE_EXTENSIONS: readonly string[] = [
  'bmp',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'webp',
  'avif',
];

export const UPLOAD_MAX_MB = 50;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** Longest accepted original file name. */
export const FILENAME_MAX = 100;
/** Longest part of the original name kept in the generated name. */
const BASE_NAME_MAX = 40;
/**
 * Where an upload is written while it is checked: a dot-folder of the root,
 * which the `/profile` routes never serve (same disk, so the accepted file
 * is linked into place, not copied).
 */
const INCOMING = '.incoming';

/** Lower-case extension of a file name without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = name.slice(
    Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1,
  );
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The original name's base (no folders, no extension) reduced to letters,
 * digits, `-` and `_`, so a generated name never carries path syntax.
 */
export function safeBaseName(original: string): string {
  const last = original.slice(
    Math.max(original.lastIndexOf('/'), original.lastIndexOf('\\')) + 1,
  );
  const dot = last.lastIndexOf('.');
  const base = dot > 0 ? last.slice(0, dot) : last;
  const clean = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  return [...clean].slice(0, BASE_NAME_MAX).join('') || 'file';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy/MM/dd` of a date (RuoYi's DateUtils.datePath). */
export function datePath(d: Date): string {
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

/** `yyyyMMddHHmmss` plus 6 random hex digits: the sequence part of a name. */
export function sequence(d: Date): string {
  const stamp =
    `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}` +
    `${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
  return stamp + randomBytes(3).toString('hex').toUpperCase();
}

/** Percent-encoding of a download name (Java URLEncoder, `+` as `%20`). */
export function percentEncode(name: string): string {
  return encodeURIComponent(name).replace(
    /[!'()*]/g,
    (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase(),
  );
}

export interface StoredFile {
  /** Where it is on disk. */
  path: string;
  /** Public path, e.g. `/profile/upload/2026/11/22/report_20261122101010AB12CD.pdf`. */
  fileName: string;
  newFileName: string;
  originalFilename: string;
  ext: string;
  size: number;
}

export interface IncomingFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

/**
 * The upload root on disk: stores uploads under generated names and resolves
 * client-given paths strictly inside it (no `..`, no absolute paths, no
 * encoded or control characters, no symlink that leads out).
 */
export class FileStore {
  constructor(
    readonly root: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Checks name and extension, streams the file to the incoming folder,
   * checks its content (an image is decoded in full), then moves it to
   * `<folder>/yyyy/MM/dd/<generated>`. A refused file is never in `folder`.
   */
  async save(
    folder: 'upload' | 'avatar',
    incoming: IncomingFile,
    allowed: readonly string[],
  ): Promise<StoredFile> {
    const original = incoming.filename ?? '';
    if (original.length > FILENAME_MAX) {
      incoming.file.resume();
      throw new ServiceError(500, 'upload.nameTooLong', { max: FILENAME_MAX });
    }
    const ext = extensionOf(original);
    if (!allowed.includes(ext)) {
      incoming.file.resume();
      throw new ServiceError(500, 'upload.extension', {
        name: original,
        ext: ext || '-',
        allowed: allowed.join(', '),
      });
    }
    const now = this.now();
    const relDir = `${folder}/${datePath(now)}`;
    const newFileName = `${safeBaseName(original)}_${sequence(now)}.${ext}`;
    const staged = join(this.root, INCOMING, newFileName);
    await mkdir(join(this.root, INCOMING), { recursive: true });
    try {
      await this.receive(incoming, staged, original, ext);
    } catch (err) {
      await rm(staged, { force: true });
      throw err;
    }
    const dir = join(this.root, ...relDir.split('/'));
    const target = join(dir, newFileName);
    try {
      await mkdir(dir, { recursive: true });
      // A link, not a rename: never replaces an existing file.
      await link(staged, target);
    } finally {
      await rm(staged, { force: true });
    }
    return {
      path: target,
      fileName: `${PROFILE_PREFIX}/${relDir}/${newFileName}`,
      newFileName,
      originalFilename: original,
      ext,
      size: (await stat(target)).size,
    };
  }

  /** Writes the upload to `staged` and checks it; throws when refused. */
  private async receive(
    incoming: IncomingFile,
    staged: string,
    original: string,
    ext: string,
  ): Promise<void> {
    try {
      // 'wx': never overwrite an existing file.
      await pipeline(incoming.file, createWriteStream(staged, { flags: 'wx' }));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      // The disk (or the user's quota) is full: the partial file is gone.
      if (code === 'ENOSPC' || code === 'EDQUOT') {
        incoming.file.resume();
        throw new ServiceError(500, 'upload.diskFull');
      }
      throw err;
    }
    if (incoming.file.truncated) throw tooLarge();
    const { size } = await stat(staged);
    if (!(await this.contentMatches(staged, ext, size))) {
      throw new ServiceError(500, 'upload.contentMismatch', {
        name: original,
        ext,
      });
    }
    if (DECODED_EXTENSIONS.includes(ext)) {
      const verdict = await decodeImage(ext, await readFile(staged));
      if (!verdict.ok && verdict.reason === 'tooLarge') {
        throw new ServiceError(500, 'upload.imageTooLarge', {
          name: original,
          width: verdict.width,
          height: verdict.height,
          side: IMAGE_MAX_SIDE,
          megapixels: IMAGE_MAX_PIXELS / 1e6,
        });
      }
      if (!verdict.ok) {
        throw new ServiceError(500, 'upload.imageBroken', {
          name: original,
          ext,
        });
      }
    }
  }

  /** The stored file's first bytes look like its extension says. */
  private async contentMatches(path: string, ext: string, size: number) {
    const handle = await open(path, 'r');
    try {
      const head = Buffer.alloc(Math.min(size, SIGNATURE_BYTES));
      await handle.read(head, 0, head.length, 0);
      return contentMatches(ext, head, size > head.length);
    } finally {
      await handle.close();
    }
  }

  /**
   * The real path of an existing file named by `relative` under the root
   * (or under `folder` when given). Throws `download.illegal` for anything
   * that could name a file elsewhere, `download.notFound` when missing.
   */
  async resolve(
    relative: string,
    folder?: ProfileFolder,
    shownAs: string = relative,
  ): Promise<string> {
    assertSafeRelative(relative, shownAs);
    const base = folder ? join(this.root, folder) : this.root;
    const candidate = resolve(base, relative);
    if (!isInside(resolve(base), candidate)) throw illegal(shownAs);
    let real: string;
    let realBase: string;
    try {
      [real, realBase] = await Promise.all([
        realpath(candidate),
        realpath(base),
      ]);
    } catch {
      throw new ServiceError(500, 'download.notFound');
    }
    // A symlink inside the root must not lead out of it.
    if (!isInside(realBase, real)) throw illegal(shownAs);
    const info = await stat(real);
    if (!info.isFile()) throw new ServiceError(500, 'download.notFound');
    return real;
  }

  /** `/profile/upload/...` → `upload/...` (undefined when not under the prefix). */
  static relativeOfResource(resource: string): string | undefined {
    const prefix = `${PROFILE_PREFIX}/`;
    return resource.startsWith(prefix)
      ? resource.slice(prefix.length)
      : undefined;
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}

function tooLarge() {
  return new ServiceError(500, 'upload.tooLarge', { max: UPLOAD_MAX_MB });
}

function illegal(name: string) {
  return new ServiceError(500, 'download.illegal', { name });
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isInside(root: string, path: string): boolean {
  return path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * A relative path of plain segments: no `..` or `.` segment, not absolute,
 * no backslash, no `%` (a second encoding layer), no NUL or control
 * characters, no empty segment, no dot-file.
 */
export function assertSafeRelative(
  relative: unknown,
  shownAs: string = String(relative ?? ''),
): asserts relative is string {
  if (typeof relative !== 'string' || relative.length === 0) {
    throw illegal(shownAs);
  }
  if (
    relative.length > 255 ||
    isAbsolute(relative) ||
    /[\\%]/.test(relative) ||
    hasControlCharacter(relative) ||
    /^[a-zA-Z]:/.test(relative)
  ) {
    throw illegal(shownAs);
  }
  const segments = relative.split('/');
  if (
    segments.some(
      (s) => s === '' || s === '.' || s === '..' || s.startsWith('.'),
    )
  ) {
    throw illegal(shownAs);
  }
}
