import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authGet,
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from './helpers/app.js';
import { multipart, PNG_1X1 } from './helpers/multipart.js';

const EN = { 'accept-language': 'en' };

describe('personal centre /system/user/profile', () => {
  let t: TestApp;
  let admin: string;
  let ry: string;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'wms-profile-test-'));
    t = await createTestApp({ profileDir: root });
    admin = await loginToken(t.app, 'admin');
    ry = await loginToken(t.app, 'ry');
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const put = (url: string, token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${token}`, ...EN },
      payload,
    });
  const profileOf = async (token: string) =>
    (await authGet(t.app, '/system/user/profile', token, EN)).json();

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/system/user/profile',
      headers: EN,
    });
    expect(res.json().code).toBe(401);
    const upd = await t.app.inject({
      method: 'PUT',
      url: '/system/user/profile/updatePwd',
      headers: EN,
      payload: { oldPassword: 'admin123', newPassword: 'whatever1' },
    });
    expect(upd.json().code).toBe(401);
  });

  it('shows the own profile with role and post names, never the password', async () => {
    const res = await authGet(t.app, '/system/user/profile', admin, EN);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.roleGroup).toBe('Super Administrator');
    expect(body.postGroup).toBe('Chairman');
    expect(body.data).toMatchObject({
      userId: 1,
      userName: 'admin',
      email: 'ry@163.com',
      phonenumber: '15888888888',
      sex: '1',
      dept: { deptId: 103, deptName: 'R&D Department' },
    });
    expect(body.data.createTime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(res.body).not.toMatch(/password/i);
    expect(res.body).not.toContain('$2a$');

    const other = await profileOf(ry);
    expect(other.data.userName).toBe('ry');
    expect(other.roleGroup).toBe('Common Role');
    expect(other.postGroup).toBe('Project Manager');
  });

  describe('update', () => {
    it('changes nickname, email, phone and sex only', async () => {
      const res = await put('/system/user/profile', ry, {
        nickName: '  Editor Ry ',
        email: 'editor@example.com',
        phonenumber: '09012345678',
        sex: '0',
        userName: 'hacker',
        status: '1',
        deptId: 100,
        avatar: '/profile/x.png',
      });
      expect(res.json()).toEqual({ code: 200, msg: 'Operation succeeded' });
      const { data } = await profileOf(ry);
      expect(data).toMatchObject({
        userName: 'ry',
        nickName: 'Editor Ry',
        email: 'editor@example.com',
        phonenumber: '09012345678',
        sex: '0',
        status: '0',
        deptId: 105,
        avatar: '',
        updateBy: 'ry',
      });
      // getInfo (navbar) reads the same record.
      const info = (await authGet(t.app, '/getInfo', ry)).json();
      expect(info.user.nickName).toBe('Editor Ry');
    });

    it.each([
      [
        'phone',
        { phonenumber: '15888888888' },
        "Failed to modify user 'ry': the phone number already exists",
      ],
      [
        'email',
        { email: 'ry@163.com' },
        "Failed to modify user 'ry': the email address already exists",
      ],
    ])('refuses a %s another user has', async (_label, change, msg) => {
      const before = (await profileOf(ry)).data;
      const res = await put('/system/user/profile', ry, {
        nickName: 'Taken',
        email: before.email,
        phonenumber: before.phonenumber,
        sex: before.sex,
        ...change,
      });
      expect(res.json()).toEqual({ code: 500, msg });
      expect((await profileOf(ry)).data.nickName).toBe(before.nickName);
    });

    it('keeps its own phone and email (not a clash with itself)', async () => {
      const res = await put('/system/user/profile', admin, {
        nickName: '若依',
        email: 'ry@163.com',
        phonenumber: '15888888888',
        sex: '1',
      });
      expect(res.json().code).toBe(200);
    });

    it.each([
      [{ nickName: '   ' }, 'The nickname cannot be empty'],
      [
        { nickName: 'x'.repeat(31) },
        'The nickname may be at most 30 characters long',
      ],
      [{ email: 'not-an-email' }, 'The email address is not valid'],
      [
        { email: `${'a'.repeat(45)}@b.com` },
        'The email address may be at most 50 characters long',
      ],
      [
        { phonenumber: '090-1234' },
        'The phone number must be at most 11 digits',
      ],
      [
        { phonenumber: '123456789012' },
        'The phone number must be at most 11 digits',
      ],
      [{ sex: '7' }, 'The gender is not valid'],
    ])('refuses %j', async (change, msg) => {
      const before = (await profileOf(ry)).data;
      const res = await put('/system/user/profile', ry, {
        nickName: 'Valid',
        email: 'valid@example.com',
        phonenumber: '',
        sex: '1',
        ...change,
      });
      expect(res.json()).toEqual({ code: 500, msg });
      const after = (await profileOf(ry)).data;
      expect(after).toMatchObject({
        nickName: before.nickName,
        email: before.email,
        sex: before.sex,
      });
    });

    it('answers in the signed-in language', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/system/user/profile',
        headers: { authorization: `Bearer ${ry}`, 'accept-language': 'zh-CN' },
        payload: { nickName: 'x', phonenumber: '15888888888' },
      });
      expect(res.json().msg).toBe("修改用户'ry'失败，手机号码已存在");
    });
  });

  describe('updatePwd', () => {
    const pwd = (token: string, oldPassword: string, newPassword: string) =>
      put('/system/user/profile/updatePwd', token, {
        oldPassword,
        newPassword,
      });

    it.each([
      [
        'wrong old password',
        'nope12',
        'newpass1',
        'Failed to change the password: the old password is wrong',
      ],
      [
        'same as the old one',
        'admin123',
        'admin123',
        'The new password cannot be the same as the old one',
      ],
      [
        'too short',
        'admin123',
        'abc12',
        'The new password must be 6 to 20 characters long',
      ],
      [
        'too long',
        'admin123',
        'a'.repeat(21),
        'The new password must be 6 to 20 characters long',
      ],
      [
        'illegal characters',
        'admin123',
        'abc<def>',
        'The password cannot contain the characters < > " \' \\ |',
      ],
      [
        'a pipe',
        'admin123',
        'abc|defg',
        'The password cannot contain the characters < > " \' \\ |',
      ],
    ])('refuses %s', async (_label, oldPassword, newPassword, msg) => {
      expect((await pwd(ry, oldPassword, newPassword)).json()).toEqual({
        code: 500,
        msg,
      });
      expect((await postLogin(t.app, 'ry', 'admin123')).json().code).toBe(200);
    });

    it('refuses a body without the fields (v3.8.9 JSON body)', async () => {
      const res = await put('/system/user/profile/updatePwd', ry, {});
      expect(res.json().code).toBe(500);
    });

    it('changes the password: the new one signs in, the old one no longer does', async () => {
      const res = await pwd(ry, 'admin123', 'newSecret9');
      expect(res.json()).toEqual({ code: 200, msg: 'Operation succeeded' });
      expect((await postLogin(t.app, 'ry', 'admin123')).json().code).toBe(500);
      expect((await postLogin(t.app, 'ry', 'newSecret9')).json().code).toBe(
        200,
      );
      const row = await t.app.db.one<{
        password: string;
        pwdUpdateDate: string | null;
      }>(
        `SELECT password, pwd_update_date AS "pwdUpdateDate" FROM sys_user WHERE user_name = 'ry'`,
      );
      expect(row!.password).toMatch(/^\$2[aby]\$10\$/);
      expect(row!.pwdUpdateDate).not.toBeNull();
      // The current session stays valid.
      expect((await profileOf(ry)).code).toBe(200);
      // Logged as a change of personal information, passwords masked.
      await t.app.operLog.flush();
      const log = await t.app.db.one<{
        title: string;
        businessType: number;
        operName: string;
        operParam: string;
        status: number;
      }>(
        `SELECT title, business_type AS "businessType", oper_name AS "operName",
                oper_param AS "operParam", status
           FROM sys_oper_log
          WHERE oper_url = '/system/user/profile/updatePwd'
          ORDER BY oper_id DESC LIMIT 1`,
      );
      expect(log).toMatchObject({
        title: 'Personal information',
        businessType: 2,
        operName: 'ry',
        status: 0,
      });
      expect(log!.operParam).not.toContain('newSecret9');
      expect(log!.operParam).not.toContain('admin123');
    });
  });

  describe('avatar', () => {
    const send = (
      token: string | undefined,
      parts: Parameters<typeof multipart>[0],
    ) => {
      const body = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: '/system/user/profile/avatar',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...EN,
          ...body.headers,
        },
        payload: body.payload,
      });
    };

    it('stores the image under avatar/yyyy/MM/dd and shows it in getInfo', async () => {
      const res = await send(admin, [
        {
          name: 'avatarfile',
          filename: 'me.png',
          content: PNG_1X1,
          type: 'image/png',
        },
      ]);
      const body = res.json();
      expect(body.code).toBe(200);
      expect(body.imgUrl).toMatch(
        /^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/me_\w+\.png$/,
      );
      const key = body.imgUrl.replace('/profile/', '');
      expect((await t.app.blobs.get(key))?.data).toEqual(PNG_1X1);
      const info = (await authGet(t.app, '/getInfo', admin)).json();
      expect(info.user.avatar).toBe(body.imgUrl);
      expect((await profileOf(admin)).data.avatar).toBe(body.imgUrl);
      const shown = await t.app.inject({ method: 'GET', url: body.imgUrl });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.rawPayload).toEqual(PNG_1X1);
    });

    it.each([
      ['notes.txt', 'please upload bmp, gif, jpg, jpeg, png, webp, avif files'],
      ['page.html', 'please upload bmp, gif, jpg, jpeg, png, webp, avif files'],
      ['pic.svg', 'SVG can carry scripts'],
      ['doc.pdf', 'please upload bmp, gif, jpg, jpeg, png, webp, avif files'],
    ])('refuses %s (images only)', async (filename, reason) => {
      const before = (await profileOf(admin)).data.avatar;
      const res = await send(admin, [
        { name: 'avatarfile', filename, content: 'x' },
      ]);
      expect(res.json().code).toBe(500);
      expect(res.json().msg).toContain(reason);
      expect((await profileOf(admin)).data.avatar).toBe(before);
    });

    it('refuses another field name and callers without a token', async () => {
      const wrong = await send(admin, [
        { name: 'file', filename: 'me.png', content: PNG_1X1 },
      ]);
      expect(wrong.json()).toEqual({ code: 500, msg: 'No file was uploaded' });
      const anonymous = await send(undefined, [
        { name: 'avatarfile', filename: 'me.png', content: PNG_1X1 },
      ]);
      expect(anonymous.json().code).toBe(401);
    });
  });
});
