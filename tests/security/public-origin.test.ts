/**
 * Links the server gives out to be followed from elsewhere (canonical link,
 * og:url, sitemap.xml, robots.txt's Sitemap line) name the configured public
 * address (parameter sys.site.baseUrl, else env PUBLIC_BASE_URL, else
 * http://localhost:<PORT>), never the Host header a client sent: a request
 * for evil.example must not get evil.example links to cache or index.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from 'vitest';
import { api, type Api, type Json } from '../server/helpers/api.js';
import { siteRender } from '../server/helpers/site-render.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import {
  BASE_URL_KEY,
  parseBaseUrl,
} from '../../server/src/services/infra/site-origin.js';

const EVIL = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};
const RECORD_PAGE = '/w/d/informations/5/2';

/** The value of `<meta property="key" content="…">`. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(
    html,
  )?.[1];
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
}

describe('parseBaseUrl', () => {
  it('takes an absolute http(s) address with nothing after the host', () => {
    expect(parseBaseUrl('https://www.example.com')).toBe(
      'https://www.example.com',
    );
    expect(parseBaseUrl(' HTTPS://WWW.Example.com/ ')).toBe(
      'https://www.example.com',
    );
    expect(parseBaseUrl('http://localhost:8080')).toBe('http://localhost:8080');
    expect(parseBaseUrl('https://example.com:443')).toBe('https://example.com');
    expect(parseBaseUrl('http://[::1]:3000/')).toBe('http://[::1]:3000');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'www.example.com',
      '//www.example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://example.com/site',
      'https://example.com//',
      'https://example.com/.',
      'https://example.com?x=1',
      'https://example.com/?',
      'https://example.com#top',
      'https://user:pw@example.com',
      'https://exa mple.com',
      'https://example.com:99999',
      'https://',
    ]) {
      expect(parseBaseUrl(bad), bad).toBeUndefined();
    }
  });
});

describe('the public origin of pre-rendered pages, sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let admin: Api;
  let ja: Api;
  let zh: Api;

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: EVIL });
  const row = async (): Promise<Json> => {
    const list = await admin.get(
      `/system/config/list?configKey=${BASE_URL_KEY}`,
    );
    return list.rows.find((r: Json) => r.configKey === BASE_URL_KEY);
  };
  const save = async (configValue: string, as: Api = admin) =>
    as.put('/system/config', { ...(await row()), configValue });

  /** Every link given out, read with a hostile Host: all from `origin`. */
  async function expectLinksAt(origin: string) {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!,
    );
    expect(locs.length).toBeGreaterThan(5);
    expect(locs[0]).toBe(`${origin}/w`);
    for (const loc of locs)
      expect(loc.startsWith(`${origin}/w`), loc).toBe(true);

    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml\n`);

    const page = await get(RECORD_PAGE);
    expect(page.statusCode).toBe(200);
    expect(canonical(page.body)).toBe(`${origin}${RECORD_PAGE}`);
    expect(meta(page.body, 'og:url')).toBe(`${origin}${RECORD_PAGE}`);
    const home = await get('/w');
    expect(canonical(home.body)).toBe(`${origin}/w`);

    for (const res of [sitemap, robots, page, home]) {
      expect(res.body).not.toContain('evil.example');
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ siteRender: await siteRender() });
    const token = await loginToken(t.app);
    admin = api(t.app, token, { 'content-language': 'en' });
    ja = api(t.app, token, { 'content-language': 'ja' });
    zh = api(t.app, token, { 'content-language': 'zh-CN' });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  afterAll(() => t.close());

  it('is seeded empty, built in and not public', async () => {
    expect(await row()).toMatchObject({
      configKey: BASE_URL_KEY,
      configValue: '',
      configType: 'Y',
      isPublic: 'N',
    });
  });

  it('while the parameter is empty: PUBLIC_BASE_URL, else http://localhost:<PORT>', async () => {
    vi.stubEnv('PORT', '9090');
    vi.stubEnv('PUBLIC_BASE_URL', '');
    await expectLinksAt('http://localhost:9090');
    vi.stubEnv('PUBLIC_BASE_URL', 'https://env.example/');
    await expectLinksAt('https://env.example');
    // An address that is not one is ignored.
    vi.stubEnv('PUBLIC_BASE_URL', 'env.example/site');
    await expectLinksAt('http://localhost:9090');
  });

  it('follows the parameter saved through the admin API, at once', async () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://env.example');
    expect(await save('https://www.example.com/')).toMatchObject({ code: 200 });
    // Stored without the trailing slash.
    expect((await row()).configValue).toBe('https://www.example.com');
    await expectLinksAt('https://www.example.com');

    expect(await save('http://staging.example:8443')).toMatchObject({
      code: 200,
    });
    await expectLinksAt('http://staging.example:8443');

    // Emptied: back to the fallback.
    expect(await save('')).toMatchObject({ code: 200 });
    await expectLinksAt('https://env.example');
  });

  it('refuses a value that is not such an address, with a clear message', async () => {
    expect(await save('https://www.example.com')).toMatchObject({ code: 200 });
    for (const bad of [
      'www.example.com',
      'https://www.example.com/site',
      'https://www.example.com/?lang=ja',
      'https://www.example.com#top',
      'ftp://www.example.com',
      'javascript:alert(1)',
      'https://admin:secret@www.example.com',
    ]) {
      expect(await save(bad), bad).toEqual({
        code: 500,
        msg:
          'Parameter [sys.site.baseUrl] must be the address of the public site: ' +
          'http:// or https://, a host and an optional port, with no path, ' +
          'query or fragment (e.g. https://www.example.com)',
      });
    }
    expect((await save('www.example.com', ja)).msg).toContain(
      'パラメータ【sys.site.baseUrl】には公開サイトのアドレス',
    );
    expect((await save('www.example.com', zh)).msg).toContain(
      '参数【sys.site.baseUrl】须为公开站点的地址',
    );
    // Nothing changed.
    expect((await row()).configValue).toBe('https://www.example.com');
    await expectLinksAt('https://www.example.com');
  });

  it('checks the value when the parameter is added under that key too', async () => {
    await t.app.db.query('DELETE FROM sys_config WHERE config_key = $1', [
      BASE_URL_KEY,
    ]);
    await t.app.services.config.evict(BASE_URL_KEY);
    const added = {
      configName: 'Site - public base URL',
      configKey: BASE_URL_KEY,
      configType: 'Y',
    };
    expect(
      await admin.post('/system/config', {
        ...added,
        configValue: 'https://www.example.com/news',
      }),
    ).toMatchObject({ code: 500 });
    expect(
      await admin.post('/system/config', {
        ...added,
        configValue: 'https://added.example/',
      }),
    ).toMatchObject({ code: 200 });
    expect((await row()).configValue).toBe('https://added.example');
    await expectLinksAt('https://added.example');
  });
});
