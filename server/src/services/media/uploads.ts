/**
 * Every upload goes through here (docs/media.md, "Upload"): `/common/upload`,
 * `/common/uploads`, the avatar and the library's own upload and replace.
 * Name and extension are checked (svg and heic refused with their reasons),
 * then the size limit of the type and the quota, then the content (an image
 * decoded in full); location and camera data are removed without
 * re-encoding; the bytes go to the blob store under the stable key and the
 * rows (file, version 1, a processing job for an image) are written in one
 * transaction. The answer never waits for resizing: `onQueued` wakes the
 * worker.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/index.js';
import { ServiceError } from '../../errors.js';
import {
  addMediaVersion,
  deleteMediaFile,
  findMediaFile,
  insertMediaFile,
} from '../../repositories/media-files.js';
import type { ConfigService } from '../config.js';
import {
  datePath,
  extensionOf,
  FILENAME_MAX,
  PROFILE_PREFIX,
  safeBaseName,
  sequence,
  UPLOAD_MAX_MB,
  type IncomingFile,
} from '../infra/files.js';
import type { BlobStore } from './blob-store.js';
import { contentTypeOf } from './content-types.js';
import { checkContent, type ImageSize } from './image-check.js';
import { checkQuota, checkSize, mediaTypeOf } from './limits.js';
import { stripMetadata } from './strip-metadata.js';

/** Refused with a reason of their own rather than "extension not allowed". */
const SVG = ['svg', 'svgz'];
const HEIC = ['heic', 'heif'];

export interface UploadOptions {
  /** upload (the library, `/common/upload`) or avatar. */
  source: 'upload' | 'avatar';
  /** Extensions accepted here. */
  allowed: readonly string[];
  userName: string;
  folderId?: number;
}

/** A stored upload, as `/common/upload` answers it. */
export interface UploadedMedia {
  mediaId: number;
  /** Blob key of the stable link. */
  key: string;
  /** The stable link, `/profile/upload/yyyy/MM/dd/name_seq.ext`. */
  fileName: string;
  newFileName: string;
  originalFilename: string;
  ext: string;
  size: number;
}

/** An upload read, checked and cleaned, not yet stored. */
interface Checked {
  data: Buffer;
  ext: string;
  mediaType: string;
  image: ImageSize | null;
  sha256: string;
}

export interface MediaUploadsDeps {
  db: Db;
  blobs: BlobStore;
  config: ConfigService;
  now?: () => Date;
}

const tooLarge = () =>
  new ServiceError(500, 'upload.tooLarge', { max: UPLOAD_MAX_MB });

/** Reads a multipart file to its end (the multipart limit bounds it). */
async function readAll(file: Readable & { truncated?: boolean }) {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file) chunks.push(chunk as Buffer);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge();
    }
    throw err;
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** `jpeg` and `jpg` are one type (a replacement may change between them). */
const family = (ext: string) => (ext === 'jpeg' ? 'jpg' : ext);

export class MediaUploads {
  /** Called once a processing job is committed (the worker connects it). */
  onQueued: (() => void) | undefined;
  private readonly now: () => Date;

  constructor(private readonly deps: MediaUploadsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Checks name and extension; the stream is drained when refused. */
  private checkName(incoming: IncomingFile, allowed: readonly string[]) {
    const name = incoming.filename ?? '';
    const ext = extensionOf(name);
    let refusal: ServiceError | undefined;
    if (name.length > FILENAME_MAX) {
      refusal = new ServiceError(500, 'upload.nameTooLong', {
        max: FILENAME_MAX,
      });
    } else if (SVG.includes(ext)) {
      refusal = new ServiceError(500, 'media.svgRefused', { name });
    } else if (HEIC.includes(ext)) {
      refusal = new ServiceError(500, 'media.heicRefused', { name });
    } else if (!allowed.includes(ext)) {
      refusal = new ServiceError(500, 'upload.extension', {
        name,
        ext: ext || '-',
        allowed: allowed.join(', '),
      });
    }
    if (refusal) {
      incoming.file.resume();
      throw refusal;
    }
    return { name, ext };
  }

  /** Reads the file and runs every check; strips an image's metadata. */
  private async receive(
    incoming: IncomingFile,
    name: string,
    ext: string,
  ): Promise<Checked> {
    const raw = await readAll(incoming.file);
    const mediaType = mediaTypeOf(ext);
    await checkSize(this.deps.config, mediaType, name, raw.length);
    await checkQuota(this.deps.db, this.deps.config, name, raw.length);
    const image = await checkContent(ext, raw, name);
    const data = image ? stripMetadata(ext, raw) : raw;
    const sha256 = createHash('sha256').update(data).digest('hex');
    return { data, ext, mediaType, image, sha256 };
  }

  /** Stores bytes; a full disk is said as such. */
  private async put(key: string, data: Buffer): Promise<void> {
    try {
      await this.deps.blobs.put(key, data, contentTypeOf(key));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ENOSPC' || code === 'EDQUOT') {
        throw new ServiceError(500, 'upload.diskFull');
      }
      throw err;
    }
  }

  /** Stores one upload as a new media file (version 1). */
  async upload(
    incoming: IncomingFile,
    opts: UploadOptions,
  ): Promise<UploadedMedia> {
    const { name, ext } = this.checkName(incoming, opts.allowed);
    const checked = await this.receive(incoming, name, ext);
    const now = this.now();
    const newFileName = `${safeBaseName(name)}_${sequence(now)}.${ext}`;
    const key = `${opts.source}/${datePath(now)}/${newFileName}`;
    const fileName = `${PROFILE_PREFIX}/${key}`;
    await this.put(key, checked.data);
    let mediaId: number;
    try {
      mediaId = await this.deps.db.transaction((tx) =>
        insertMediaFile(tx, {
          url: fileName,
          storageKey: key,
          folderId: opts.folderId ?? 0,
          fileName: name,
          originalName: name,
          ext,
          mime: contentTypeOf(key),
          mediaType: checked.mediaType,
          size: checked.data.length,
          width: checked.image?.width ?? null,
          height: checked.image?.height ?? null,
          sha256: checked.sha256,
          source: opts.source,
          createBy: opts.userName,
        }),
      );
    } catch (err) {
      await this.deps.blobs.delete(key);
      throw err;
    }
    if (checked.image) this.onQueued?.();
    return {
      mediaId,
      key,
      fileName,
      newFileName,
      originalFilename: name,
      ext,
      size: checked.data.length,
    };
  }

  /**
   * A new version under the same link: the current bytes are kept under
   * `media/<id>/v<n>/original.<ext>`, the new ones go to the stable key.
   * The extension's family must stay (jpg and jpeg alike).
   */
  async replace(
    mediaId: number,
    incoming: IncomingFile,
    allowed: readonly string[],
    userName: string,
  ): Promise<number> {
    const file = await findMediaFile(this.deps.db, mediaId);
    if (!file) {
      incoming.file.resume();
      throw new ServiceError(500, 'media.notFound');
    }
    const { name, ext } = this.checkName(incoming, allowed);
    if (family(ext) !== family(file.ext)) {
      throw new ServiceError(500, 'media.replaceType', {
        name,
        ext: file.ext,
        newExt: ext,
      });
    }
    const checked = await this.receive(incoming, name, ext);
    const stableKey = file.url.slice(PROFILE_PREFIX.length + 1);
    const oldKey = `media/${mediaId}/v${file.version}/original.${file.ext}`;
    const current = await this.deps.blobs.get(stableKey);
    if (current) await this.put(oldKey, current.data);
    await this.put(stableKey, checked.data);
    let version: number | undefined;
    try {
      version = await this.deps.db.transaction((tx) =>
        addMediaVersion(tx, {
          mediaId,
          oldVersion: file.version,
          oldStorageKey: oldKey,
          storageKey: stableKey,
          size: checked.data.length,
          width: checked.image?.width ?? null,
          height: checked.image?.height ?? null,
          sha256: checked.sha256,
          mime: contentTypeOf(stableKey),
          createBy: userName,
        }),
      );
    } finally {
      if (version === undefined && current) {
        // Not recorded: the link keeps serving what it served.
        await this.put(stableKey, current.data);
        await this.deps.blobs.delete(oldKey);
      }
    }
    if (version === undefined) {
      throw new ServiceError(500, 'common.modifiedConcurrently');
    }
    if (checked.image) this.onQueued?.();
    return version;
  }

  /** Takes back uploads stored moments ago (all or nothing, a failed avatar). */
  async discard(uploads: readonly UploadedMedia[]): Promise<void> {
    for (const u of uploads) {
      await this.deps.db.transaction((tx) => deleteMediaFile(tx, u.mediaId));
      await this.deps.blobs.delete(u.key);
    }
  }
}
