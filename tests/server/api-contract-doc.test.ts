import { describe, expect, it } from 'vitest';
import { renderContract } from '../../scripts/api-types/contract.mjs';

const envelope = (extra: Record<string, unknown> = {}) => ({
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { code: {}, msg: {}, ...extra },
      },
    },
  },
});

const doc = {
  paths: {
    '/login': {
      post: {
        tags: ['auth'],
        description: 'No sign-in needed.',
        requestBody: {
          content: {
            'application/json': {
              schema: { properties: { username: {}, password: {} } },
            },
          },
        },
        responses: { 200: envelope({ token: {} }) },
      },
    },
    '/system/post/list': {
      get: {
        tags: ['system/post'],
        description: 'Permission: `system:post:list`',
        'x-permission': 'system:post:list',
        security: [{ bearerAuth: [] }],
        parameters: [
          { in: 'query', name: 'pageNum' },
          { in: 'query', name: 'params[beginTime]' },
          { in: 'query', name: 'postCode' },
        ],
        responses: { 200: envelope({ rows: {}, total: {} }) },
      },
    },
    '/system/post/export': {
      post: {
        tags: ['system/post'],
        description: 'Permission: `system:post:export`',
        'x-permission': 'system:post:export',
        security: [{ bearerAuth: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: { properties: { pageNum: {}, postName: {} } },
            },
          },
        },
        responses: {
          200: {
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
                { schema: {} },
            },
          },
        },
      },
    },
    '/system/menu/treeselect': {
      get: {
        tags: ['system/menu'],
        description:
          'The menu tree.\n\nPermission (any one of): `system:role:add,system:role:edit`',
        'x-permission': 'system:role:add,system:role:edit',
        security: [{ bearerAuth: [] }],
        responses: { 200: envelope({ data: {} }) },
      },
    },
    '/getInfo': {
      get: {
        tags: ['auth'],
        description: 'Any signed-in user.',
        security: [{ bearerAuth: [] }],
        responses: { 200: envelope({ user: {}, roles: {} }) },
      },
    },
  },
};

describe('docs/http-contract.md from the API document', () => {
  const text = renderContract(doc);
  const rows = text
    .split('\n')
    .filter(
      (l) =>
        l.startsWith('| ') &&
        !l.startsWith('| Method') &&
        !l.startsWith('| ---'),
    );

  it('has one table row per operation, tags and paths in name order whatever the document order', () => {
    expect(rows).toEqual([
      '| GET | `/getInfo` | signed in |  | user, roles |',
      '| POST | `/login` | public | body: username, password | token |',
      '| GET | `/system/menu/treeselect` | `system:role:add` or `system:role:edit` |  | data |',
      '| POST | `/system/post/export` | `system:post:export` | body: *paging*, postName | .xlsx file |',
      '| GET | `/system/post/list` | `system:post:list` | *paging*; query: postCode | rows, total |',
    ]);
    expect(text.indexOf('### system/menu')).toBeLessThan(
      text.indexOf('### system/post'),
    );
    expect(text).toContain('5 operations in 3 groups');
  });

  it("keeps an operation's own description as a note under its table", () => {
    expect(text).toContain('- `GET /system/menu/treeselect`: The menu tree.');
    expect(text).not.toContain('- `POST /login`');
  });
});
