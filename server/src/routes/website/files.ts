import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { AjaxResult } from '../../schemas/common.js';
import { IdParam } from '../../schemas/website.js';
import { ServiceError } from '../../errors.js';
import {
  FileStore,
  UPLOAD_EXTENSIONS,
  extensionOf,
} from '../../services/infra/files.js';
import type { Blob } from '../../services/media/blob-store.js';
import { sendBlobAttachment } from '../common.js';
import { parseId } from './content.js';
import type { RouteApp } from '../lib/route-app.js';

const ItemParams = Type.Object({ itemId: IdParam });

const PUBLIC = { public: true } as const;

/**
 * Public downloads: a file is named by the id of a shown record item or product
 * item, never by a path; the stored path is then read from the blob store
 * like `/common/download/resource`.
 */
export default async function websiteFileRoutes(app: RouteApp) {
  const site = () => app.services.website;

  async function send(reply: FastifyReply, url: string, name: string) {
    const relative = FileStore.relativeOfResource(url);
    if (!relative || !UPLOAD_EXTENSIONS.includes(extensionOf(relative))) {
      throw new ServiceError(404, 'website.notFound');
    }
    let blob: Blob | undefined;
    try {
      blob = await app.blobs.get(relative);
    } catch {
      // A stored path that would leave the upload root.
    }
    if (!blob) throw new ServiceError(404, 'website.notFound');
    reply.header('Cache-Control', 'public, max-age=300');
    return sendBlobAttachment(reply, blob, name);
  }

  app.get(
    '/files/:itemId',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary: 'Download the file of a shown record item (downloads page)',
        params: ItemParams,
        response: { 200: AjaxResult },
      },
    },
    async (req, reply) => {
      const file = await site().recordFile(parseId(req.params.itemId));
      return send(reply, file.url, file.name);
    },
  );

  app.get(
    '/product-files/:itemId',
    {
      config: PUBLIC,
      schema: {
        tags: ['website'],
        summary: 'Download the file of a shown product item',
        params: ItemParams,
        response: { 200: AjaxResult },
      },
    },
    async (req, reply) => {
      const file = await site().productFile(parseId(req.params.itemId));
      return send(reply, file.url, file.name);
    },
  );
}
