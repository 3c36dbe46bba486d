import { delay, http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import {
  getNavigation,
  getRecord,
  isSiteRequestError,
  listRecords,
  sendEnquiry,
  SiteRequestError,
} from '@/api/website';
import { setSiteFetch, siteRequest } from '@/api/website/client';
import type { EnquiryPayload } from '@/types/website';

/** The request the (one) handler saw. */
function capture(
  method: 'get' | 'post',
  path: string,
  answer: () => Response | Promise<Response>,
) {
  const seen: Request[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<SiteRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isSiteRequestError(error)).toBe(true);
  return error as SiteRequestError;
}

describe('the public site client (fetch)', () => {
  it("sends a server render's requests through the fetch it was given, then the browser's again", async () => {
    const seen = capture('get', '/website/navigation', () =>
      HttpResponse.json({ code: 200, msg: '', data: [{ navId: 2 }] }),
    );
    const given: string[] = [];
    setSiteFetch(async (url, init) => {
      given.push(`${init.method} ${new URL(url).pathname}`);
      return Response.json({ code: 200, msg: '', data: [{ navId: 1 }] });
    });
    try {
      expect(await getNavigation()).toEqual([{ navId: 1 }]);
      expect(given).toEqual(['GET /website/navigation']);
      expect(seen).toHaveLength(0);
    } finally {
      setSiteFetch((url, init) => fetch(url, init));
    }
    expect(await getNavigation()).toEqual([{ navId: 2 }]);
    expect(seen).toHaveLength(1);
  });

  it('sends a GET with its query, in Japanese and without the admin token', async () => {
    Cookies.set('Admin-Token', 'staff-token');
    const seen = capture('get', '/website/columns/5/records', () =>
      HttpResponse.json({ code: 200, msg: '', rows: [], total: 7 }),
    );
    const page = await listRecords(5, { pageNum: 2, pageSize: 10 });
    expect(page.total).toBe(7);
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('pageNum')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('10');
    expect(seen[0]!.headers.get('Content-Language')).toBe('ja');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
  });

  it('posts the enquiry as JSON and resolves with the whole answer', async () => {
    const seen = capture('post', '/website/contact', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ありがとうございました',
        data: { contactId: 3 },
      }),
    );
    const payload = { companyName: '株式会社テスト' } as EnquiryPayload;
    const res = await sendEnquiry(payload);
    expect(res).toEqual({
      code: 200,
      msg: 'ありがとうございました',
      data: { contactId: 3 },
    });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual(payload);
  });

  it("rejects a body whose code is not 200 with the server's msg, code and body", async () => {
    const body = {
      code: 500,
      msg: '入力内容をご確認ください',
      errors: { email: 'メールアドレスの形式が正しくありません' },
    };
    capture('post', '/website/contact', () => HttpResponse.json(body));
    const error = await rejection(sendEnquiry({} as EnquiryPayload));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(500);
    expect(error.message).toBe('入力内容をご確認ください');
    expect(error.body).toEqual(body);
  });

  it('keeps code 404 (hidden or unknown content) for the not-found page', async () => {
    capture('get', '/website/records/9', () =>
      HttpResponse.json({ code: 404, msg: '見つかりません' }),
    );
    const error = await rejection(getRecord(9, 5));
    expect(error.code).toBe(404);
  });

  it('rejects an HTTP error status, no answer and a timeout by their kind', async () => {
    capture('get', '/website/navigation', () =>
      HttpResponse.text('Bad Gateway', { status: 502 }),
    );
    const http502 = await rejection(siteRequest('/website/navigation'));
    expect(http502).toMatchObject({ kind: 'http', status: 502 });

    capture('get', '/website/home', () => HttpResponse.error());
    expect((await rejection(siteRequest('/website/home'))).kind).toBe(
      'network',
    );

    capture('get', '/website/slow', async () => {
      await delay(500);
      return HttpResponse.json({ code: 200 });
    });
    const slow = await rejection(siteRequest('/website/slow', { timeout: 50 }));
    expect(slow.kind).toBe('timeout');
  });
});
