/** msw handler for GET /dashboard/panels: the panels the account may see. */
import { http, HttpResponse } from 'msw';
import type { DashboardPanels } from '../../src/api/dashboard';
import { accountOf, unauthorized } from './shared';

/** `n` days up to 2024-03-30, oldest first. */
const days = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(2024, 2, 30 - (n - 1 - i)));
    return d.toISOString().slice(0, 10);
  });

/** Fixed figures: a few enquiries and sign-ins on known days. */
export function panelsFixture(signInDays = 14): Required<DashboardPanels> {
  return {
    enquiries: {
      total: 5,
      handled: 2,
      today: 1,
      days: days(30).map((date, i) => ({
        date,
        total: i === 29 ? 1 : i === 27 ? 3 : 0,
        handled: i === 27 ? 2 : 0,
      })),
      responseTime: {
        medianHours: 18.5,
        answered: 2,
        targetHours: 72,
        days: 30,
      },
    },
    records: {
      total: 4,
      columns: [
        { navId: 5, navName: 'News', count: 3 },
        { navId: 9, navName: 'Web', count: 1 },
      ],
    },
    products: {
      total: 2,
      columns: [{ navId: 11, navName: 'Equipment', count: 2 }],
    },
    signIns: {
      success: 3,
      failure: 1,
      todaySuccess: 2,
      todayFailure: 1,
      days: days(signInDays).map((date, i) => ({
        date,
        success: i === signInDays - 1 ? 2 : i === 0 ? 1 : 0,
        failure: i === signInDays - 1 ? 1 : 0,
      })),
    },
    operations: {
      total: 4,
      today: 1,
      days: 30,
      modules: [
        { title: 'Post', count: 3 },
        { title: 'Notice', count: 1 },
      ],
      otherModules: 0,
      types: [
        { businessType: 1, count: 3 },
        { businessType: 3, count: 1 },
      ],
    },
  };
}

const PERMISSIONS: Record<keyof DashboardPanels, string> = {
  enquiries: 'project:contacts:list',
  records: 'project:record:list',
  products: 'project:product:list',
  signIns: 'monitor:logininfor:list',
  operations: 'monitor:operlog:list',
};

export const dashboardHandlers = [
  http.get('*/dashboard/panels', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const url = new URL(request.url);
    const all = panelsFixture(Number(url.searchParams.get('signInDays')) || 14);
    const may = (perm: string) =>
      account.permissions.includes('*:*:*') ||
      account.permissions.includes(perm);
    const data = Object.fromEntries(
      Object.entries(all).filter(([panel]) =>
        may(PERMISSIONS[panel as keyof DashboardPanels]),
      ),
    );
    return HttpResponse.json({ code: 200, msg: 'Query successful', data });
  }),
];
