/**
 * Dashboard figures and charts (`GET /dashboard/panels`), under the viewer's
 * data scope. Signing in is enough to ask; each panel is answered only to a
 * viewer who holds the list permission of its area (otherwise it is absent,
 * not empty). Log panels are limited by the data scope of the viewer's roles
 * that hold that permission, through the user each row names; the enquiry
 * figures by the department of each enquiry's consulting item (or, for
 * "self only", its assignee), and the record and product figures by the
 * department owning each column, as their lists are. The enquiry panel's
 * response time is the median
 * over the enquiries first answered in its 30 days, against the target
 * `sys.contact.responseTargetHours`.
 */
import type { Static } from '@sinclair/typebox';
import { LANGUAGES, translate } from '../i18n/index.js';
import { SqlWhere } from '../repositories/lib/sql-where.js';
import { AjaxData } from '../schemas/common.js';
import { DashboardPanels, DashboardQuery } from '../schemas/dashboard.js';
import { contactTerm } from '../services/contact-terms.js';
import { CONTACT_SCOPE } from '../services/contacts/scope.js';
import type { ScopeColumns } from '../services/data-scope.js';
import { WRITTEN_OPER_TEXTS } from '../services/oper-titles.js';
import { hasPermi } from '../services/permission.js';
import { shownRow } from '../services/stored-text.js';
import type { LoginSession } from '../services/infra/session.js';
import type { RouteApp } from './lib/route-app.js';
import { CONTENT_SCOPE } from './project/content-access.js';

type Panels = Static<typeof DashboardPanels>;

/** The list permission that opens each panel. */
export const PANEL_PERMISSIONS = {
  enquiries: 'project:contacts:list',
  records: 'project:record:list',
  products: 'project:product:list',
  signIns: 'monitor:logininfor:list',
  operations: 'monitor:operlog:list',
} as const;

const ENQUIRY_DAYS = 30;
const OPERATION_DAYS = 30;
const DEFAULT_SIGN_IN_DAYS = 14;

/** Login-log messages of rows that are not sign-ins, in every language. */
const NOT_SIGN_IN = LANGUAGES.flatMap((lang) => [
  translate(lang, 'logout.success'),
  translate(lang, 'register.success'),
]);

/** Log rows joined to their user `u`: department and self columns. */
const LOG_SCOPE_COLS = { dept: 'u.dept_id', user: 'u.user_id' };

export default async function dashboardRoutes(app: RouteApp) {
  const repo = app.repos.dashboard;

  /** Adds the data scope of `user`'s roles holding `permission`. */
  const scopeFor =
    (user: LoginSession, permission: string) => (where: SqlWhere) =>
      app.services.dataScope.apply(where, { user, permission }, LOG_SCOPE_COLS);

  /** The data scope of `user`'s roles holding `panel`'s permission. */
  const scopeOf = async (
    user: LoginSession,
    panel: keyof typeof PANEL_PERMISSIONS,
    cols: ScopeColumns,
  ) => {
    const where = new SqlWhere();
    await app.services.dataScope.apply(
      where,
      { user, permission: PANEL_PERMISSIONS[panel] },
      cols,
    );
    return where;
  };

  app.get(
    '/dashboard/panels',
    {
      schema: {
        description:
          'Figures of the admin home. Login only; each panel needs its ' +
          "area's list permission: " +
          Object.entries(PANEL_PERMISSIONS)
            .map(([panel, perm]) => `${panel} ${perm}`)
            .join(', '),
        querystring: DashboardQuery,
        response: { 200: AjaxData(DashboardPanels) },
      },
    },
    async (req) => {
      const user = req.loginUser!;
      // Fresh permissions: a role edit applies at once (as for every route).
      const perms = await app.services.permissions.permissionsOf(user.userId);
      const may = (panel: keyof typeof PANEL_PERMISSIONS) =>
        hasPermi(perms, PANEL_PERMISSIONS[panel]);
      const signInDays =
        Number(req.query.signInDays || 0) || DEFAULT_SIGN_IN_DAYS;

      // One query set: the panels' reads go out together (PostgreSQL runs
      // them side by side; PGlite one after the other, each a small read).
      const [enquiries, records, products, signIns, operations] =
        await Promise.all([
          may('enquiries')
            ? scopeOf(user, 'enquiries', CONTACT_SCOPE).then((scope) =>
                repo.enquiries(ENQUIRY_DAYS, scope),
              )
            : undefined,
          may('records')
            ? scopeOf(user, 'records', CONTENT_SCOPE).then((scope) =>
                repo.records(scope),
              )
            : undefined,
          may('products')
            ? scopeOf(user, 'products', CONTENT_SCOPE).then((scope) =>
                repo.products(scope),
              )
            : undefined,
          may('signIns')
            ? repo.signIns(
                signInDays,
                NOT_SIGN_IN,
                scopeFor(user, PANEL_PERMISSIONS.signIns),
              )
            : undefined,
          may('operations')
            ? repo.operations(
                OPERATION_DAYS,
                scopeFor(user, PANEL_PERMISSIONS.operations),
              )
            : undefined,
        ]);
      const data: Panels = {};
      if (enquiries) {
        const targetHours = await contactTerm(
          app.services.config,
          'responseTargetHours',
        );
        data.enquiries = {
          ...enquiries,
          responseTime: {
            ...enquiries.responseTime,
            targetHours,
            days: ENQUIRY_DAYS,
          },
        };
      }
      if (records) data.records = records;
      if (products) data.products = products;
      if (signIns) {
        const today = signIns[signIns.length - 1];
        data.signIns = {
          success: signIns.reduce((n, d) => n + d.success, 0),
          failure: signIns.reduce((n, d) => n + d.failure, 0),
          todaySuccess: today.success,
          todayFailure: today.failure,
          days: signIns,
        };
      }
      if (operations) {
        // Module titles are stored as the routes name them (English): shown
        // in the reader's language, as the operation log shows them.
        const modules = operations.modules.map((m) =>
          shownRow<typeof m & { textKeys?: null }>(
            m,
            req.lang(),
            WRITTEN_OPER_TEXTS,
          ),
        );
        data.operations = { ...operations, modules, days: OPERATION_DAYS };
      }
      return { code: 200, msg: req.t('common.querySuccess'), data };
    },
  );
}
