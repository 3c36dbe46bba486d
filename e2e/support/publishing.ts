import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, expect, rowOf } from './fixtures';

/**
 * Publishing through the REST API, for journeys about something else: a
 * save in the back office goes to a draft, and visitors see it only once a
 * publisher (admin) publishes it.
 */

export type ContentKind =
  | 'navigation'
  | 'navRecord'
  | 'record'
  | 'recordItem'
  | 'product'
  | 'productItem';

/** Each kind's list: its address, the filter that finds a title, the id. */
const LISTS: Record<
  ContentKind,
  { path: string; filter: string; title: string; id: string }
> = {
  navigation: {
    path: 'navigation',
    filter: 'navName',
    title: 'navName',
    id: 'navId',
  },
  navRecord: {
    path: 'navRecord',
    filter: 'title',
    title: 'title',
    id: 'navRecordId',
  },
  record: { path: 'record', filter: 'title', title: 'title', id: 'recordId' },
  recordItem: {
    path: 'recordItem',
    filter: 'itemName',
    title: 'itemName',
    id: 'itemId',
  },
  product: {
    path: 'product',
    filter: 'productName',
    title: 'productName',
    id: 'productId',
  },
  productItem: {
    path: 'productItem',
    filter: 'itemName',
    title: 'itemName',
    id: 'itemId',
  },
};

/** Publishes items' drafts now, as admin. */
export async function publish(
  request: APIRequestContext,
  kind: ContentKind,
  ...ids: number[]
): Promise<void> {
  const headers = await apiAs(request, 'admin');
  for (const id of ids) {
    const res = await request.post('/project/content/publish', {
      headers,
      data: { kind, id },
    });
    expect(await res.json(), `publish ${kind} ${id}`).toMatchObject({
      code: 200,
    });
  }
}

/** The id of the one item of `kind` whose list title is `title`. */
export async function idOf(
  request: APIRequestContext,
  kind: ContentKind,
  title: string,
): Promise<number> {
  const list = LISTS[kind];
  const headers = await apiAs(request, 'admin');
  const res = await request.get(
    `/project/${list.path}/list?${list.filter}=${encodeURIComponent(title)}`,
    { headers },
  );
  const body = (await res.json()) as {
    rows?: Record<string, unknown>[];
    data?: Record<string, unknown>[];
  };
  const found = (body.rows ?? body.data ?? []).filter(
    (r) => r[list.title] === title,
  );
  expect(found, `${kind} named ${title}`).toHaveLength(1);
  return found[0]![list.id] as number;
}

/** Publishes the item of `kind` whose list title is `title`. */
export async function publishNamed(
  request: APIRequestContext,
  kind: ContentKind,
  title: string,
): Promise<void> {
  await publish(request, kind, await idOf(request, kind, title));
}

/** Data (or rows) of an API answer, failing the journey on a refusal. */
export async function apiData<T>(
  answer: Promise<{ json(): Promise<unknown> }>,
  what: string,
): Promise<T> {
  const body = (await (await answer).json()) as {
    code: number;
    msg?: string;
    data?: T;
    rows?: T;
  };
  expect(body.code, `${what}: ${body.msg}`).toBe(200);
  return (body.data ?? body.rows) as T;
}

/** Picks an item of a content row's Publishing menu (in English). */
export async function publishingAction(
  page: Page,
  title: string,
  item: string,
) {
  await expect(async () => {
    await rowOf(page, title)
      .getByRole('button', { name: `Publishing of ${title}` })
      .click({ timeout: 5_000 });
    await page
      .getByRole('menuitem', { name: new RegExp(`${item}$`) })
      .click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
