import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AjaxResult } from '../schemas/common.js';
import { Field } from '../schemas/fields.js';
import { ServiceError } from '../errors.js';
import {
  FileStore,
  PROFILE_PREFIX,
  UPLOAD_EXTENSIONS,
  extensionOf,
  percentEncode,
  type StoredFile,
} from '../services/infra/files.js';
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

/** Content types of files served from the upload root, by extension. */
const CONTENT_TYPES: Record<string, string> = {
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

/** Absolute URL of a stored path, from the request's scheme and host. */
function absoluteUrl(req: FastifyRequest, path: string): string {
  return `${req.protocol}://${req.host}${path}`;
}

/** Streams a file as an attachment with the contract's headers. */
export async function sendAttachment(
  reply: FastifyReply,
  path: string,
  downloadName: string,
  onDone?: () => void,
) {
  const { size } = await stat(path);
  const pct = percentEncode(downloadName);
  const stream = createReadStream(path);
  if (onDone) stream.on('close', onDone);
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Length', size)
    .header(
      'Content-Disposition',
      `attachment; filename=${pct};filename*=utf-8''${pct}`,
    )
    .header('download-filename', pct)
    .header(
      'Access-Control-Expose-Headers',
      'Content-Disposition,download-filename',
    )
    .send(stream);
}

function allowedForDownload(name: string): boolean {
  return UPLOAD_EXTENSIONS.includes(extensionOf(name));
}

/**
 * Common files: uploads into the upload root, downloads confined to it, and the
 * public `/profile/**` files for display.
 */
export default async function commonRoutes(app: RouteApp) {
  const store = app.files;

  const uploaded = (req: FastifyRequest, f: StoredFile) => ({
    url: absoluteUrl(req, f.fileName),
    fileName: f.fileName,
    newFileName: f.newFileName,
    originalFilename: f.originalFilename,
    size: f.size,
    ext: f.ext,
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
      const stored = await store.save('upload', part, UPLOAD_EXTENSIONS);
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
      const saved: StoredFile[] = [];
      try {
        for await (const part of req.files()) {
          if (part.fieldname !== 'files') {
            part.file.resume();
            continue;
          }
          saved.push(await store.save('upload', part, UPLOAD_EXTENSIONS));
        }
      } catch (err) {
        // All or nothing: a rejected file removes the ones stored before it.
        await Promise.all(saved.map((f) => store.remove(f.path)));
        throw err;
      }
      if (saved.length === 0) throw new ServiceError(500, 'upload.noFile');
      const join = (pick: (f: StoredFile) => string) =>
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
      const path = await store.resolve(relative, undefined, resource);
      return sendAttachment(reply, path, baseName(relative));
    },
  );

  // Uploaded files for display (public).
  app.get(
    `${PROFILE_PREFIX}/*`,
    {
      config: { public: true },
      schema: { params: Type.Object({ '*': Type.String() }) },
    },
    async (req, reply) => {
      let path: string;
      try {
        path = await store.resolve(req.params['*']);
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err;
        const uri = req.url.split('?')[0];
        return reply
          .code(404)
          .send({ code: 404, msg: req.t('error.notFound', { uri }) });
      }
      const ext = extensionOf(path);
      const { size, mtime } = await stat(path);
      const type = CONTENT_TYPES[ext];
      reply
        .header('Content-Type', type ?? 'application/octet-stream')
        .header('Content-Length', size)
        .header('Last-Modified', mtime.toUTCString())
        .header('Cache-Control', 'public, max-age=3600')
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
      return reply.send(createReadStream(path));
    },
  );
}

function baseName(path: string): string {
  return path.slice(
    Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1,
  );
}
