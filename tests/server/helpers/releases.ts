/**
 * Releases in server tests: drafts of several kinds to put in them, release
 * times in the site's zone, and a runner on the test's own clock.
 */
import type { FastifyInstance } from 'fastify';
import { ReleaseRunner } from '../../../server/src/services/publishing/release-runner.js';
import { formatSiteTime } from '../../../server/src/services/publishing/site-time.js';
import type { Api } from './api.js';

export const SITE_ZONE = 'Asia/Tokyo';

/** An instant (epoch ms) as a release time in the site's zone. */
export const siteTime = (ms: number) => formatSiteTime(new Date(ms), SITE_ZONE);

/** The next whole second at least `ms` from now (release times have no fraction). */
export const secondsAhead = (ms: number) =>
  Math.ceil((Date.now() + ms) / 1000) * 1000;

function expectOk(res: { code: number }, what: string) {
  if (res.code !== 200) throw new Error(`${what}: ${JSON.stringify(res)}`);
}

/** A new record (a draft) in the news column; its id. */
export async function newRecord(
  app: FastifyInstance,
  client: Api,
  title: string,
): Promise<number> {
  expectOk(
    await client.post('/project/record', {
      navId: 5,
      title,
      subtitle: 'News',
      summary: `${title} summary`,
      content: `<p>${title}</p>`,
      contentBlocks: [],
      mainImage: '',
      pinned: '0',
      displayType: '1',
      jumpLink: '',
      orderNum: 1,
      status: '0',
    }),
    'add record',
  );
  const row = await app.db.one<{ id: number }>(
    'SELECT record_id AS id FROM project_record WHERE title = $1',
    [title],
  );
  return row!.id;
}

/** A new product (a draft) in the products column; its id. */
export async function newProduct(
  app: FastifyInstance,
  client: Api,
  name: string,
): Promise<number> {
  expectOk(
    await client.post('/project/product', {
      navId: 11,
      productName: name,
      subtitle: 'Office shredder',
      size: 'W300×D200×H500mm',
      contentBlock: '<p>Quiet shredder.</p>',
      keyPoints: 'Quiet',
      mainImage: '',
      images: '',
      pinned: '0',
      isNew: '1',
      orderNum: 9,
      status: '0',
    }),
    'add product',
  );
  const row = await app.db.one<{ id: number }>(
    'SELECT product_id AS id FROM project_product WHERE product_name = $1',
    [name],
  );
  return row!.id;
}

/** Saves a new name for a published column (a draft of the change). */
export async function renameColumn(client: Api, navId: number, name: string) {
  const { data } = await client.get(`/project/navigation/${navId}`);
  expectOk(
    await client.put('/project/navigation', { ...data, navName: name }),
    'rename column',
  );
}

export async function submit(client: Api, kind: string, id: number) {
  expectOk(
    await client.post('/project/content/submit', { kind, id }),
    'submit',
  );
}

export interface Item {
  kind: string;
  itemId: number;
  action?: 'publish' | 'unpublish';
}

/** Adds a release at `at` (epoch ms) and schedules it; its id. */
export async function scheduledRelease(
  client: Api,
  name: string,
  at: number,
  items: Item[],
): Promise<number> {
  const added = await client.post('/project/release', {
    releaseName: name,
    publishAt: siteTime(at),
    items: items.map((i) => ({ action: 'publish', ...i })),
  });
  expectOk(added, 'add release');
  expectOk(
    await client.put(`/project/release/schedule/${added.data}`),
    'schedule release',
  );
  return added.data as number;
}

/** A runner over the app's database on the clock `now` (default: the database's). */
export function runnerOf(app: FastifyInstance, now?: () => Date) {
  return new ReleaseRunner({
    repos: app.repos,
    db: app.db,
    timeZone: async () => SITE_ZONE,
    log: app.log,
    now,
  });
}

/** The release's status and facts as stored. */
export function releaseRow(app: FastifyInstance, id: number) {
  return app.db.one<{
    status: string;
    late: string;
    failReason: string | null;
    ranAt: Date | null;
    publishAt: Date;
  }>(
    `SELECT status, late, fail_reason AS "failReason", ran_at AS "ranAt",
            publish_at AS "publishAt"
       FROM content_release WHERE release_id = $1`,
    [id],
  );
}

/** The draft's state and release, or undefined when there is no draft. */
export function draftOf(app: FastifyInstance, kind: string, id: number) {
  return app.db.one<{ state: string; releaseId: number | null }>(
    `SELECT state, release_id AS "releaseId" FROM content_draft
      WHERE kind = $1 AND item_id = $2`,
    [kind, id],
  );
}
