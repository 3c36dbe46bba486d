import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AjaxResult } from '../schemas/common.js';
import { Field } from '../schemas/fields.js';
import { ServiceError } from '../errors.js';
import {
  assertSafeRelative,
  FileStore,
  PROFILE_PREFIX,
  UPLOAD_EXTENSIONS,
  extensionOf,
  percentEncode,
} from '../services/infra/files.js';
import type { Blob } from '../services/media/blob-store.js';
import { inlineTypeOf } from '../services/media/content-types.js';
import type { UploadedMedia } from '../services/media/uploads.js';
import { versionStorageKey } from '../repositories/media-files.js';
import type { RouteApp } from './lib/route-app.js';
const UploadResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  url: Type.Optional(Type.String()),
  fileName: Type.Optional(Type.String()),
  newFileName: Type.Optional(Type.String()),
  originalFilename: Type.Optional(Type.String()),
  size: Type.Optional(Type.Integer()),
  ext: Type.Optional(Type.String()),
});

const UploadsResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  urls: Type.Optional(Type.String()),
  fileNames: Type.Optional(Type.String()),
  newFileNames: Type.Optional(Type.String()),
  originalFilenames: Type.Optional(Type.String()),
});

const DownloadQuery = Type.Object({
  fileName: Type.String({ maxLength: 255 }),
  delete: Field.bool(),
});

const ResourceQuery = Type.Object({
  resource: Type.String({ maxLength: 300 }),
});

/** A version's original: `media/<id>/v<n>/original.<ext>`. */
const VERSION_ORIGINAL = /^media\/(\d{1,9})\/v(\d{1,6})\/original\.[a-z0-9]+$/;

/** Absolute URL of a stored path, from the request's scheme and host. */
function absoluteUrl(req: FastifyRequest, path: string): string {
  return `${req.protocol}://${req.host}${path}`;
}

const attachmentHeaders = (reply: FastifyReply, downloadName: string) => {
  const pct = percentEncode(downloadName);
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header(
      'Content-Disposition',
      `attachment; filename=${pct};filename*=utf-8''${pct}`,
    )
    .header('download-filename', pct)
    .header(
      'Access-Control-Expose-Headers',
      'Content-Disposition,download-filename',
    );
};

/** Streams a file on disk as an attachment with the contract's headers. */
export async function sendAttachment(
  reply: FastifyReply,
  path: string,
  downloadName: string,
  onDone?: () => void,
) {
  const { size } = await stat(path);
  const stream = createReadStream(path);
  if (onDone) stream.on('close', onDone);
  return attachmentHeaders(reply, downloadName)
    .header('Content-Length', size)
    .send(stream);
}

/** Sends stored bytes (the blob store) as an attachment. */
export function sendBlobAttachment(
  reply: FastifyReply,
  blob: Blob,
  downloadName: string,
) {
  return attachmentHeaders(reply, downloadName)
    .header('Content-Length', blob.size)
    .send(blob.data);
}

function allowedForDownload(name: string): boolean {
  return UPLOAD_EXTENSIONS.includes(extensionOf(name));
}

/**
 * Common files: uploads into the media library (bytes in the blob store),
 * downloads confined to the upload root, and the public `/profile/**` files
 * for display, read from the blob store by every instance.
 */
export default async function commonRoutes(app: RouteApp) {
  const store = app.files;
  const blobs = app.blobs;
  const uploads = app.mediaUploads;

  const uploaded = (req: FastifyRequest, f: UploadedMedia) => ({
    url: absoluteUrl(req, f.fileName),
    fileName: f.fileName,
    newFileName: f.newFileName,
    originalFilename: f.originalFilename,
    size: f.size,
    ext: f.ext,
  });

  const asUpload = (req: FastifyRequest) => ({
    source: 'upload' as const,
    allowed: UPLOAD_EXTENSIONS,
    userName: req.loginUser!.userName,
  });

  app.post(
    '/common/upload',
    { schema: { response: { 200: UploadResponse } } },
    async (req) => {
      if (!req.isMultipart()) throw new ServiceError(500, 'upload.noFile');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new ServiceError(500, 'upload.noFile');
      }
      const stored = await uploads.upload(part, asUpload(req));
      return {
        code: 200,
        msg: req.t('common.success'),
        ...uploaded(req, stored),
      };
    },
  );

  app.post(
    '/common/uploads',
    { schema: { response: { 200: UploadsResponse } } },
    async (req) => {
      if (!req.isMultipart()) throw new ServiceError(500, 'upload.noFile');
      const saved: UploadedMedia[] = [];
      try {
        for await (const part of req.files()) {
          if (part.fieldname !== 'files') {
            part.file.resume();
            continue;
          }
          saved.push(await uploads.upload(part, asUpload(req)));
        }
      } catch (err) {
        // All or nothing: a rejected file removes the ones stored before it.
        await uploads.discard(saved);
        throw err;
      }
      if (saved.length === 0) throw new ServiceError(500, 'upload.noFile');
      const join = (pick: (f: UploadedMedia) => string) =>
        saved.map(pick).join(',');
      return {
        code: 200,
        msg: req.t('common.success'),
        urls: join((f) => absoluteUrl(req, f.fileName)),
        fileNames: join((f) => f.fileName),
        newFileNames: join((f) => f.newFileName),
        originalFilenames: join((f) => f.originalFilename),
      };
    },
  );

  app.get(
    '/common/download',
    {
      schema: {
        querystring: DownloadQuery,
        response: { 200: AjaxResult },
      },
    },
    async (req, reply) => {
      const { fileName } = req.query;
      if (!allowedForDownload(fileName)) {
        throw new ServiceError(500, 'download.illegal', { name: fileName });
      }
      const path = await store.resolve(fileName, 'download');
      // Saved name: timestamp + the part after the first '_' (RuoYi).
      const realName = Date.now() + fileName.slice(fileName.indexOf('_') + 1);
      const onDone = req.query.delete
        ? () => void store.remove(path)
        : undefined;
      return sendAttachment(reply, path, baseName(realName), onDone);
    },
  );

  app.get(
    '/common/download/resource',
    {
      schema: {
        querystring: ResourceQuery,
        response: { 200: AjaxResult },
      },
    },
    async (req, reply) => {
      const { resource } = req.query;
      const relative = FileStore.relativeOfResource(resource);
      if (relative === undefined || !allowedForDownload(resource)) {
        throw new ServiceError(500, 'download.illegal', { name: resource });
      }
      assertSafeRelative(relative, resource);
      let blob: Blob | undefined;
      try {
        blob = await blobs.get(relative);
      } catch (err) {
        // A symlink on disk that leads out of the root.
        if (!(err instanceof ServiceError)) throw err;
        throw new ServiceError(500, 'download.illegal', { name: resource });
      }
      if (!blob) throw new ServiceError(500, 'download.notFound');
      return sendBlobAttachment(reply, blob, baseName(relative));
    },
  );

  /** The blob key a `/profile/` path names (a version's original by its row). */
  async function keyOf(path: string): Promise<string | undefined> {
    assertSafeRelative(path);
    const version = VERSION_ORIGINAL.exec(path);
    if (!version) return path;
    return versionStorageKey(app.db, Number(version[1]), Number(version[2]));
  }

  // Uploaded files for display (public).
  app.get(
    `${PROFILE_PREFIX}/*`,
    {
      config: { public: true },
      schema: { params: Type.Object({ '*': Type.String() }) },
    },
    async (req, reply) => {
      const path = req.params['*'];
      let blob: Blob | undefined;
      try {
        const key = await keyOf(path);
        blob = key === undefined ? undefined : await blobs.get(key);
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err;
      }
      if (!blob) {
        const uri = req.url.split('?')[0];
        return reply
          .code(404)
          .send({ code: 404, msg: req.t('error.notFound', { uri }) });
      }
      const type = inlineTypeOf(path);
      reply
        .header('Content-Type', type ?? 'application/octet-stream')
        .header('Content-Length', blob.size)
        .header('Last-Modified', blob.modified.toUTCString())
        .header(
          'Cache-Control',
          // A version's files never change; a stable link follows the newest.
          path.startsWith('media/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        )
        // Never run as a page of this origin (html uploads, crafted files).
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('X-Content-Type-Options', 'nosniff');
      if (!type) {
        const pct = percentEncode(baseName(path));
        reply.header(
          'Content-Disposition',
          `attachment; filename=${pct};filename*=utf-8''${pct}`,
        );
      }
      return reply.send(blob.data);
    },
  );
}

function baseName(path: string): string {
  return path.slice(
    Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1,
  );
}
