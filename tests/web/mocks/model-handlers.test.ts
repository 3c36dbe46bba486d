/**
 * The mock API (`npm run dev:mock`, and the component tests) over its
 * models: what a screen writes, it lists again.
 */
import { beforeEach, expect, it } from 'vitest';
import { createSession } from '../../../mocks/db';
import { postDb, resetPostMock } from '../../../mocks/handlers/system-post';
import { resetDictMock } from '../../../mocks/handlers/system-dict';
import { resetUserMock, userDb } from '../../../mocks/handlers/system-user';

let auth: Record<string, string>;

beforeEach(() => {
  resetUserMock();
  resetPostMock();
  resetDictMock();
  auth = {
    Authorization: `Bearer ${createSession('admin')}`,
    'Content-Type': 'application/json',
  };
});

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: auth,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

it('a created user is listed, with the next id, and found by its account', async () => {
  expect(
    await call('POST', '/system/user', {
      userName: 'hanako',
      nickName: 'Hanako',
      deptId: 103,
      status: '0',
      postIds: [2],
    }),
  ).toMatchObject({ code: 200 });
  const list = await call('GET', '/system/user/list?pageNum=1&pageSize=10');
  expect(list.total).toBe(3);
  expect(list.rows.at(-1)).toMatchObject({
    userId: 3,
    userName: 'hanako',
    dept: { deptName: 'Development' },
  });
  const found = await call('GET', '/system/user/list?userName=hana');
  expect(found.rows.map((u: { userName: string }) => u.userName)).toEqual([
    'hanako',
  ]);
  expect(userDb.find(3)?.postIds).toEqual([2]);
});

it('edits and deletes through the model; a reset brings the seed back', async () => {
  const { data } = await call('GET', '/system/user/2');
  await call('PUT', '/system/user', { ...data, nickName: 'Renamed' });
  expect((await call('GET', '/system/user/2')).data.nickName).toBe('Renamed');
  await call('DELETE', '/system/user/2');
  expect((await call('GET', '/system/user/list')).total).toBe(1);
  resetUserMock();
  expect(userDb.rows.map((u) => u.userName)).toEqual(['admin', 'ry']);
});

it("the user form offers the post model's posts: a new post is offered at once", async () => {
  await call('POST', '/system/post', {
    postCode: 'pr',
    postName: 'Public relations',
    postSort: 5,
    status: '0',
  });
  expect(postDb.find(5)?.postName).toBe('Public relations');
  const form = await call('GET', '/system/user/');
  expect(form.posts.map((p: { postName: string }) => p.postName)).toContain(
    'Public relations',
  );
  const page = await call('GET', '/system/post/list?pageNum=2&pageSize=3');
  expect(page).toMatchObject({ total: 5 });
  expect(page.rows.map((p: { postId: number }) => p.postId)).toEqual([4, 5]);
});

it('a dictionary value added on the dictionary screen is in the lookups at once', async () => {
  await call('POST', '/system/dict/data', {
    dictType: 'sys_user_sex',
    dictLabel: 'Other',
    dictValue: '3',
    dictSort: 4,
    status: '0',
  });
  const { data } = await call('GET', '/system/dict/data/type/sys_user_sex');
  expect(data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual([
    'Male',
    'Female',
    'Unknown',
    'Other',
  ]);
});
