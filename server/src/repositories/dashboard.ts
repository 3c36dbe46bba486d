import type { Queryable } from '../db/index.js';
import { SqlWhere } from './lib/sql-where.js';

/**
 * Figures of the admin home (routes/dashboard.ts). Days are the database's
 * local dates (the same clock that stamps `localtimestamp(0)` on the rows);
 * a day without rows is a 0, not a gap.
 */
export interface EnquiryDay {
  date: string;
  total: number;
  handled: number;
}

/** How fast enquiries answered in the window were answered. */
export interface ResponseTime {
  /** Median hours from arrival to first answer (one decimal); null without any. */
  medianHours: number | null;
  /** How many enquiries the median is taken over. */
  answered: number;
}

export interface EnquiryFigures {
  /** Every enquiry kept, and how many of them are handled. */
  total: number;
  handled: number;
  /** Sent today. */
  today: number;
  days: EnquiryDay[];
  /** Over the enquiries first answered in the window's days. */
  responseTime: ResponseTime;
}

export interface ColumnCount {
  navId: number;
  navName: string;
  count: number;
}

export interface ColumnFigures {
  total: number;
  columns: ColumnCount[];
}

export interface SignInDay {
  date: string;
  success: number;
  failure: number;
}

export interface OperationFigures {
  /** Operations in the window, and today. */
  total: number;
  today: number;
  /** The busiest modules (operation log titles), then the rest as one sum. */
  modules: { title: string; count: number }[];
  otherModules: number;
  types: { businessType: number; count: number }[];
}

/** Adds the viewer's data scope to a where over `u` (sys_user, may be null). */
export type ScopeFilter = (where: SqlWhere) => Promise<void>;

/** How many modules the operations panel names before "others". */
export const TOP_MODULES = 8;

/** Rows of the log joined to their (live) user, for data scope. */
const LOGIN_FROM = `sys_logininfor l
  LEFT JOIN sys_user u ON u.user_name = l.user_name AND u.del_flag = '0'`;
const OPER_FROM = `sys_oper_log o
  LEFT JOIN sys_user u ON u.user_name = o.oper_name AND u.del_flag = '0'`;

/** `generate_series` of the last `n` days up to today, as `d.day`. */
function daysOf(where: SqlWhere, n: number): string {
  const p = where.param(n);
  return `generate_series((current_date - (${p}::int - 1))::timestamp,
    current_date::timestamp, interval '1 day') AS d(day)`;
}

/** The where's conditions joined with AND (`TRUE` without any). */
const conditions = (where: SqlWhere) =>
  where.isEmpty ? 'TRUE' : where.sql().replace(/^ WHERE /, '');

export class DashboardRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Enquiries per day and in all, within `scope` (a data-scope condition
   * over `c`, project_contact). Without one, from the day counts the
   * database keeps (project_contact_day, migration 0022): one small read at
   * any size; with one, counted from the enquiries in it (by create_time).
   */
  async enquiries(
    days: number,
    scope: SqlWhere = new SqlWhere(),
  ): Promise<EnquiryFigures> {
    const inScope = conditions(scope);
    const dayCounts = scope.isEmpty
      ? 'SELECT day, total, handled FROM project_contact_day'
      : `SELECT coalesce(c.create_time::date, DATE '1970-01-01') AS day,
                count(*) AS total, count(*) FILTER (WHERE c.handled = '1') AS handled
           FROM project_contact c WHERE ${inScope} GROUP BY 1`;
    const series = daysOf(scope, days);
    const since = scope.param(days);
    // The sums' row also carries the median response time of the enquiries
    // first answered in the window (one scan of those, by answered_time).
    const rows = await this.db.query<
      EnquiryDay & { all: boolean; median: number | null; answered: number }
    >(
      `WITH per_day AS (${dayCounts}),
       answered AS (
         SELECT percentile_cont(0.5) WITHIN GROUP (
                  ORDER BY extract(epoch FROM c.answered_time - c.create_time))
                  / 3600 AS median,
                count(*)::int AS answered
           FROM project_contact c
          WHERE c.answered_time >= current_date - (${since}::int - 1)
            AND ${inScope})
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
              coalesce(c.total, 0)::int AS total,
              coalesce(c.handled, 0)::int AS handled, false AS all,
              NULL::float8 AS median, 0 AS answered
         FROM ${series}
         LEFT JOIN per_day c ON c.day = d.day::date
       UNION ALL
       SELECT NULL, coalesce(sum(total), 0)::int, coalesce(sum(handled), 0)::int,
              true, (SELECT round(median::numeric, 1)::float8 FROM answered),
              (SELECT answered FROM answered)
         FROM per_day
       ORDER BY 4, 1`,
      scope.params,
    );
    const sums = rows.find((r) => r.all)!;
    const perDay = rows
      .filter((r) => !r.all)
      .map(({ date, total, handled }) => ({ date, total, handled }));
    return {
      total: sums.total,
      handled: sums.handled,
      today: perDay[perDay.length - 1]?.total ?? 0,
      days: perDay,
      responseTime: { medianHours: sums.median, answered: sums.answered },
    };
  }

  /**
   * Records per navigation column (live columns only, in menu order), of
   * the columns in `scope` (a condition over `n`, project_navigation).
   */
  records(scope?: SqlWhere): Promise<ColumnFigures> {
    return this.perColumn('project_record', scope);
  }

  /** Products per navigation column, of the columns in `scope`. */
  products(scope?: SqlWhere): Promise<ColumnFigures> {
    return this.perColumn('project_product', scope);
  }

  private async perColumn(
    table: 'project_record' | 'project_product',
    scope: SqlWhere = new SqlWhere(),
  ): Promise<ColumnFigures> {
    const columns = await this.db.query<ColumnCount>(
      `SELECT n.nav_id AS "navId", n.nav_name AS "navName",
              count(*)::int AS count
         FROM ${table} x
         JOIN project_navigation n ON n.nav_id = x.nav_id AND n.del_flag = '0'
        WHERE ${conditions(scope)}
        GROUP BY n.nav_id, n.nav_name, n.parent_id, n.order_num
        ORDER BY n.parent_id, n.order_num, n.nav_id`,
      scope.params,
    );
    return {
      total: columns.reduce((n, c) => n + c.count, 0),
      columns,
    };
  }

  /**
   * Sign-ins per day: successes (status 0, except the log's sign-out and
   * registration rows, whose messages are `notSignIn`) and failures.
   */
  async signIns(
    days: number,
    notSignIn: readonly string[],
    scope: ScopeFilter,
  ): Promise<SignInDay[]> {
    const where = new SqlWhere();
    const series = daysOf(where, days);
    const skip = where.param(notSignIn);
    await scope(where);
    return this.db.query<SignInDay>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
              count(l.info_id) FILTER (
                WHERE l.status = '0' AND l.msg <> ALL(${skip}::text[]))::int AS success,
              count(l.info_id) FILTER (WHERE l.status = '1')::int AS failure
         FROM ${series}
         LEFT JOIN (${LOGIN_FROM})
           ON l.login_time >= d.day AND l.login_time < d.day + interval '1 day'
          AND ${conditions(where)}
        GROUP BY d.day ORDER BY d.day`,
      where.params,
    );
  }

  /** Operations of the last `days` days per module and per business type. */
  async operations(
    days: number,
    scope: ScopeFilter,
  ): Promise<OperationFigures> {
    const where = new SqlWhere();
    const since = where.param(days);
    where.and(`o.oper_time >= current_date - (${since}::int - 1)`);
    await scope(where);
    // One scan: the window's sums, per module and per type (grouping sets).
    const groups = await this.db.query<{
      title: string | null;
      businessType: number | null;
      count: number;
      today: number;
      level: number;
    }>(
      `SELECT o.title, o.business_type AS "businessType",
              count(*)::int AS count,
              count(*) FILTER (WHERE o.oper_time >= current_date)::int AS today,
              GROUPING(o.title, o.business_type)::int AS level
         FROM ${OPER_FROM}${where.sql()}
        GROUP BY GROUPING SETS ((o.title), (o.business_type), ())
        ORDER BY count(*) DESC, o.title, o.business_type`,
      where.params,
    );
    // level: 1 = per title, 2 = per type, 3 = the sums
    const sums = groups.find((g) => g.level === 3) ?? { count: 0, today: 0 };
    const modules = groups
      .filter((g) => g.level === 1)
      .map((g) => ({ title: g.title!, count: g.count }));
    const types = groups
      .filter((g) => g.level === 2)
      .map((g) => ({ businessType: g.businessType!, count: g.count }));
    const top = modules.slice(0, TOP_MODULES);
    const others = modules.slice(TOP_MODULES);
    return {
      total: sums.count,
      today: sums.today,
      modules: top,
      otherModules: others.reduce((n, m) => n + m.count, 0),
      types,
    };
  }
}
