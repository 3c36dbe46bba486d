import type { Queryable } from '../db/index.js';

/** What a recount found and did. */
export interface RecountResult {
  records: number;
  views: number;
  /** Records whose total did not match their counted views and was set again. */
  repaired: number;
  /** Log rows older than the kept days, folded into views_counted. */
  folded: number;
  topTitle: string | null;
  topViews: number;
}

/**
 * The public site's record views: a log row per view beside the running total
 * (project_record.total_views), and the recount that rebuilds every total from
 * views_counted plus the log (migration 0015).
 */
export class RecordViewRepository {
  constructor(private readonly db: Queryable) {}

  /** One more view of a published record: logged and added to its total at once. */
  async add(recordId: number): Promise<void> {
    await this.db.query(
      `WITH seen AS (
         INSERT INTO project_record_view (record_id)
         SELECT record_id FROM project_record WHERE record_id = $1
         RETURNING record_id)
       UPDATE project_record SET total_views = total_views + 1
        WHERE record_id IN (SELECT record_id FROM seen)`,
      [recordId],
    );
  }

  /**
   * Folds log rows older than `keepDays` into views_counted, then sets every
   * total to views_counted plus its remaining log rows. Run it in a
   * transaction: it first takes the log in SHARE mode, so views made while it
   * runs wait (they would otherwise add to a total it is about to set from a
   * log read without them) and views made before are all in what it reads.
   */
  async recount(keepDays: number): Promise<RecountResult> {
    await this.db.query('LOCK TABLE project_record_view IN SHARE MODE');
    const folded = await this.db.one<{ n: number }>(
      `WITH gone AS (
           DELETE FROM project_record_view
            WHERE view_time < localtimestamp(0) - make_interval(days => $1)
           RETURNING record_id),
         per AS (SELECT record_id, count(*)::int AS n FROM gone GROUP BY record_id),
         moved AS (
           UPDATE project_record r SET views_counted = r.views_counted + per.n
             FROM per WHERE r.record_id = per.record_id RETURNING per.n)
         SELECT coalesce(sum(n), 0)::int AS n FROM moved`,
      [keepDays],
    );
    const repaired = await this.db.one<{ n: number }>(
      `WITH logged AS (
           SELECT record_id, count(*)::int AS n FROM project_record_view
            GROUP BY record_id),
         fixed AS (
           UPDATE project_record r
              SET total_views = r.views_counted + coalesce(l.n, 0)
             FROM project_record s LEFT JOIN logged l USING (record_id)
            WHERE r.record_id = s.record_id
              AND r.total_views <> r.views_counted + coalesce(l.n, 0)
           RETURNING 1)
         SELECT count(*)::int AS n FROM fixed`,
    );
    const sums = await this.db.one<{
      records: number;
      views: number;
      topTitle: string | null;
      topViews: number | null;
    }>(
      `SELECT count(*)::int AS records,
                coalesce(sum(total_views), 0)::int AS views,
                (SELECT title FROM project_record
                  ORDER BY total_views DESC, record_id LIMIT 1) AS "topTitle",
                max(total_views)::int AS "topViews"
           FROM project_record`,
    );
    return {
      records: sums?.records ?? 0,
      views: sums?.views ?? 0,
      repaired: repaired?.n ?? 0,
      folded: folded?.n ?? 0,
      topTitle: sums?.topTitle ?? null,
      topViews: sums?.topViews ?? 0,
    };
  }
}
