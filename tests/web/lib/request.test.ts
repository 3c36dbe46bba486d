import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as faults from '../../../mocks/faults';
import { server } from '../../../mocks/node';
import { createSession } from '../../../mocks/db';
import { getToken, setToken } from '@/lib/auth-token';
import {
  http as client,
  isReloginShown,
  request,
  RequestError,
} from '@/lib/request';
import { setNavigator } from '@/lib/history';
// The app always loads the user store, which registers its logOut for the
// re-login prompt.
import '@/stores/user';
import { deferred, spyFeedback } from '../support/feedback';

/** An endpoint that echoes what it received. */
function echo(method: 'get' | 'post' | 'put' = 'get', path = '/echo') {
  const seen: Request[] = [];
  server.use(
    http[method](`*${path}`, async ({ request: req }) => {
      seen.push(req.clone());
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        authorization: req.headers.get('Authorization'),
        language: req.headers.get('Content-Language'),
        flagHeaders: [
          req.headers.get('isToken'),
          req.headers.get('repeatSubmit'),
        ],
        search: new URL(req.url).search,
      });
    }),
  );
  return seen;
}

interface Echo {
  authorization: string | null;
  language: string | null;
  flagHeaders: [string | null, string | null];
  search: string;
}

describe('request: token interceptor', () => {
  it('sends Authorization: Bearer <token> from the Admin-Token cookie', async () => {
    echo();
    setToken('abc');
    const res = await request<Echo>({ url: '/echo' });
    expect(res.authorization).toBe('Bearer abc');
    expect(res.language).toBe('en');
  });

  it('sends no token when headers.isToken is false, and not the flag itself', async () => {
    echo();
    setToken('abc');
    const res = await request<Echo>({
      url: '/echo',
      headers: { isToken: false },
    });
    expect(res.authorization).toBeNull();
    expect(res.flagHeaders).toEqual([null, null]);
  });

  it('sends no Authorization header without a token', async () => {
    echo();
    const res = await request<Echo>({ url: '/echo' });
    expect(res.authorization).toBeNull();
  });
});

describe('request: params and envelope', () => {
  it('serialises GET params, flattening nested objects and dropping empties', async () => {
    echo();
    const res = await client.get<Echo>('/echo', {
      pageNum: 1,
      userName: '',
      status: null,
      params: { beginTime: '2024-01-01', endTime: '2024-01-31' },
    });
    expect(res.search).toBe(
      '?pageNum=1&params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-01-31',
    );
  });

  it('resolves with the body; a missing code counts as 200', async () => {
    server.use(
      http.get('*/plain', () => HttpResponse.json({ rows: [1], total: 1 })),
    );
    await expect(request({ url: '/plain' })).resolves.toEqual({
      rows: [1],
      total: 1,
    });
  });

  it('resolves blob answers with the raw data', async () => {
    server.use(
      faults.blobFile('get', '/file', { content: 'hello', type: 'text/plain' }),
    );
    const data = await request<Blob>({ url: '/file', responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(await data.text()).toBe('hello');
  });
});

describe('request: duplicate submit guard', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('rejects the same POST within 1000 ms and allows it afterwards', async () => {
    const fb = spyFeedback();
    const seen = echo('post');
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    await client.post('/echo', { a: 1 });

    now.mockReturnValue(10_999);
    const second = client.post('/echo', { a: 1 });
    await expect(second).rejects.toThrow('Please do not submit repeatedly');
    await expect(second).rejects.toMatchObject({ kind: 'repeat' });
    expect(fb.error).toHaveBeenCalledWith(
      'Data is being processed. Please do not submit repeatedly.',
      5000,
    );
    expect(seen).toHaveLength(1);

    now.mockReturnValue(11_000);
    await expect(client.post('/echo', { a: 1 })).resolves.toMatchObject({
      code: 200,
    });
    expect(seen).toHaveLength(2);
  });

  it('lets a different body or url through, and applies to PUT too', async () => {
    spyFeedback();
    const seen = echo('post');
    echo('put');
    vi.spyOn(Date, 'now').mockReturnValue(5_000);
    await client.post('/echo', { a: 1 });
    await client.post('/echo', { a: 2 });
    expect(seen).toHaveLength(2);
    await client.put('/echo', { a: 3 });
    await expect(client.put('/echo', { a: 3 })).rejects.toBeInstanceOf(
      RequestError,
    );
  });

  it('tells submits apart by their query params (a corrected SQL sent at once)', async () => {
    spyFeedback();
    const seen = echo('post');
    vi.spyOn(Date, 'now').mockReturnValue(7_000);
    await client.post('/echo', undefined, { params: { sql: 'DROP TABLE x' } });
    await client.post('/echo', undefined, {
      params: { sql: 'CREATE TABLE x' },
    });
    expect(seen).toHaveLength(2);
    await expect(
      client.post('/echo', undefined, { params: { sql: 'CREATE TABLE x' } }),
    ).rejects.toMatchObject({ kind: 'repeat' });
  });

  it('is bypassed with headers.repeatSubmit false', async () => {
    const seen = echo('post');
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    const config = { headers: { repeatSubmit: false } };
    await client.post('/echo', { a: 1 }, config);
    const res = await client.post<Echo>('/echo', { a: 1 }, config);
    expect(seen).toHaveLength(2);
    expect(res.flagHeaders).toEqual([null, null]);
  });

  it('keeps the last submit in sessionStorage like RuoYi', async () => {
    echo('post');
    vi.spyOn(Date, 'now').mockReturnValue(42);
    await client.post('/echo', { a: 1 });
    expect(JSON.parse(sessionStorage.getItem('sessionObj')!)).toEqual({
      url: '/echo',
      data: '{"a":1}',
      time: 42,
    });
  });

  it('does not guard GET requests', async () => {
    const seen = echo('get');
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    await client.get('/echo');
    await client.get('/echo');
    expect(seen).toHaveLength(2);
  });
});

describe('request: code table', () => {
  it('500: error toast with the server message, rejects', async () => {
    const fb = spyFeedback();
    server.use(faults.serverError('get', '/boom', 'Save failed'));
    await expect(request({ url: '/boom' })).rejects.toMatchObject({
      message: 'Save failed',
      code: 500,
    });
    expect(fb.error).toHaveBeenCalledWith('Save failed');
    expect(fb.notifyError).not.toHaveBeenCalled();
  });

  it('500 without msg: the default unknown-error text', async () => {
    const fb = spyFeedback();
    server.use(faults.codeFault('get', '/boom', 500, ''));
    await expect(request({ url: '/boom' })).rejects.toThrow();
    expect(fb.error).toHaveBeenCalledWith(
      'Unknown system error, please report it to the administrator',
    );
  });

  it('601: warning toast, rejects', async () => {
    const fb = spyFeedback();
    server.use(faults.warning('post', '/warn', 'Careful'));
    await expect(request({ url: '/warn', method: 'post' })).rejects.toThrow(
      'Careful',
    );
    expect(fb.warning).toHaveBeenCalledWith('Careful');
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('other codes: error notification titled with the message, rejects', async () => {
    const fb = spyFeedback();
    server.use(faults.otherCode('get', '/pay', 402, 'Payment required'));
    await expect(request({ url: '/pay' })).rejects.toMatchObject({ code: 402 });
    expect(fb.notifyError).toHaveBeenCalledWith('Payment required');
  });

  it('403: the code-table text wins over the server message', async () => {
    const fb = spyFeedback();
    server.use(
      faults.codeFault('get', '/secret', 403, 'No permission, contact admin'),
    );
    await expect(request({ url: '/secret' })).rejects.toThrow(
      'The current operation has no permission',
    );
    expect(fb.notifyError).toHaveBeenCalledWith(
      'The current operation has no permission',
    );
  });

  it('skipErrorHandler: rejects without showing anything', async () => {
    const fb = spyFeedback();
    server.use(faults.serverError('get', '/boom', 'Quiet'));
    server.use(faults.sessionExpired('get', '/expired'));
    await expect(
      request({ url: '/boom', skipErrorHandler: true }),
    ).rejects.toThrow('Quiet');
    await expect(
      request({ url: '/expired', skipErrorHandler: true }),
    ).rejects.toMatchObject({ kind: 'session' });
    expect(fb.error).not.toHaveBeenCalled();
    expect(fb.confirm).not.toHaveBeenCalled();
  });
});

describe('request: 401 session expiry', () => {
  it('shows one prompt for two concurrent 401 calls; both reject as invalid session', async () => {
    const fb = spyFeedback();
    const answer = deferred<boolean>();
    fb.confirm.mockReturnValue(answer.promise);
    server.use(faults.sessionExpired());
    window.location.hash = '#/system/user';

    const results = await Promise.allSettled([
      request({ url: '/getInfo' }),
      request({ url: '/getRouters' }),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as RequestError;
      expect(reason.message).toBe(
        'Invalid session, or the session has expired. Please log in again.',
      );
      expect(reason.kind).toBe('session');
    }
    expect(fb.confirm).toHaveBeenCalledTimes(1);
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'System prompt',
        content:
          'Your login status has expired. You can stay on this page, or log in again.',
        okText: 'Log in again',
        cancelText: 'Cancel',
      }),
    );

    // A third 401 while the prompt is open: still one prompt.
    await expect(request({ url: '/getInfo' })).rejects.toThrow();
    expect(fb.confirm).toHaveBeenCalledTimes(1);
    answer.resolve(false);
  });

  it('cancel clears the flag: a later 401 prompts again, nothing else happens', async () => {
    const fb = spyFeedback(false);
    const navigate = vi.fn();
    setNavigator(navigate);
    setToken('still-here');
    server.use(faults.sessionExpired());
    window.location.hash = '#/system/user';

    await expect(request({ url: '/getInfo' })).rejects.toThrow();
    await vi.waitFor(() => expect(isReloginShown()).toBe(false));
    await expect(request({ url: '/getInfo' })).rejects.toThrow();
    expect(fb.confirm).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('still-here');
  });

  it('no prompt for a 401 answering a request sent before the user logged out or signed in again', async () => {
    const fb = spyFeedback(false);
    window.location.hash = '#/system/user';
    for (const after of [
      () => Cookies.remove('Admin-Token'),
      () => setToken('next'),
    ]) {
      setToken('old');
      const answer = deferred<void>();
      let reached = false;
      server.use(
        http.get('*/late', async () => {
          reached = true;
          await answer.promise;
          return HttpResponse.json({ code: 401, msg: 'expired' });
        }),
      );
      const late = request({ url: '/late' });
      await vi.waitFor(() => expect(reached).toBe(true));
      after();
      answer.resolve();
      await expect(late).rejects.toMatchObject({ kind: 'session' });
    }
    expect(fb.confirm).not.toHaveBeenCalled();

    // The same answer to a request of the current session still prompts.
    await expect(request({ url: '/late' })).rejects.toThrow();
    expect(fb.confirm).toHaveBeenCalledTimes(1);
  });

  it('re-login logs out and goes to /login with the current full path as redirect', async () => {
    spyFeedback(true);
    const navigate = vi.fn();
    setNavigator(navigate);
    const logout = vi.fn();
    server.use(
      http.post('*/logout', () => {
        logout();
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
      faults.sessionExpired('get'),
    );
    setToken(createSession('admin'));
    window.location.hash = '#/system/user?pageNum=2';

    await expect(request({ url: '/getInfo' })).rejects.toThrow();
    await vi.waitFor(
      () =>
        expect(navigate).toHaveBeenCalledWith(
          '/login?redirect=%2Fsystem%2Fuser%3FpageNum%3D2',
          { replace: true },
        ),
      { timeout: 4000 },
    );
    expect(logout).toHaveBeenCalledTimes(1);
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(isReloginShown()).toBe(false);
  });

  it('shows no prompt while already on #/login', async () => {
    const fb = spyFeedback(true);
    server.use(faults.sessionExpired());
    window.location.hash = '#/login?redirect=%2Findex';
    await expect(request({ url: '/getInfo' })).rejects.toMatchObject({
      kind: 'session',
    });
    expect(fb.confirm).not.toHaveBeenCalled();
  });
});

describe('request: transport errors', () => {
  it("'Network Error' becomes the connection-abnormal toast for 5000 ms", async () => {
    const fb = spyFeedback();
    server.use(faults.networkError('get', '/down'));
    await expect(request({ url: '/down' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Backend interface connection abnormal',
    });
    expect(fb.error).toHaveBeenCalledWith(
      'Backend interface connection abnormal',
      5000,
    );
  });

  it('a timeout becomes the request-timed-out toast', async () => {
    const fb = spyFeedback();
    server.use(faults.slow('get', '/slow', 'infinite'));
    // msw cannot fire an XMLHttpRequest timeout (the real send never
    // happens), so this call uses axios' fetch adapter, which msw aborts.
    await expect(
      request({
        url: '/slow',
        baseURL: window.location.origin,
        timeout: 50,
        adapter: 'fetch',
      }),
    ).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(fb.error).toHaveBeenCalledWith(
      'System interface request timed out',
      5000,
    );
  });

  it('an HTTP status error becomes "system interface NNN exception"', async () => {
    const fb = spyFeedback();
    server.use(faults.httpStatus('get', '/proxy', 502));
    await expect(request({ url: '/proxy' })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(fb.error).toHaveBeenCalledWith(
      'System interface 502 exception',
      5000,
    );
  });

  it('uses a 60 s timeout and JSON content type by default', async () => {
    const { service } = await import('@/lib/request');
    expect(service.defaults.timeout).toBe(60000);
    expect(service.defaults.baseURL).toBe('');
    expect(String(service.defaults.headers['Content-Type'])).toContain(
      'application/json',
    );
  });
});

describe('request: 401 re-login when the logout call fails', () => {
  it('still clears the token and goes to the login page', async () => {
    spyFeedback(true);
    const navigate = vi.fn();
    setNavigator(navigate);
    server.use(
      faults.networkError('post', '/logout'),
      faults.sessionExpired('get'),
    );
    setToken('expired');
    window.location.hash = '#/index';
    await expect(request({ url: '/getInfo' })).rejects.toThrow();
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Findex', {
        replace: true,
      }),
    );
    expect(getToken()).toBeUndefined();
    expect(isReloginShown()).toBe(false);
  });
});
