/**
 * msw handlers for /project/navigation and /project/navRecord over their
 * models (../model), and the models of the contacts (their handlers:
 * ./project-contacts), with the guard and paging both use.
 */
import { http, HttpResponse } from 'msw';
import type { ContactEvent, ProjectContact } from '../../src/types/contact';
import type { ProjectNavRecord } from '../../src/types/nav-record';
import type { ProjectNavigation } from '../../src/types/navigation';
import { Model } from '../model';
import { accountOf, fail, ok, unauthorized } from './shared';
import { DEPT_TREE } from './system-user';

const NAV_SEED: ProjectNavigation[] = [
  [1, 0, 'Home', 'HOME', '2', 'home', '1', 1],
  [2, 0, 'Company', 'COMPANY', '2', 'company', '1', 2],
  [3, 0, 'News', 'NEWS', '1', 'informations', '1', 3],
  [4, 2, 'Profile', 'PROFILE', '2', 'company', '1', 1],
  [5, 2, 'History', 'HISTORY', '2', 'company', '1', 2],
  [6, 3, 'Downloads', 'DOWNLOADS', '1', 'downloads', '0', 1],
].map(([navId, parentId, navName, enName, navType, cat, show, order]) => ({
  navId: navId as number,
  parentId: parentId as number,
  ancestors: parentId === 0 ? '0' : `0,${parentId}`,
  navName: navName as string,
  mainName: navName as string,
  enName: enName as string,
  link: '',
  mainImage: '',
  navType: navType as string,
  recordCategory: cat as string,
  showInNav: show as string,
  orderNum: order as number,
  status: '0',
  createTime: '2024-01-01 10:00:00',
  version: 0,
}));

const NAV_RECORD_SEED: ProjectNavRecord[] = [
  { navRecordId: 1, navId: 4, title: 'Company profile', orderNum: 1 },
  { navRecordId: 2, navId: 5, title: 'Our history', orderNum: 1 },
  { navRecordId: 3, navId: 1, title: 'About us', orderNum: 1 },
].map((r) => ({
  ...r,
  subtitle: '',
  content: `<p>${r.title}</p>`,
  image: '',
  status: '0',
  createTime: '2024-01-02 10:00:00',
  version: 0,
}));

const visitor = (
  contactId: number,
  companyName: string,
  contactName: string,
  nameReading: string,
  createTime: string,
  handled = '0',
): ProjectContact => ({
  contactId,
  companyName,
  contactName,
  nameReading,
  applicant: '',
  phone: '03-1234-5678',
  email: `${nameReading.toLowerCase()}@example.jp`,
  address: 'Tokyo',
  postalCode: '100-0005',
  consultingItem: 'Products',
  consultingContent: `Question from ${contactName}: please send a quote.`,
  handled,
  remark: null,
  ip: '10.0.0.1',
  status: handled === '1' ? 'answered' : 'new',
  assigneeId: null,
  assigneeName: null,
  itemId: 1,
  deptId: 100,
  answeredTime: handled === '1' ? createTime : null,
  createTime,
  updateBy: '',
  updateTime: null,
  version: 0,
});

const CONTACT_SEED: ProjectContact[] = [
  visitor(3, 'Acme Ltd', 'Hanako Sato', 'SATO', '2025-03-01 09:00:00'),
  visitor(2, 'Globex', 'Taro Yamada', 'YAMADA', '2025-02-01 09:00:00', '1'),
  visitor(1, 'Initech', 'Jiro Furukawa', 'FURUKAWA', '2025-01-01 09:00:00'),
];

export const projectNavDb = {
  navigation: new Model<ProjectNavigation, 'navId'>('navId', () =>
    NAV_SEED.map((n) => ({ ...n })),
  ),
  navRecords: new Model<ProjectNavRecord, 'navRecordId'>('navRecordId', () =>
    NAV_RECORD_SEED.map((r) => ({ ...r })),
  ),
  contacts: new Model<ProjectContact, 'contactId'>('contactId', () =>
    CONTACT_SEED.map((c) => ({ ...c })),
  ),
  /** The enquiries' histories (./project-contacts). */
  contactEvents: new Model<ContactEvent & { contactId: number }, 'eventId'>(
    'eventId',
    () =>
      CONTACT_SEED.map((c) => ({
        eventId: c.contactId,
        contactId: c.contactId,
        kind: 'received' as const,
        body: '',
        status: null,
        assigneeId: null,
        assigneeName: null,
        mailId: null,
        mailStatus: null,
        createBy: '',
        createTime: c.createTime ?? null,
      })),
  ),
};

export function resetProjectNavMock(): void {
  projectNavDb.navigation.reset();
  projectNavDb.navRecords.reset();
  projectNavDb.contacts.reset();
  projectNavDb.contactEvents.reset();
}

export function guard(request: Request, perm: string) {
  const account = accountOf(request);
  if (!account) return unauthorized(request);
  const perms = account.permissions;
  if (!perms.includes('*:*:*') && !perms.includes(perm)) {
    return fail(403, 'No permission, please contact the administrator');
  }
  return null;
}

export const contains = (v: string | undefined, q: string | null) =>
  !q || (v ?? '').includes(q);

export const XLSX = () =>
  new HttpResponse(new Blob(['xlsx']), {
    headers: {
      'Content-Type':
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  });

export function paged<T>(rows: T[], q: URLSearchParams) {
  const pageNum = Number(q.get('pageNum') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 10);
  return ok({
    rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
  });
}

const navSorted = () =>
  [...projectNavDb.navigation.rows].sort(
    (a, b) =>
      a.parentId - b.parentId || a.orderNum - b.orderNum || a.navId! - b.navId!,
  );

const navigationHandlers = [
  http.get('*/project/navigation/deptTree', ({ request }) => {
    const denied =
      guard(request, 'project:navigation:add') &&
      guard(request, 'project:navigation:edit');
    if (denied) return denied;
    return ok({ data: DEPT_TREE });
  }),
  http.get('*/project/navigation/list', ({ request }) => {
    const denied = guard(request, 'project:navigation:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const data = navSorted().filter(
      (n) =>
        contains(n.navName, q.get('navName')) &&
        (!q.get('navType') || n.navType === q.get('navType')) &&
        (!q.get('status') || n.status === q.get('status')),
    );
    return ok({ data });
  }),
  http.post('*/project/navigation/export', ({ request }) => {
    return guard(request, 'project:navigation:export') ?? XLSX();
  }),
  http.get('*/project/navigation/:id', ({ request, params }) => {
    const denied = guard(request, 'project:navigation:query');
    if (denied) return denied;
    const n = projectNavDb.navigation.rows.find(
      (r) => r.navId === Number(params.id),
    );
    if (!n) return fail(500, 'The record does not exist or has been deleted');
    const parent = projectNavDb.navigation.rows.find(
      (r) => r.navId === n.parentId,
    );
    return ok({ data: { ...n, parentName: parent?.navName ?? null } });
  }),
  http.post('*/project/navigation', async ({ request }) => {
    const denied = guard(request, 'project:navigation:add');
    if (denied) return denied;
    const body = (await request.json()) as ProjectNavigation;
    const parent = projectNavDb.navigation.rows.find(
      (r) => r.navId === body.parentId,
    );
    projectNavDb.navigation.create({
      ...body,
      ancestors: parent ? `${parent.ancestors},${parent.navId}` : '0',
      createTime: '2025-05-05 10:00:00',
      version: 0,
    });
    return ok();
  }),
  http.put('*/project/navigation/move', async ({ request }) => {
    const denied = guard(request, 'project:navigation:edit');
    if (denied) return denied;
    const { navId, direction } = (await request.json()) as {
      navId: number;
      direction: 'up' | 'down';
    };
    const me = projectNavDb.navigation.rows.find((n) => n.navId === navId)!;
    const sibs = navSorted().filter((n) => n.parentId === me.parentId);
    const i = sibs.indexOf(me);
    const j = direction === 'up' ? i - 1 : i + 1;
    if (j >= 0 && j < sibs.length) {
      [sibs[i], sibs[j]] = [sibs[j], sibs[i]];
      sibs.forEach((s, k) => (s.orderNum = k + 1));
    }
    return ok();
  }),
  http.put('*/project/navigation', async ({ request }) => {
    const denied = guard(request, 'project:navigation:edit');
    if (denied) return denied;
    const body = (await request.json()) as ProjectNavigation;
    const i = projectNavDb.navigation.rows.findIndex(
      (n) => n.navId === body.navId,
    );
    if (i < 0)
      return fail(500, 'The record does not exist or has been deleted');
    if (body.version !== projectNavDb.navigation.rows[i].version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    projectNavDb.navigation.rows[i] = { ...body, version: body.version! + 1 };
    return ok();
  }),
  http.delete('*/project/navigation/:ids', ({ request, params }) => {
    const denied = guard(request, 'project:navigation:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    for (const id of ids) {
      const n = projectNavDb.navigation.rows.find((r) => r.navId === id)!;
      if (projectNavDb.navigation.rows.some((c) => c.parentId === id)) {
        return fail(
          601,
          `'${n.navName}' has sub-entries and cannot be deleted; delete or move them first`,
        );
      }
    }
    projectNavDb.navigation.rows = projectNavDb.navigation.rows.filter(
      (n) => !ids.includes(n.navId!),
    );
    return ok();
  }),
];

const navRecordHandlers = [
  http.get('*/project/navRecord/list', ({ request }) => {
    const denied = guard(request, 'project:navRecord:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const rows = projectNavDb.navRecords.rows
      .filter(
        (r) =>
          contains(r.title, q.get('title')) &&
          (!q.get('navId') || r.navId === Number(q.get('navId'))),
      )
      .map((r) => ({
        ...r,
        navName:
          projectNavDb.navigation.rows.find((n) => n.navId === r.navId)
            ?.navName ?? null,
      }));
    return paged(rows, q);
  }),
  http.post('*/project/navRecord/export', ({ request }) => {
    return guard(request, 'project:navRecord:export') ?? XLSX();
  }),
  http.get('*/project/navRecord/:id', ({ request, params }) => {
    const denied = guard(request, 'project:navRecord:query');
    if (denied) return denied;
    const r = projectNavDb.navRecords.rows.find(
      (x) => x.navRecordId === Number(params.id),
    );
    return r
      ? ok({ data: r })
      : fail(500, 'The record does not exist or has been deleted');
  }),
  http.post('*/project/navRecord', async ({ request }) => {
    const denied = guard(request, 'project:navRecord:add');
    if (denied) return denied;
    const body = (await request.json()) as ProjectNavRecord;
    projectNavDb.navRecords.create({
      ...body,
      createTime: '2025-05-05 10:00:00',
      version: 0,
    });
    return ok();
  }),
  http.put('*/project/navRecord', async ({ request }) => {
    const denied = guard(request, 'project:navRecord:edit');
    if (denied) return denied;
    const body = (await request.json()) as ProjectNavRecord;
    const i = projectNavDb.navRecords.rows.findIndex(
      (r) => r.navRecordId === body.navRecordId,
    );
    if (i < 0)
      return fail(500, 'The record does not exist or has been deleted');
    projectNavDb.navRecords.rows[i] = {
      ...body,
      version: (body.version ?? 0) + 1,
    };
    return ok();
  }),
  http.delete('*/project/navRecord/:ids', ({ request, params }) => {
    const denied = guard(request, 'project:navRecord:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    projectNavDb.navRecords.rows = projectNavDb.navRecords.rows.filter(
      (r) => !ids.includes(r.navRecordId!),
    );
    return ok();
  }),
];

export const projectNavHandlers = [...navigationHandlers, ...navRecordHandlers];
