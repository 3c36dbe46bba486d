/**
 * Uploads into the media library (docs/media.md): `POST /project/media/upload`
 * (one file, an optional folder) and `POST /project/media/replace/{mediaId}`
 * (a new version under the same link). Both answer the file's `MediaRow`.
 */
import type { MultipartFile } from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { mediaRowById } from '../../repositories/media-row.js';
import { AjaxData } from '../../schemas/common.js';
import { MediaRowSchema } from '../../schemas/media.js';
import { UPLOAD_EXTENSIONS } from '../../services/infra/files.js';
import type { RouteApp } from '../lib/route-app.js';

const LOG_TITLE = 'Media';

const IdParams = Type.Object({ mediaId: Type.Integer({ minimum: 1 }) });

/** The multipart `file` part (fields sent before it are on `part.fields`). */
async function filePart(req: FastifyRequest): Promise<MultipartFile> {
  if (!req.isMultipart()) throw new ServiceError(500, 'upload.noFile');
  const part = await req.file();
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new ServiceError(500, 'upload.noFile');
  }
  return part;
}

/** The `folderId` field: 0 (unfiled) when absent. */
function folderOf(part: MultipartFile): number {
  const field = part.fields.folderId;
  const value =
    field && !Array.isArray(field) && field.type === 'field'
      ? String(field.value)
      : '';
  if (value === '') return 0;
  const id = Number(value);
  if (!Number.isInteger(id) || id < 0) {
    part.file.resume();
    throw new ServiceError(500, 'media.folderMissing');
  }
  return id;
}

export default async function mediaUploadRoutes(app: RouteApp) {
  async function answer(req: FastifyRequest, mediaId: number) {
    const row = await mediaRowById(app.db, mediaId);
    if (!row) throw new ServiceError(500, 'media.notFound');
    return { code: 200, msg: req.t('common.success'), data: row };
  }

  app.post(
    '/project/media/upload',
    {
      config: {
        permission: 'project:media:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { response: { 200: AjaxData(MediaRowSchema) } },
    },
    async function uploadMedia(req) {
      const part = await filePart(req);
      const folderId = folderOf(part);
      if (
        folderId !== 0 &&
        !(await app.repos.mediaFolders.findById(folderId))
      ) {
        part.file.resume();
        throw new ServiceError(500, 'media.folderMissing');
      }
      const stored = await app.mediaUploads.upload(part, {
        source: 'upload',
        allowed: UPLOAD_EXTENSIONS,
        userName: req.loginUser!.userName,
        folderId,
      });
      return answer(req, stored.mediaId);
    },
  );

  app.post(
    '/project/media/replace/:mediaId',
    {
      config: {
        permission: 'project:media:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: {
        params: IdParams,
        response: { 200: AjaxData(MediaRowSchema) },
      },
    },
    async function replaceMedia(req) {
      const part = await filePart(req);
      await app.mediaUploads.replace(
        req.params.mediaId,
        part,
        UPLOAD_EXTENSIONS,
        req.loginUser!.userName,
      );
      return answer(req, req.params.mediaId);
    },
  );
}
