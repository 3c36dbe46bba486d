import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  folderModules,
  registerFolder,
} from '../../server/src/plugins/folder.js';

const DIR = fileURLToPath(new URL('./helpers/folder/', import.meta.url));
const ROUTES = fileURLToPath(
  new URL('../../server/src/routes/', import.meta.url),
);

describe('folder loading', () => {
  it('lists files by name, then sub-folders; a folder with an index is its index', async () => {
    const files = (await folderModules(DIR, ['skipped'])).map((f) =>
      relative(DIR, f),
    );
    expect(files).toEqual([
      'b-second.ts',
      'c-first.ts',
      'helper.ts',
      'indexed/index.ts',
      'sub/route.ts',
    ]);
  });

  it('registers plugins after their dependencies, under their autoPrefix, and skips helpers', async () => {
    const app = Fastify();
    await registerFolder(app, DIR, { skip: ['skipped'] });
    await app.ready();
    expect((await app.inject('/order')).json()).toEqual(['first-late']);
    expect((await app.inject('/prefixed/sub')).body).toBe('sub');
    expect((await app.inject('/indexed')).body).toBe('index');
    expect((await app.inject('/sibling')).statusCode).toBe(404);
    expect((await app.inject('/skipped')).statusCode).toBe(404);
    await app.close();
  });

  it('finds every API route module, and neither the public pages nor generated modules', async () => {
    const files = (await folderModules(ROUTES, ['generated'])).map((f) =>
      relative(ROUTES, f),
    );
    expect(files).toContain('system/post.ts');
    expect(files).toContain('website/index.ts');
    expect(files).not.toContain('website/site-pages.ts');
    expect(files.some((f) => f.startsWith('generated/'))).toBe(false);
  });
});
