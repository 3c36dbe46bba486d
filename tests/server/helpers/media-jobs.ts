/**
 * Media processing jobs as an upload leaves them (docs/media.md, Upload):
 * the original in the blob store under its stable key, a media_file row
 * (pending), its version and a queued media_job, written together.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface QueuedImage {
  mediaId: number;
  version: number;
  key: string;
}

export interface JobRow {
  status: string;
  attempts: number;
  lastError: string | null;
}

export interface FileState {
  processState: string;
  processError: string | null;
}

/** Stores `data` as an image's version 1 and queues its job (not waking any worker). */
export async function queueImage(
  app: FastifyInstance,
  data: Buffer,
  opts: { ext?: string; storeBytes?: boolean } = {},
): Promise<QueuedImage> {
  const ext = opts.ext ?? 'jpg';
  const key = `upload/test/${randomBytes(8).toString('hex')}.${ext}`;
  if (opts.storeBytes !== false) {
    await app.blobs.put(key, data, `image/${ext === 'jpg' ? 'jpeg' : ext}`);
  }
  const sha256 = createHash('sha256').update(data).digest('hex');
  const mediaId = await app.db.transaction(async (tx) => {
    const row = await tx.one<{ id: number }>(
      `INSERT INTO media_file (url, file_name, original_name, ext, mime,
         media_type, size, process_state)
       VALUES ($1, $2, $2, $3, $4, 'image', $5, 'pending')
       RETURNING media_id AS id`,
      [
        `/profile/${key}`,
        key.split('/').pop(),
        ext,
        `image/${ext}`,
        data.length,
      ],
    );
    await tx.query(
      `INSERT INTO media_version (media_id, version, storage_key, size, sha256)
       VALUES ($1, 1, $2, $3, $4)`,
      [row!.id, key, data.length, sha256],
    );
    await tx.query('INSERT INTO media_job (media_id, version) VALUES ($1, 1)', [
      row!.id,
    ]);
    return row!.id;
  });
  return { mediaId, version: 1, key };
}

/** Drops the jobs already queued (the files the start-up import registered): tests see their own only. */
export async function clearQueue(app: FastifyInstance): Promise<void> {
  await app.db.query('DELETE FROM media_job');
}

export async function jobOf(
  app: FastifyInstance,
  mediaId: number,
): Promise<JobRow> {
  const row = await app.db.one<JobRow>(
    `SELECT status, attempts, last_error AS "lastError"
       FROM media_job WHERE media_id = $1`,
    [mediaId],
  );
  return row!;
}

export async function fileStateOf(
  app: FastifyInstance,
  mediaId: number,
): Promise<FileState> {
  const row = await app.db.one<FileState>(
    `SELECT process_state AS "processState", process_error AS "processError"
       FROM media_file WHERE media_id = $1`,
    [mediaId],
  );
  return row!;
}

/** Waits until the file's processing has ended (ready or failed). */
export async function waitProcessed(
  app: FastifyInstance,
  mediaId: number,
  timeoutMs = 60_000,
): Promise<FileState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await fileStateOf(app, mediaId);
    if (state.processState === 'ready' || state.processState === 'failed') {
      return state;
    }
    if (Date.now() > until) {
      throw new Error(`media ${mediaId} still ${state.processState}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
