// A signed-in user whose role holds only some menus (e.g. a list page
// without its buttons), made through the admin API and removed afterwards,
// so that the journeys that run later see the seeded users and roles only.
import type { APIRequestContext } from '@playwright/test';

export interface LimitedUser {
  userName: string;
  password: string;
  remove(): Promise<void>;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  const body = (await res.json()) as { code: number; token: string };
  if (body.code !== 200) throw new Error(`admin sign-in: ${body.code}`);
  return body.token;
}

async function call(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: unknown,
) {
  const res = await request[method](url, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`${method} ${url}: ${body.msg}`);
  return body as Record<string, unknown> & { code: number };
}

/**
 * Creates role and user `name` (dept 103) holding exactly `menuIds`, with the
 * role's data scope `dataScope` ('1' all … '5' self only; all by default).
 */
export async function createLimitedUser(
  request: APIRequestContext,
  name: string,
  menuIds: number[],
  dataScope = '1',
): Promise<LimitedUser> {
  const token = await adminToken(request);
  await call(request, token, 'post', '/system/role', {
    roleName: name,
    roleKey: name,
    roleSort: 90,
    status: '0',
    menuIds,
  });
  const roles = await call(
    request,
    token,
    'get',
    `/system/role/list?roleKey=${name}`,
  );
  const roleId = (roles.rows as { roleId: number }[])[0].roleId;
  if (dataScope !== '1') {
    await call(request, token, 'put', '/system/role/dataScope', {
      roleId,
      dataScope,
    });
  }
  const password = 'viewer123';
  await call(request, token, 'post', '/system/user', {
    userName: name,
    nickName: name,
    password,
    deptId: 103,
    status: '0',
    roleIds: [roleId],
    postIds: [],
  });
  const users = await call(
    request,
    token,
    'get',
    `/system/user/list?userName=${name}`,
  );
  const userId = (users.rows as { userId: number }[])[0].userId;
  return {
    userName: name,
    password,
    async remove() {
      const t = await adminToken(request);
      await call(request, t, 'delete', `/system/user/${userId}`);
      await call(request, t, 'delete', `/system/role/${roleId}`);
    },
  };
}
