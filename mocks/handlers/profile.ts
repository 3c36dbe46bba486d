/**
 * msw handlers for the personal centre (`/system/user/profile`): profile with
 * role and post names, update with the phone/email uniqueness check, password
 * change with the old-password check, avatar upload. Stateless: answers are
 * computed from the fixtures, nothing is remembered.
 */
import { http } from 'msw';
import type { SysUser } from '../../src/types/api';
import { ACCOUNTS } from '../db';
import { accountOf, fail, ok, unauthorized } from './shared';

/** What the profile shows beyond the getInfo fixtures. */
const EXTRAS: Record<
  string,
  { user: Partial<SysUser>; roleGroup: string; postGroup: string }
> = {
  admin: {
    user: {
      phonenumber: '15888888888',
      sex: '1',
      createTime: '2026-01-05 09:30:00',
      dept: { deptId: 103, deptName: 'R&D' },
    },
    roleGroup: 'Super administrator',
    postGroup: 'Chairman',
  },
  ry: {
    user: {
      email: 'ry@example.com',
      phonenumber: '15666666666',
      sex: '0',
      createTime: '2026-01-05 09:30:00',
      dept: { deptId: 105, deptName: 'Testing' },
    },
    roleGroup: 'Website editor',
    postGroup: 'Project manager',
  },
};

function profileOf(name: string) {
  const extra = EXTRAS[name] ?? { user: {}, roleGroup: '', postGroup: '' };
  return {
    user: { ...ACCOUNTS[name].user, ...extra.user } as SysUser,
    roleGroup: extra.roleGroup,
    postGroup: extra.postGroup,
  };
}

export const profileHandlers = [
  http.get('*/system/user/profile', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const { user, roleGroup, postGroup } = profileOf(account.user.userName);
    return ok({ data: user, roleGroup, postGroup });
  }),

  http.put('*/system/user/profile', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const body = (await request.json()) as Partial<SysUser>;
    const name = account.user.userName;
    const others = Object.keys(ACCOUNTS)
      .filter((n) => n !== name)
      .map((n) => profileOf(n).user);
    if (
      body.phonenumber &&
      others.some((u) => u.phonenumber === body.phonenumber)
    ) {
      return fail(
        500,
        `Failed to modify user '${name}': the phone number already exists`,
      );
    }
    if (body.email && others.some((u) => u.email === body.email)) {
      return fail(
        500,
        `Failed to modify user '${name}': the email address already exists`,
      );
    }
    return ok();
  }),

  http.put('*/system/user/profile/updatePwd', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const { oldPassword, newPassword } = (await request.json()) as {
      oldPassword?: string;
      newPassword?: string;
    };
    if (oldPassword !== account.password) {
      return fail(
        500,
        'Failed to change the password: the old password is wrong',
      );
    }
    if (newPassword === account.password) {
      return fail(500, 'The new password cannot be the same as the old one');
    }
    return ok();
  }),

  http.post('*/system/user/profile/avatar', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const form = await request.formData();
    const file = form.get('avatarfile');
    if (!file || typeof file === 'string') {
      return fail(500, 'No file was uploaded');
    }
    const name = (file as File).name || 'avatar.png';
    if (!/\.(bmp|gif|jpe?g|png)$/i.test(name)) {
      return fail(500, `The file [${name}] is not an image`);
    }
    return ok({ imgUrl: `/profile/avatar/2026/11/22/${name}` });
  }),
];
