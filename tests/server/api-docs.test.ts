import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

interface Operation {
  tags?: string[];
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: {
    content: Record<string, { schema: { properties?: object } }>;
  };
  responses: Record<string, { content?: Record<string, unknown> }>;
  'x-permission'?: string;
}
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

const ROUTES_DIR = new URL('../../server/src/routes/', import.meta.url)
  .pathname;

/** Every `app.get('/path'` style declaration in the route files, as `METHOD /path/{param}`. */
async function declaredRoutes(): Promise<string[]> {
  const out: string[] = [];
  const files = (await readdir(ROUTES_DIR, { recursive: true })).filter((f) =>
    f.endsWith('.ts'),
  );
  for (const file of files) {
    const text = await readFile(join(ROUTES_DIR, file), 'utf8');
    const prefix = file.startsWith('website/') ? '/website' : '';
    const re = /\bapp\.(get|post|put|delete)(?:<[^(]*?>)?\(\s*'([^']+)'/gs;
    for (const m of text.matchAll(re)) {
      const path = (prefix + m[2]).replace(/:(\w+)/g, '{$1}');
      out.push(
        `${m[1].toUpperCase()} ${path === '/website' ? '/website/' : path}`,
      );
    }
  }
  return out;
}

describe('API documentation', () => {
  let t: TestApp;
  let doc: Doc;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/v3/api-docs' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Doc;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );

  it('is a valid OpenAPI 3 document, served without a token', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the server declares, and nothing that is not API', async () => {
    const documented = new Set(
      operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`),
    );
    const declared = await declaredRoutes();
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter((r) => !documented.has(r))).toEqual([]);
    const paths = Object.keys(doc.paths);
    expect(
      paths.filter((p) => /swagger|api-docs|^\/\*$|^\/profile\//.test(p)),
    ).toEqual([]);
  });

  it('names the permission string of each guarded operation and its token', () => {
    const list = doc.paths['/system/user/list'].get;
    expect(list['x-permission']).toBe('system:user:list');
    expect(list.description).toContain('system:user:list');
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(list.tags).toEqual(['system/user']);
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['pageNum', 'pageSize', 'userName', 'status']),
    );
    const remove = doc.paths['/system/user/{userIds}'].delete;
    expect(remove['x-permission']).toBe('system:user:remove');
    expect(remove.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'userIds' }),
      ]),
    );
    // Every guarded operation says who may call it.
    for (const { op } of operations()) {
      if (op['x-permission'])
        expect(op.description).toContain(op['x-permission']);
    }
  });

  it('shows bodies and responses, and which operations need no sign-in', () => {
    const add = doc.paths['/system/post'].post;
    const body = add.requestBody?.content['application/json'].schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['postCode', 'postName', 'postSort']),
    );
    expect(add.responses['200'].content).toBeDefined();
    const login = doc.paths['/login'].post;
    expect(login.security).toBeUndefined();
    expect(login.description).toContain('No sign-in needed');
    const getInfo = doc.paths['/getInfo'].get;
    expect(getInfo.description).toContain('Any signed-in user');
    expect(getInfo.security).toEqual([{ bearerAuth: [] }]);
    const exportUsers = doc.paths['/system/user/export'].post;
    expect(
      Object.keys(exportUsers.responses['200'].content ?? {})[0],
    ).toContain('spreadsheetml');
  });

  it('serves Swagger UI under the CSP, sending the signed-in token with its calls', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/swagger-ui/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self'",
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const init = await t.app.inject({
      method: 'GET',
      url: '/swagger-ui/static/swagger-initializer.js',
    });
    expect(init.body).toContain('requestInterceptor');
    expect(init.body).toContain('Admin-Token=');
    const json = await t.app.inject({ method: 'GET', url: '/swagger-ui/json' });
    expect(Object.keys(json.json().paths)).toEqual(Object.keys(doc.paths));
  });
});
