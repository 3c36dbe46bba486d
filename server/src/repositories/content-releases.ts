/**
 * content_release and content_release_item: drafts (and items to take off
 * the site) that go live together at one time (docs/publishing.md).
 * `publish_at` is timestamptz; a release time typed in the site's time zone
 * is turned into it here (`$t::timestamp AT TIME ZONE $zone`). Instants are
 * answered as ISO text in UTC (`…Z`); the service shows them in the site's
 * zone. `now` parameters are ISO text, or null for the database's clock.
 */
import type { Queryable } from '../db/index.js';
import { ServiceError } from '../errors.js';
import type { Lists, PageResult } from './lib/lists.js';
import type { Page } from './lib/page.js';
import { SqlWhere } from './lib/sql-where.js';

export const RELEASE_STATUSES = [
  'open',
  'scheduled',
  'running',
  'done',
  'cancelled',
  'failed',
] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
export type ReleaseAction = 'publish' | 'unpublish';

export interface ReleaseItemRef {
  kind: string;
  itemId: number;
  action: ReleaseAction;
}

export interface ReleaseRow {
  releaseId: number;
  releaseName: string;
  /** ISO instant in UTC. */
  publishAt: string;
  status: ReleaseStatus;
  itemCount: number;
  ranAt: string | null;
  late: string;
  failReason: string | null;
  remark: string | null;
  version: number;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
}

/** What the runner claimed: the release and who put it in place. */
export interface ClaimedRelease {
  releaseId: number;
  releaseName: string;
  publishAt: string;
  late: string;
  by: string;
}

/** The writable fields; `publishAt` in the site's zone `timeZone`. */
export interface ReleaseFields {
  releaseName: string;
  publishAt: string;
  timeZone: string;
  remark: string | null;
}

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const NOW = 'coalesce($2::timestamptz, clock_timestamp())';

const COLUMNS = `r.release_id AS "releaseId", r.release_name AS "releaseName",
  ${iso('r.publish_at')} AS "publishAt", r.status,
  (SELECT count(*)::int FROM content_release_item i
    WHERE i.release_id = r.release_id) AS "itemCount",
  ${iso('r.ran_at')} AS "ranAt", r.late, r.fail_reason AS "failReason",
  r.remark, r.version, r.create_by AS "createBy", r.create_time AS "createTime",
  r.update_by AS "updateBy", r.update_time AS "updateTime"`;

/** Items in the order a release applies them: columns first, then by id. */
const ITEM_ORDER = `CASE kind WHEN 'navigation' THEN 0 WHEN 'navRecord' THEN 1
  WHEN 'record' THEN 2 WHEN 'recordItem' THEN 3 WHEN 'product' THEN 4
  ELSE 5 END, item_id`;

export class ReleaseRepository {
  constructor(
    private readonly db: Queryable,
    private readonly lists: Lists,
  ) {}

  /** Newest first; `status` filters. */
  list(
    status: string | undefined,
    page: Page,
  ): Promise<PageResult<ReleaseRow>> {
    return this.lists.page<ReleaseRow>(
      {
        columns: COLUMNS,
        from: 'content_release r',
        tables: ['content_release', 'content_release_item'],
        where: new SqlWhere().eq('r.status', status),
        orderBy: 'ORDER BY r.publish_at DESC, r.release_id DESC',
      },
      page,
    );
  }

  find(releaseId: number): Promise<ReleaseRow | undefined> {
    return this.db.one<ReleaseRow>(
      `SELECT ${COLUMNS} FROM content_release r WHERE r.release_id = $1`,
      [releaseId],
    );
  }

  /** The release, locked until the transaction ends (the runner waits). */
  findForUpdate(releaseId: number): Promise<ReleaseRow | undefined> {
    return this.db.one<ReleaseRow>(
      `SELECT ${COLUMNS} FROM content_release r WHERE r.release_id = $1
          FOR UPDATE`,
      [releaseId],
    );
  }

  async insert(f: ReleaseFields, by: string): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO content_release
         (release_name, publish_at, remark, create_by, update_by)
       VALUES ($1, $2::timestamp AT TIME ZONE $3, $4, $5, $5)
       RETURNING release_id AS id`,
      [f.releaseName, f.publishAt, f.timeZone, f.remark, by],
    );
    return row!.id;
  }

  /** Saves the fields; a release saved since `version` was loaded is refused. */
  async update(
    releaseId: number,
    version: number | null | undefined,
    f: ReleaseFields,
    by: string,
  ): Promise<void> {
    const row = await this.db.one(
      `UPDATE content_release
          SET release_name = $2, publish_at = $3::timestamp AT TIME ZONE $4,
              remark = $5, update_by = $6, update_time = localtimestamp(0),
              version = version + 1
        WHERE release_id = $1 AND ($7::int IS NULL OR version = $7)
        RETURNING version`,
      [
        releaseId,
        f.releaseName,
        f.publishAt,
        f.timeZone,
        f.remark,
        by,
        typeof version === 'number' ? version : null,
      ],
    );
    if (!row) throw new ServiceError(500, 'common.modifiedConcurrently');
  }

  items(releaseId: number): Promise<ReleaseItemRef[]> {
    return this.db.query<ReleaseItemRef>(
      `SELECT kind, item_id AS "itemId", action FROM content_release_item
        WHERE release_id = $1 ORDER BY ${ITEM_ORDER}`,
      [releaseId],
    );
  }

  /** Whether the item is (still) in the release. */
  async holds(
    releaseId: number,
    item: Pick<ReleaseItemRef, 'kind' | 'itemId'>,
  ): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM content_release_item
        WHERE release_id = $1 AND kind = $2 AND item_id = $3`,
      [releaseId, item.kind, item.itemId],
    );
    return row !== undefined;
  }

  async replaceItems(
    releaseId: number,
    items: readonly ReleaseItemRef[],
  ): Promise<void> {
    await this.db.query(
      'DELETE FROM content_release_item WHERE release_id = $1',
      [releaseId],
    );
    if (items.length === 0) return;
    await this.db.query(
      `INSERT INTO content_release_item (release_id, kind, item_id, action)
       SELECT $1, k, i, a
         FROM unnest($2::text[], $3::int[], $4::text[]) AS t(k, i, a)`,
      [
        releaseId,
        items.map((i) => i.kind),
        items.map((i) => i.itemId),
        items.map((i) => i.action),
      ],
    );
  }

  async setStatus(
    releaseId: number,
    status: ReleaseStatus,
    by: string,
  ): Promise<void> {
    await this.db.query(
      `UPDATE content_release SET status = $2, update_by = $3,
              update_time = localtimestamp(0), version = version + 1
        WHERE release_id = $1`,
      [releaseId, status, by],
    );
  }

  /** Drafts scheduled in the release go back to review. */
  async returnDrafts(releaseId: number): Promise<void> {
    await this.db.query(
      `UPDATE content_draft SET state = 'review', release_id = NULL
        WHERE release_id = $1 AND state = 'scheduled'`,
      [releaseId],
    );
  }

  async remove(releaseIds: readonly number[]): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM content_release WHERE release_id = ANY($1::int[])
       RETURNING release_id`,
      [releaseIds],
    );
    return rows.length;
  }

  /** Another open or scheduled release that holds the item. */
  pendingWith(
    kind: string,
    itemId: number,
    exceptId: number | null,
  ): Promise<{ releaseId: number; releaseName: string } | undefined> {
    return this.db.one(
      `SELECT r.release_id AS "releaseId", r.release_name AS "releaseName"
         FROM content_release_item i
         JOIN content_release r ON r.release_id = i.release_id
        WHERE i.kind = $1 AND i.item_id = $2
          AND r.status IN ('open', 'scheduled', 'running')
          AND r.release_id IS DISTINCT FROM $3::int
        LIMIT 1`,
      [kind, itemId, exceptId],
    );
  }

  /** Whether the release's time is not after `now`. */
  async isDue(releaseId: number, now: string | null): Promise<boolean> {
    const row = await this.db.one<{ due: boolean }>(
      `SELECT publish_at <= ${NOW} AS due FROM content_release
        WHERE release_id = $1`,
      [releaseId, now],
    );
    return row?.due ?? false;
  }

  /** Scheduled releases whose time has come, oldest time first. */
  async due(now: string | null): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT release_id AS id FROM content_release
        WHERE status = 'scheduled' AND publish_at <= coalesce($1::timestamptz, now())
        ORDER BY publish_at, release_id`,
      [now],
    );
    return rows.map((r) => r.id);
  }

  /** Milliseconds until the next scheduled release is due; null when none. */
  async msUntilNext(now: string | null): Promise<number | null> {
    const row = await this.db.one<{ ms: number | null }>(
      `SELECT (extract(epoch FROM min(publish_at)
                 - coalesce($1::timestamptz, clock_timestamp())) * 1000)::float8 AS ms
         FROM content_release WHERE status = 'scheduled'`,
      [now],
    );
    return row?.ms ?? null;
  }

  /**
   * Takes a due scheduled release for this run (running); undefined when it
   * is not due or another run has it. Late when it is more than
   * `lateAfterSeconds` past its time.
   */
  claim(
    releaseId: number,
    now: string | null,
    lateAfterSeconds: number,
  ): Promise<ClaimedRelease | undefined> {
    return this.db.one<ClaimedRelease>(
      `UPDATE content_release
          SET status = 'running',
              late = CASE WHEN publish_at < ${NOW}
                            - make_interval(secs => $3::float8)
                          THEN '1' ELSE '0' END
        WHERE release_id = $1 AND status = 'scheduled'
          AND publish_at <= coalesce($2::timestamptz, now())
        RETURNING release_id AS "releaseId", release_name AS "releaseName",
          ${iso('publish_at')} AS "publishAt", late,
          coalesce(nullif(update_by, ''), create_by) AS by`,
      [releaseId, now, lateAfterSeconds],
    );
  }

  /** A claimed release went live: done, with the time it ran. */
  async finish(releaseId: number, now: string | null): Promise<string> {
    const row = await this.db.one<{ ranAt: string }>(
      `UPDATE content_release SET status = 'done', ran_at = ${NOW},
              fail_reason = NULL
        WHERE release_id = $1 RETURNING ${iso('ran_at')} AS "ranAt"`,
      [releaseId, now],
    );
    return row!.ranAt;
  }

  /**
   * A due scheduled release whose run failed and was rolled back: failed,
   * with the reason; its drafts go back to review. Undefined when another
   * run has it meanwhile.
   */
  async fail(
    releaseId: number,
    now: string | null,
    reason: string,
  ): Promise<{ ranAt: string } | undefined> {
    const row = await this.db.one<{ ranAt: string }>(
      `UPDATE content_release SET status = 'failed', ran_at = ${NOW},
              fail_reason = $3
        WHERE release_id = $1 AND status = 'scheduled'
        RETURNING ${iso('ran_at')} AS "ranAt"`,
      [releaseId, now, reason],
    );
    if (row) await this.returnDrafts(releaseId);
    return row;
  }
}
