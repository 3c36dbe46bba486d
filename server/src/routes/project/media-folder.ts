/**
 * Folders of the media library `/project/media/folder` (docs/media.md): the
 * tree with each folder's count of files, add, rename or move, and delete
 * (refused while a folder holds files or folders). Names are unique under
 * one parent.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  MediaFolderAdd,
  MediaFolderEdit,
  MediaFolderNodeSchema,
  type MediaFolderNode,
} from '../../schemas/media.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const LOG_TITLE = 'Media folder';

export default async function mediaFolderRoutes(app: RouteApp) {
  const folders = app.repos.mediaFolders;
  const by = (req: FastifyRequest) => req.loginUser!.userName;

  /** The parent exists (or is the top level) and holds no folder of the name. */
  async function checkPlace(
    parentId: number,
    folderName: string,
    exceptId?: number,
  ) {
    if (parentId !== 0 && !(await folders.findById(parentId))) {
      throw new ServiceError(500, 'media.folderMissing');
    }
    if (await folders.isNameTaken(parentId, folderName, exceptId)) {
      throw new ServiceError(500, 'media.folderNameExists', {
        name: folderName,
      });
    }
  }

  app.get(
    '/project/media/folder/tree',
    {
      config: { permission: 'project:media:list' },
      schema: {
        response: { 200: AjaxData(Type.Array(MediaFolderNodeSchema)) },
      },
    },
    async (req) => {
      const rows = await folders.all();
      const nodes = new Map<number, MediaFolderNode>(
        rows.map((r) => [
          r.folderId,
          {
            id: r.folderId,
            label: r.folderName,
            parentId: r.parentId,
            count: r.count,
          },
        ]),
      );
      const roots: MediaFolderNode[] = [];
      for (const node of nodes.values()) {
        const parent = nodes.get(node.parentId);
        if (parent) (parent.children ??= []).push(node);
        else roots.push(node);
      }
      return { ...ok(req), data: roots };
    },
  );

  app.post(
    '/project/media/folder',
    {
      config: {
        permission: 'project:media:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: {
        body: MediaFolderAdd,
        response: { 200: AjaxData(Type.Integer()) },
      },
    },
    async function addMediaFolder(req) {
      const name = req.body.folderName.trim();
      await checkPlace(req.body.parentId, name);
      const id = await folders.insert(req.body.parentId, name, by(req));
      return { ...ok(req), data: id };
    },
  );

  app.put(
    '/project/media/folder',
    {
      config: {
        permission: 'project:media:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: MediaFolderEdit, response: { 200: AjaxResult } },
    },
    async function editMediaFolder(req) {
      const { folderId, parentId } = req.body;
      const name = req.body.folderName.trim();
      const current = await folders.findById(folderId);
      if (!current) throw new ServiceError(500, 'media.folderMissing');
      if (parentId !== 0 && (await folders.isWithin(parentId, folderId))) {
        throw new ServiceError(500, 'media.folderIntoItself', {
          name: current.folderName,
        });
      }
      await checkPlace(parentId, name, folderId);
      await folders.update(folderId, parentId, name, by(req));
      return ok(req);
    },
  );

  app.delete(
    '/project/media/folder/:folderId',
    {
      config: {
        permission: 'project:media:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ folderId: Type.Integer() }),
        response: { 200: AjaxResult },
      },
    },
    async function removeMediaFolder(req) {
      const folder = await folders.findById(req.params.folderId);
      if (!folder) throw new ServiceError(500, 'media.folderMissing');
      const held = await folders.contents(folder.folderId);
      if (held.files > 0 || held.folders > 0) {
        throw new ServiceError(500, 'media.folderNotEmpty', {
          name: folder.folderName,
          ...held,
        });
      }
      await folders.delete(folder.folderId);
      return ok(req);
    },
  );
}
