/**
 * The media library `/project/media` (docs/media.md): the list with its
 * filters, a file with its versions and sizes, where it is used, edits
 * (name, folder, alt text, focal point, tags), moves, deletes refused while
 * a file is used, its tags and the storage used. Uploads and replacements
 * are in media-upload.ts, folders in media-folder.ts.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import type { MessageKey } from '../../i18n/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  MediaDetailSchema,
  MediaEdit,
  MediaMove,
  MediaQuery,
  MediaRowSchema,
  MediaStatsSchema,
  MediaTagSchema,
  MediaUsageSchema,
} from '../../schemas/media.js';
import { mediaUsage, type MediaUsage } from '../../services/media/usage.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const LOG_TITLE = 'Media';
/** Places named in the message refusing a delete; the rest are counted. */
const PLACES_NAMED = 3;
const MB = 1024 * 1024;
const DEFAULT_QUOTA_MB = 5120;

const IdParams = Type.Object({ mediaId: Type.Integer() });

export default async function mediaRoutes(app: RouteApp) {
  const files = () => app.repos.mediaAdmin;
  const by = (req: FastifyRequest) => req.loginUser!.userName;

  /** 0 (unfiled) or a folder that exists. */
  async function checkFolder(folderId: number) {
    if (folderId !== 0 && !(await app.repos.mediaFolders.findById(folderId))) {
      throw new ServiceError(500, 'media.folderMissing');
    }
  }

  /** "Copy record 'News' (published), …" in the reader's language. */
  function placesText(req: FastifyRequest, used: readonly MediaUsage[]) {
    const named = used.slice(0, PLACES_NAMED).map((u) =>
      req.t('media.usedAt', {
        kind: req.t(`media.kind.${u.kind}` as MessageKey),
        title: u.title,
        place: req.t(`media.place.${u.place}` as MessageKey),
      }),
    );
    const places = named.join(req.lang() === 'en' ? ', ' : '、');
    const more = used.length - named.length;
    return more > 0
      ? req.t('media.inUseMore', { places, count: more })
      : places;
  }

  app.get(
    '/project/media/list',
    {
      config: { permission: 'project:media:list' },
      schema: {
        querystring: MediaQuery,
        response: { 200: TableData(MediaRowSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await files().list(req.query, pageOf(req.query));
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.get(
    '/project/media/tags',
    {
      config: { permission: 'project:media:list' },
      schema: { response: { 200: AjaxData(Type.Array(MediaTagSchema)) } },
    },
    async (req) => ({
      ...ok(req),
      data: await app.repos.mediaTags.counts(),
    }),
  );

  app.get(
    '/project/media/stats',
    {
      config: { permission: 'project:media:list' },
      schema: { response: { 200: AjaxData(MediaStatsSchema) } },
    },
    async (req) => {
      const quotaMb = await app.services.config.getInt(
        'sys.media.quotaMb',
        DEFAULT_QUOTA_MB,
      );
      const { usedBytes, count } = await files().usage();
      return {
        ...ok(req),
        data: {
          usedBytes,
          quotaBytes: quotaMb * MB,
          count,
          store: app.blobs.kind,
        },
      };
    },
  );

  app.get(
    '/project/media/usage/:mediaId',
    {
      config: { permission: 'project:media:query' },
      schema: {
        params: IdParams,
        response: { 200: AjaxData(Type.Array(MediaUsageSchema)) },
      },
    },
    async (req) => {
      const file = await files().findById(req.params.mediaId);
      if (!file) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: await mediaUsage(app.db, file) };
    },
  );

  app.get(
    '/project/media/:mediaId',
    {
      config: { permission: 'project:media:query' },
      schema: {
        params: IdParams,
        response: { 200: AjaxData(MediaDetailSchema) },
      },
    },
    async (req) => {
      const repo = files();
      const file = await repo.findById(req.params.mediaId);
      if (!file) throw new ServiceError(500, 'common.notExists');
      return {
        ...ok(req),
        data: {
          ...file,
          versions: await repo.versions(file.mediaId),
          variants: await repo.variants(file.mediaId, file.version),
        },
      };
    },
  );

  app.put(
    '/project/media',
    {
      config: {
        permission: 'project:media:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: MediaEdit, response: { 200: AjaxResult } },
    },
    async function editMedia(req) {
      const body = req.body;
      await checkFolder(body.folderId);
      await app.repos.transaction(async (repos) => {
        await repos.mediaAdmin.update(
          body.mediaId,
          body,
          body.rowVersion,
          by(req),
        );
        await repos.mediaTags.set(body.mediaId, body.tags);
      });
      return ok(req);
    },
  );

  app.put(
    '/project/media/move',
    {
      config: {
        permission: 'project:media:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: MediaMove, response: { 200: AjaxResult } },
    },
    async function moveMedia(req) {
      await checkFolder(req.body.folderId);
      const moved = await files().move(
        [...new Set(req.body.mediaIds)],
        req.body.folderId,
        by(req),
      );
      if (moved === 0) throw new ServiceError(500, 'common.notExists');
      return ok(req);
    },
  );

  app.delete(
    '/project/media/:mediaIds',
    {
      config: {
        permission: 'project:media:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ mediaIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeMedia(req) {
      const found = await files().findByIds(parseIds(req.params.mediaIds));
      if (found.length === 0) throw new ServiceError(500, 'common.notExists');
      for (const file of found) {
        const used = await mediaUsage(app.db, file);
        if (used.length > 0) {
          throw new ServiceError(500, 'media.inUse', {
            name: file.fileName,
            places: placesText(req, used),
          });
        }
      }
      const removed = await app.repos.transaction((repos) =>
        repos.mediaAdmin.deleteByIds(found.map((f) => f.mediaId)),
      );
      // The rows are gone; bytes left behind by a failure here are only
      // unreachable, never shown.
      for (const { mediaId, keys } of removed) {
        try {
          for (const key of keys) await app.blobs.delete(key);
          await app.blobs.deletePrefix(`media/${mediaId}/`);
        } catch (err) {
          req.log.warn({ err, mediaId }, 'media: bytes of a deleted file kept');
        }
      }
      return ok(req);
    },
  );
}
