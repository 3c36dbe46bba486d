/**
 * A fake content list screen for the publishing pieces' tests: "articles"
 * under /test/article published as kind `record` (so the record
 * permissions guard them), one row in each publishing state, served by msw
 * with the /project/content routes. Every request is logged.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http } from 'msw';
import { expect } from 'vitest';
import { createSession } from '../../../../mocks/db';
import { ok } from '../../../../mocks/handlers/shared';
import { server } from '../../../../mocks/node';
import {
  ListScreen,
  useListScreen,
  type ListScreenSchema,
} from '@/components/list-screen';
import i18n from '@/lib/i18n';
import { request } from '@/lib/request';
import { useUserStore } from '@/stores/user';
import type { AjaxResult, PageQuery, TableDataInfo } from '@/types/api';
import { PUBLISH_STATES, type PublishState } from '@/types/publishing';
import { spyFeedback } from '../../support/feedback';

export interface Article {
  articleId?: number;
  title: string;
  status: string;
  publishState?: PublishState;
  draftAction?: string | null;
  draftTitle?: string | null;
  version?: number;
}

type ArticleQuery = PageQuery & { title?: string; publishState?: string };

const NS = 'test-article';
const TEXTS = {
  entity: 'article',
  entityIds: 'article ID',
  fields: { articleId: 'Article ID', title: 'Title', status: 'Status' },
};

export const EDITOR = [
  'project:record:list',
  'project:record:query',
  'project:record:add',
  'project:record:edit',
  'project:record:remove',
];
export const PUBLISHER = [...EDITOR, 'project:content:publish'];
export const READER = ['project:record:list', 'project:record:query'];

const api = {
  list: (params: ArticleQuery) =>
    request<TableDataInfo<Article>>({
      url: '/test/article/list',
      method: 'get',
      params,
    }),
  get: (id: number | string) =>
    request<AjaxResult<Article>>({ url: `/test/article/${id}`, method: 'get' }),
  add: (data: Article) =>
    request<AjaxResult>({ url: '/test/article', method: 'post', data }),
  update: (data: Article) =>
    request<AjaxResult>({ url: '/test/article', method: 'put', data }),
  remove: (ids: (number | string)[]) =>
    request<AjaxResult>({
      url: `/test/article/${ids.join(',')}`,
      method: 'delete',
    }),
};

const schema: ListScreenSchema<Article, ArticleQuery> = {
  ns: NS,
  idKey: 'articleId',
  nameKey: 'title',
  perms: {
    add: 'project:record:add',
    edit: 'project:record:edit',
    remove: 'project:record:remove',
  },
  api,
  publishing: { kind: 'record' },
  initialQuery: { title: undefined },
  search: [{ type: 'input', key: 'title' }],
  columns: [
    { key: 'articleId', align: 'center' },
    { key: 'title' },
    { key: 'status', align: 'center' },
  ],
  form: {
    width: 600,
    labelSpan: 6,
    defaults: { title: '', status: '0' },
    fields: [{ name: 'title', type: 'input', required: true, max: 50 }],
  },
};

/** One article per state: "A draft", "A review", … (ids 1–6 in order). */
const seed = (): Article[] =>
  PUBLISH_STATES.map((state, i) => ({
    articleId: i + 1,
    title: `A ${state}`,
    status: '0',
    publishState: state,
    draftTitle: state === 'changed' ? 'A changed, renamed' : null,
    // the one in review is a deletion waiting to be published
    draftAction:
      state === 'review' ? 'unpublish' : state === 'changed' ? 'save' : null,
    version: 0,
  }));

export const db = {
  rows: [] as Article[],
  /** What GET /project/content/state answers as the draft. */
  draft: null as Record<string, unknown> | null,
};

export interface Logged {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}
export const requests: Logged[] = [];

const handlers = [
  http.get('*/test/article/list', ({ request: req }) => {
    const q = new URL(req.url).searchParams;
    const rows = db.rows.filter(
      (r) => !q.get('publishState') || r.publishState === q.get('publishState'),
    );
    return ok({ rows, total: rows.length });
  }),
  http.get('*/test/article/:id', ({ params }) =>
    ok({ data: db.rows.find((r) => r.articleId === Number(params.id)) }),
  ),
  http.put('*/test/article', async ({ request: req }) => {
    const body = (await req.json()) as Article;
    const row = db.rows.find((r) => r.articleId === body.articleId)!;
    Object.assign(row, { draftTitle: body.title, publishState: 'changed' });
    return ok();
  }),
  http.delete('*/test/article/:ids', () => ok()),
  http.get('*/project/content/state/:kind/:id', ({ params }) => {
    const row = db.rows.find((r) => r.articleId === Number(params.id))!;
    return ok({
      data: {
        publishState: row.publishState,
        published: row.publishState !== 'draft',
        publishedTime: null,
        draft: db.draft,
      },
    });
  }),
  http.post('*/project/content/:action', async ({ request: req, params }) => {
    const body = (await req.json()) as { id: number };
    const row = db.rows.find((r) => r.articleId === body.id);
    const to: Record<string, PublishState> = {
      submit: 'review',
      withdraw: 'draft',
      reject: 'draft',
      publish: 'published',
      discard: 'published',
    };
    if (row && to[String(params.action)]) {
      row.publishState = to[String(params.action)];
      if (params.action === 'publish' && row.draftTitle) {
        row.title = row.draftTitle;
        row.draftTitle = null;
      }
    }
    return ok(
      params.action === 'preview'
        ? {
            data: {
              previewId: 1,
              url: '/w/preview/tok/',
              expiresAt: '2026-11-28 12:00:00',
            },
          }
        : {},
    );
  }),
];

async function log({ request: req }: { request: Request }) {
  const url = new URL(req.url);
  if (!/^\/(test\/article|project\/content)/.test(url.pathname)) return;
  const entry: Logged = {
    method: req.method,
    path: url.pathname,
    params: url.searchParams,
    body: undefined,
  };
  requests.push(entry);
  const text = req.method === 'GET' ? '' : await req.clone().text();
  if (text) entry.body = JSON.parse(text);
}

/** The requests that change something, as "METHOD path". */
export const changes = () =>
  requests
    .filter((r) => r.method !== 'GET')
    .map((r) => r.method + ' ' + r.path);

function ArticlePage() {
  const screen = useListScreen(schema);
  return <ListScreen screen={screen} />;
}

/** Renders the screen for a user holding `perms`; resolves once it lists. */
export async function renderArticles(perms: string[]) {
  db.rows = seed();
  db.draft = null;
  requests.length = 0;
  if (!i18n.hasResourceBundle('en', NS))
    i18n.addResourceBundle('en', NS, TEXTS);
  server.use(...handlers);
  server.events.removeListener('request:start', log);
  server.events.on('request:start', log);
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <ArticlePage />
    </App>,
  );
  await waitFor(() => expect(rows()).toHaveLength(db.rows.length));
  return { fb, ue };
}

export const rows = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1);
export const rowOf = (title: string) =>
  rows().find((r) => within(r).queryByText(title))!;

/** The items of a row's Publishing menu (opened by a click). */
export async function menuOf(
  ue: ReturnType<typeof userEvent.setup>,
  title: string,
): Promise<string[]> {
  const button = within(rowOf(title)).queryByRole('button', {
    name: `Publishing of ${title}`,
  });
  if (!button) return [];
  await ue.click(button);
  // the menu opened last (antd keeps a closed one in the page, hidden)
  const menu = (await screen.findAllByRole('menu')).at(-1)!;
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
  await ue.keyboard('{Escape}');
  return items;
}
