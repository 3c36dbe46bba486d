/**
 * Folders of the media library (`media_folder`): a tree by `parent_id`
 * (0: top level), names unique under one parent.
 */
import type { Queryable } from '../db/index.js';
import { isTaken } from './lib/writes.js';

export interface MediaFolderRow {
  folderId: number;
  parentId: number;
  folderName: string;
  /** Files directly in the folder (avatars are not listed). */
  count: number;
}

export class MediaFolderRepository {
  constructor(private readonly db: Queryable) {}

  /** Every folder with how many files it holds, by order then name. */
  all(): Promise<MediaFolderRow[]> {
    return this.db.query<MediaFolderRow>(
      `SELECT d.folder_id AS "folderId", d.parent_id AS "parentId",
              d.folder_name AS "folderName",
              (SELECT count(*)::int FROM media_file f
                WHERE f.folder_id = d.folder_id AND f.source <> 'avatar') AS count
         FROM media_folder d ORDER BY d.order_num, d.folder_name, d.folder_id`,
    );
  }

  findById(
    folderId: number,
  ): Promise<Omit<MediaFolderRow, 'count'> | undefined> {
    return this.db.one(
      `SELECT folder_id AS "folderId", parent_id AS "parentId",
              folder_name AS "folderName"
         FROM media_folder WHERE folder_id = $1`,
      [folderId],
    );
  }

  /** Another folder under `parentId` already has the name. */
  isNameTaken(
    parentId: number,
    name: string,
    exceptId?: number,
  ): Promise<boolean> {
    return isTaken(this.db, {
      table: 'media_folder',
      column: 'folder_name',
      value: name,
      idColumn: 'folder_id',
      exceptId,
      within: { parent_id: parentId },
    });
  }

  /** `folderId` is `ancestorId` or lies somewhere below it. */
  async isWithin(folderId: number, ancestorId: number): Promise<boolean> {
    const row = await this.db.one(
      `WITH RECURSIVE up AS (
         SELECT folder_id, parent_id FROM media_folder WHERE folder_id = $1
         UNION
         SELECT d.folder_id, d.parent_id FROM media_folder d
           JOIN up ON d.folder_id = up.parent_id)
       SELECT 1 FROM up WHERE folder_id = $2`,
      [folderId, ancestorId],
    );
    return row !== undefined;
  }

  /** Files (of any source) and folders directly inside. */
  async contents(
    folderId: number,
  ): Promise<{ files: number; folders: number }> {
    const row = await this.db.one<{ files: number; folders: number }>(
      `SELECT (SELECT count(*)::int FROM media_file WHERE folder_id = $1) AS files,
              (SELECT count(*)::int FROM media_folder WHERE parent_id = $1) AS folders`,
      [folderId],
    );
    return row ?? { files: 0, folders: 0 };
  }

  async insert(
    parentId: number,
    folderName: string,
    createBy: string,
  ): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO media_folder (parent_id, folder_name, create_by)
       VALUES ($1, $2, $3) RETURNING folder_id AS id`,
      [parentId, folderName, createBy],
    );
    return row!.id;
  }

  async update(
    folderId: number,
    parentId: number,
    folderName: string,
    updateBy: string,
  ): Promise<number> {
    const rows = await this.db.query(
      `UPDATE media_folder SET parent_id = $2, folder_name = $3, update_by = $4,
              update_time = localtimestamp(0)
        WHERE folder_id = $1 RETURNING folder_id`,
      [folderId, parentId, folderName, updateBy],
    );
    return rows.length;
  }

  async delete(folderId: number): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM media_folder WHERE folder_id = $1 RETURNING folder_id',
      [folderId],
    );
    return rows.length;
  }
}
