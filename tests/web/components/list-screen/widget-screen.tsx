/**
 * A fake list screen for the shared list-screen module's tests: "widgets"
 * under /test/widget, served by msw handlers over an in-memory table (a
 * version per row, refused stale saves as the server answers a lost
 * update), its texts in an i18n namespace of its own and one dictionary of
 * its own (`test_widget_kind`) beside the shared `sys_normal_disable`.
 * Every request the screen makes is logged for the tests to read.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Input } from 'antd';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { createSession } from '../../../../mocks/db';
import { fail, ok } from '../../../../mocks/handlers/shared';
import { server } from '../../../../mocks/node';
import {
  ListScreen,
  useListScreen,
  type ListScreenOptions,
  type ListScreenProps,
  type ListScreenSchema,
} from '@/components/list-screen';
import i18n from '@/lib/i18n';
import { request } from '@/lib/request';
import { useUserStore } from '@/stores/user';
import type { AjaxResult, PageQuery, TableDataInfo } from '@/types/api';
import { spyFeedback } from '../../support/feedback';

export interface Widget {
  widgetId?: number;
  widgetName: string;
  widgetCode: string;
  kind: string;
  status: string;
  sort: number;
  owner?: string;
  remark?: string;
  createTime?: string;
  version?: number;
}

export interface WidgetQuery extends PageQuery {
  widgetName?: string;
  status?: string;
  kind?: string;
  owner?: string;
}

export const NS = 'test-widget';
const TEXTS = {
  entity: 'widget',
  entityIds: 'widget ID',
  exportName: 'widget',
  dateRange: 'Created',
  beginDate: 'Start date',
  endDate: 'End date',
  kinds: { g: 'Gadget kind', z: 'Gizmo kind' },
  fields: {
    widgetId: 'Widget ID',
    widgetName: 'Widget name',
    widgetCode: 'Widget code',
    kind: 'Kind',
    status: 'Status',
    sort: 'Order',
    owner: 'Owner',
    remark: 'Remark',
    createTime: 'Created',
  },
};

export const PERMS = {
  add: 'test:widget:add',
  edit: 'test:widget:edit',
  remove: 'test:widget:remove',
  export: 'test:widget:export',
} as const;
export const ALL_PERMS = ['test:widget:list', ...Object.values(PERMS)];

// ---------------------------------------------------------------- the API

export const EXPORT_URL = '/test/widget/export';

const api = {
  list: (query: WidgetQuery) =>
    request<TableDataInfo<Widget>>({
      url: '/test/widget/list',
      method: 'get',
      params: query,
    }),
  get: (id: number | string) =>
    request<AjaxResult<Widget>>({ url: `/test/widget/${id}`, method: 'get' }),
  add: (data: Widget) =>
    request<AjaxResult>({ url: '/test/widget', method: 'post', data }),
  update: (data: Widget) =>
    request<AjaxResult>({ url: '/test/widget', method: 'put', data }),
  remove: (ids: (number | string)[]) =>
    request<AjaxResult>({
      url: `/test/widget/${ids.join(',')}`,
      method: 'delete',
    }),
  exportUrl: EXPORT_URL,
};

// ------------------------------------------------------------- the schema

export const widgetSchema: ListScreenSchema<Widget, WidgetQuery> = {
  ns: NS,
  idKey: 'widgetId',
  nameKey: 'widgetName',
  perms: { ...PERMS },
  dicts: ['sys_normal_disable', 'test_widget_kind'],
  api,
  initialQuery: {
    widgetName: undefined,
    status: undefined,
    kind: undefined,
    owner: undefined,
  },
  search: [
    { type: 'input', key: 'widgetName' },
    { type: 'select', key: 'status', dict: 'sys_normal_disable' },
    {
      type: 'select',
      key: 'kind',
      options: ({ t }) => [
        { label: t('kinds.g'), value: 'g' },
        { label: t('kinds.z'), value: 'z' },
      ],
    },
    { type: 'dateRange' },
    { type: 'custom', key: 'owner' },
  ],
  columns: [
    { key: 'widgetId', align: 'center' },
    { key: 'widgetCode' },
    { key: 'widgetName' },
    { key: 'kind', dict: 'test_widget_kind' },
    { key: 'status', dict: 'sys_normal_disable' },
    { key: 'sort', sorter: true },
    { key: 'createTime', sorter: true },
  ],
  form: {
    width: 500,
    labelSpan: 6,
    defaults: { widgetName: '', widgetCode: '', sort: 0, status: '0' },
    fields: [
      { name: 'widgetName', type: 'input', required: true, max: 20 },
      { name: 'widgetCode', type: 'input', required: true, max: 10 },
      { name: 'kind', type: 'select', dict: 'test_widget_kind' },
      { name: 'sort', type: 'number', required: true },
      { name: 'status', type: 'radio', dict: 'sys_normal_disable' },
      { name: 'remark', type: 'textarea', maxLength: 100 },
    ],
  },
};

// ------------------------------------------------------------- the server

const pad = (n: number) => String(n).padStart(2, '0');

/** 25 widgets: three pages of ten; every third disabled, odd ones gadgets. */
function seed(): Widget[] {
  return Array.from({ length: 25 }, (_, i) => {
    const n = i + 1;
    return {
      widgetId: n,
      widgetName: `Widget ${pad(n)}`,
      widgetCode: `w${pad(n)}`,
      kind: n % 2 ? 'g' : 'z',
      status: n % 3 === 0 ? '1' : '0',
      sort: n,
      owner: n <= 5 ? 'alice' : 'bob',
      remark: '',
      createTime: `2024-03-${pad(n)} 10:00:00`,
      version: 0,
    };
  });
}

export const widgetDb = { rows: [] as Widget[], nextId: 26 };

export interface LoggedRequest {
  method: string;
  path: string;
  /** The query string, decoded, e.g. `pageNum=1&pageSize=10`. */
  search: string;
  params: URLSearchParams;
  body: string;
}

/** Every request to /test/widget, in order. */
export const requests: LoggedRequest[] = [];

/** The list requests' query parameters, in order. */
export const listCalls = () =>
  requests
    .filter((r) => r.path === '/test/widget/list')
    .map((r) => Object.fromEntries(r.params));
/** The requests that change something (POST, PUT, DELETE; not export). */
export const changes = () =>
  requests.filter((r) => r.method !== 'GET' && !r.path.endsWith('/export'));

const KIND_DICT = [
  { dictValue: 'g', dictLabel: 'Gadget', listClass: 'primary' },
  { dictValue: 'z', dictLabel: 'Gizmo', listClass: 'warning' },
].map((d, i) => ({
  ...d,
  dictCode: 9000 + i,
  dictSort: i + 1,
  dictType: 'test_widget_kind',
  cssClass: '',
  isDefault: 'N',
  status: '0',
}));

const cmp = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b));

const handlers = [
  http.get('*/system/dict/data/type/test_widget_kind', () =>
    ok({ data: KIND_DICT }),
  ),
  http.get('*/test/widget/list', ({ request: req }) => {
    const q = new URL(req.url).searchParams;
    const has = (v: string | undefined, key: string) =>
      !q.get(key) || (v ?? '').includes(q.get(key)!);
    const begin = q.get('params[beginTime]');
    const end = q.get('params[endTime]');
    let rows = widgetDb.rows.filter(
      (w) =>
        has(w.widgetName, 'widgetName') &&
        has(w.owner, 'owner') &&
        (!q.get('status') || w.status === q.get('status')) &&
        (!q.get('kind') || w.kind === q.get('kind')) &&
        (!begin || w.createTime!.slice(0, 10) >= begin) &&
        (!end || w.createTime!.slice(0, 10) <= end),
    );
    const by = (q.get('orderByColumn') ?? 'widgetId') as keyof Widget;
    rows = [...rows].sort((a, b) => cmp(a[by], b[by]));
    if (q.get('isAsc') === 'descending') rows.reverse();
    const pageNum = Number(q.get('pageNum') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 10);
    return ok({
      rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: rows.length,
    });
  }),
  http.post(`*${EXPORT_URL}`, () => {
    return new HttpResponse(new Blob(['xlsx']), {
      headers: {
        'Content-Type':
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
  }),
  http.get('*/test/widget/:id', ({ params }) => {
    const row = widgetDb.rows.find((w) => w.widgetId === Number(params.id));
    return row ? ok({ data: { ...row } }) : fail(500, 'No such widget');
  }),
  http.post('*/test/widget', async ({ request: req }) => {
    const body = (await req.json()) as Widget;
    if (widgetDb.rows.some((w) => w.widgetName === body.widgetName)) {
      return fail(500, `Widget '${body.widgetName}' already exists`);
    }
    widgetDb.rows.push({
      ...body,
      widgetId: widgetDb.nextId++,
      createTime: '2024-04-01 12:00:00',
      version: 0,
    });
    return ok();
  }),
  http.put('*/test/widget', async ({ request: req }) => {
    const body = (await req.json()) as Widget;
    const i = widgetDb.rows.findIndex((w) => w.widgetId === body.widgetId);
    if (i < 0) return fail(500, 'No such widget');
    if (body.version !== widgetDb.rows[i].version) {
      return fail(500, 'Someone else changed this record after you opened it.');
    }
    widgetDb.rows[i] = {
      ...widgetDb.rows[i],
      ...body,
      version: (body.version ?? 0) + 1,
    };
    return ok();
  }),
  http.delete('*/test/widget/:ids', ({ params }) => {
    const ids = String(params.ids).split(',').map(Number);
    widgetDb.rows = widgetDb.rows.filter((w) => !ids.includes(w.widgetId!));
    return ok();
  }),
];

async function logRequest({ request: req }: { request: Request }) {
  const url = new URL(req.url);
  if (!url.pathname.startsWith('/test/widget')) return;
  const entry: LoggedRequest = {
    method: req.method,
    path: url.pathname,
    search: decodeURIComponent(url.search.replace(/^\?/, '')),
    params: url.searchParams,
    body: '',
  };
  requests.push(entry); // in order of sending; the body follows
  if (req.method !== 'GET') entry.body = await req.clone().text();
}

/** Fresh widgets, an empty request log and the widget handlers. */
export function resetWidgets(): void {
  widgetDb.rows = seed();
  widgetDb.nextId = 26;
  requests.length = 0;
  // after the setup's i18n init (the namespace is the screen's own)
  if (!i18n.hasResourceBundle('en', NS))
    i18n.addResourceBundle('en', NS, TEXTS);
  server.use(...handlers);
  server.events.removeListener('request:start', logRequest);
  server.events.on('request:start', logRequest);
}

// ------------------------------------------------------------- rendering

type Extra = Omit<ListScreenProps<Widget, WidgetQuery>, 'screen'>;

/** The screen as a view writes it, with the custom Owner search control. */
function WidgetPage({
  schema,
  extra,
  options,
}: {
  schema: ListScreenSchema<Widget, WidgetQuery>;
  extra?: Extra;
  options?: ListScreenOptions<Widget>;
}) {
  const screen = useListScreen(schema, options);
  return (
    <ListScreen
      screen={screen}
      search={{
        owner: (
          <Input
            aria-label="Owner"
            value={screen.table.query.owner ?? ''}
            onChange={(e) => screen.table.setQuery({ owner: e.target.value })}
          />
        ),
      }}
      {...extra}
    />
  );
}

export interface SetupOptions {
  perms?: readonly string[];
  /** What the confirmation dialog answers (default yes). */
  confirm?: boolean;
  schema?: ListScreenSchema<Widget, WidgetQuery>;
  extra?: Extra;
  /** `useListScreen`'s options. */
  options?: ListScreenOptions<Widget>;
}

/** Signs in with `perms` and renders the widget screen in <App>. */
export function renderWidgets({
  perms = ALL_PERMS,
  confirm = true,
  schema = widgetSchema,
  extra,
  options,
}: SetupOptions = {}) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: [...perms], roles: ['common'] });
  const fb = spyFeedback(confirm);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <WidgetPage schema={schema} extra={extra} options={options} />
    </App>,
  );
  return { fb, ue };
}

// --------------------------------------------------------------- queries

/** The list's table (a date picker's open calendar is a table too). */
export const table = () =>
  screen.getAllByRole('table').find((t) => t.closest('.ant-table'))!;
export const searchForm = () => screen.getByRole('search');
export const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((r) => !r.classList.contains('ant-table-placeholder'));
/** The row showing `text` (a widget's name or code). */
export const rowOf = (text: string) =>
  dataRows().find((r) => within(r).queryByText(text))!;
/** The widget names shown, top to bottom (after the checkbox, id and code). */
export const names = () =>
  dataRows().map((r) => within(r).getAllByRole('cell')[3]?.textContent);
/** Waits for the first page of 10 widgets. */
export async function firstPage() {
  await waitFor(() => expect(names()).toHaveLength(10));
  expect(names()[0]).toBe('Widget 01');
}
/** The open dialog with that title. */
export async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(within(dialog).getByText(title)).toBeInTheDocument(),
  );
  return dialog;
}
/** An option of the open select dropdown. */
export const option = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) =>
    el.classList.contains('ant-select-item-option'),
  )!;
/**
 * Whether a dialog is shown and not on its way out (jsdom never ends
 * antd's leave motion, so a closed dialog stays in the document).
 */
export const isOpen = (dialog: HTMLElement) =>
  dialog.isConnected &&
  !/-leave\b/.test(dialog.className) &&
  dialog.closest<HTMLElement>('.ant-modal-wrap')?.style.display !== 'none';
