/**
 * The developer's tools: what `npm run dev` prints, the Vite config's own
 * dependencies (an edit to one restarts the dev server), the hot update of
 * locale files, and msw's worker for `npm run dev:mock`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadConfigFromFile, type Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { readyMessage } from '../../scripts/dev/ready-message.mjs';
import {
  LOCALES_EVENT,
  localeUpdate,
  localesHmrPlugin,
} from '../../scripts/locales-hmr/vite-plugin.mjs';

const root = new URL('../../', import.meta.url).pathname;
const require = createRequire(import.meta.url);

describe('npm run dev', () => {
  it("names the dev server's address to open, not the API's port", () => {
    const text = readyMessage({
      appUrl: 'http://127.0.0.1:5173/',
      apiUrl: 'http://127.0.0.1:8080',
    });
    expect(text).toContain('Open http://127.0.0.1:5173/');
    expect(text).toContain('http://127.0.0.1:5173/#/login');
    expect(text).toContain('http://127.0.0.1:5173/#/w');
    // The API's own address is named only as what not to open.
    expect(text).not.toMatch(/Open http:\/\/127\.0\.0\.1:8080/);
    expect(text).not.toContain('8080/#/');
  });

  it('says how to sign in with mock data, and names no server', () => {
    const text = readyMessage({ appUrl: 'http://127.0.0.1:5174' });
    expect(text).toContain('Open http://127.0.0.1:5174/');
    expect(text).toContain('admin / admin123');
    expect(text).not.toContain('API at');
  });

  it.each(['vite.config.ts', 'vite.site.config.ts'])(
    '%s depends on no app source: editing src/ (src/website/strings.ts) hot-updates, it never restarts the dev server',
    async (file) => {
      const loaded = await loadConfigFromFile(
        { command: 'serve', mode: 'development' },
        `${root}${file}`,
        root,
        'silent',
      );
      const sources = loaded!.dependencies.filter((d) =>
        d.startsWith(`${root}src/`),
      );
      expect(sources).toEqual([]);
    },
  );
});

describe('locale files hot-update', () => {
  it('reads a locale file as its language, namespace and texts', () => {
    expect(
      localeUpdate(`${root}src/locales/zh-CN/login.json`, '{"title":"登录"}'),
    ).toEqual({ lang: 'zh-CN', ns: 'login', resources: { title: '登录' } });
    expect(localeUpdate(`${root}src/lib/i18n.ts`, '{}')).toBeNull();
    // Half-typed JSON: Vite reports it as usual.
    expect(localeUpdate(`${root}src/locales/en/login.json`, '{"a":')).toBe(
      null,
    );
  });

  it('sends the texts as an HMR event and stops the page reload', async () => {
    const plugin = localesHmrPlugin();
    const send = vi.fn();
    const hook = plugin.hotUpdate as (
      this: unknown,
      options: unknown,
    ) => Promise<unknown[] | undefined>;
    const context = { environment: { name: 'client', hot: { send } } };
    const handled = await hook.call(context, {
      type: 'update',
      file: `${root}src/locales/ja/common.json`,
      read: () => '{"ok":"はい"}',
      modules: [],
    });
    expect(handled).toEqual([]);
    expect(send).toHaveBeenCalledWith({
      type: 'custom',
      event: LOCALES_EVENT,
      data: { lang: 'ja', ns: 'common', resources: { ok: 'はい' } },
    });
    // Any other file: Vite's own handling.
    const other = await hook.call(context, {
      type: 'update',
      file: `${root}src/website/strings.ts`,
      read: () => 'export {}',
      modules: [],
    });
    expect(other).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('npm run dev:mock', () => {
  it("serves msw's own worker, of the msw version installed", async () => {
    const worker = await readFile(`${root}public/mockServiceWorker.js`, 'utf8');
    const { version } = require('msw/package.json') as { version: string };
    expect(worker).toContain(`const PACKAGE_VERSION = '${version}'`);
    // `msw init` copies its file unchanged.
    expect(worker).toBe(
      await readFile(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
    );
    const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
    expect(pkg.msw.workerDirectory).toEqual(['public']);
    expect(pkg.scripts['dev:mock']).toBe('node scripts/dev.mjs --mock');
  });

  it('the build copies public/ without the worker', async () => {
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      `${root}vite.config.ts`,
      root,
      'silent',
    );
    const config = loaded!.config;
    // Vite would copy the whole folder (and the precompress plugin compress it).
    expect(config.build?.copyPublicDir).toBe(false);
    const plugin = (config.plugins as Plugin[]).find(
      (p) => p?.name === 'public-files',
    )!;
    const emitted: string[] = [];
    (plugin.configResolved as (c: unknown) => void)({
      publicDir: `${root}public`,
    });
    (plugin.generateBundle as (this: unknown) => void).call({
      emitFile: ({ fileName }: { fileName: string }) => emitted.push(fileName),
    });
    expect(emitted).toContain('favicon.svg');
    expect(emitted).not.toContain('mockServiceWorker.js');
  });
});
