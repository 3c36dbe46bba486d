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

export interface EnquiryFigures {
  /** Every enquiry kept, and how many of them are handled. */
  total: number;
  handled: number;
  /** Sent today. */
  today: number;
  days: EnquiryDay[];
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

  async enquiries(days: number): Promise<EnquiryFigures> {
    const where = new SqlWhere();
    const series = daysOf(where, days);
    const [perDay, sums] = await Promise.all([
      this.db.query<EnquiryDay>(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
                count(c.contact_id)::int AS total,
                count(c.contact_id) FILTER (WHERE c.handled = '1')::int AS handled
           FROM ${series}
           LEFT JOIN project_contact c
             ON c.create_time >= d.day AND c.create_time < d.day + interval '1 day'
          GROUP BY d.day ORDER BY d.day`,
        where.params,
      ),
      this.db.one<Omit<EnquiryFigures, 'days'>>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE handled = '1')::int AS handled,
                count(*) FILTER (WHERE create_time >= current_date)::int AS today
           FROM project_contact`,
      ),
    ]);
    return { ...sums!, days: perDay };
  }

  /** Records per navigation column (live columns only, in menu order). */
  records(): Promise<ColumnFigures> {
    return this.perColumn('project_record');
  }

  /** Products per navigation column. */
  products(): Promise<ColumnFigures> {
    return this.perColumn('project_product');
  }

  private async perColumn(
    table: 'project_record' | 'project_product',
  ): Promise<ColumnFigures> {
    const columns = await this.db.query<ColumnCount>(
      `SELECT n.nav_id AS "navId", n.nav_name AS "navName",
              count(*)::int AS count
         FROM ${table} x
         JOIN project_navigation n ON n.nav_id = x.nav_id AND n.del_flag = '0'
        GROUP BY n.nav_id, n.nav_name, n.parent_id, n.order_num
        ORDER BY n.parent_id, n.order_num, n.nav_id`,
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
    const [sums, modules, types] = await Promise.all([
      this.db.one<{ total: number; today: number }>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE o.oper_time >= current_date)::int AS today
           FROM ${OPER_FROM}${where.sql()}`,
        where.params,
      ),
      this.db.query<{ title: string; count: number }>(
        `SELECT o.title, count(*)::int AS count
           FROM ${OPER_FROM}${where.sql()}
          GROUP BY o.title ORDER BY count(*) DESC, o.title`,
        where.params,
      ),
      this.db.query<{ businessType: number; count: number }>(
        `SELECT o.business_type AS "businessType", count(*)::int AS count
           FROM ${OPER_FROM}${where.sql()}
          GROUP BY o.business_type ORDER BY count(*) DESC, o.business_type`,
        where.params,
      ),
    ]);
    const top = modules.slice(0, TOP_MODULES);
    const others = modules.slice(TOP_MODULES);
    return {
      total: sums!.total,
      today: sums!.today,
      modules: top,
      otherModules: others.reduce((n, m) => n + m.count, 0),
      types,
    };
  }
}
