import { Type } from '@sinclair/typebox';
import { UserSchema } from '../../schemas/auth.js';
import { AjaxResult } from '../../schemas/common.js';
import { ServiceError } from '../../errors.js';
import { IMAGE_EXTENSIONS } from '../../services/infra/files.js';
import { ProfileService } from '../../services/profile.js';
import { clientInfo } from '../client.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const ProfileResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Optional(UserSchema),
  roleGroup: Type.Optional(Type.String()),
  postGroup: Type.Optional(Type.String()),
});

/** Only these four fields are read; anything else in the body is ignored. */
const ProfileBody = Type.Object(
  {
    nickName: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 200 })),
    phonenumber: Type.Optional(Type.String({ maxLength: 200 })),
    sex: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: true },
);

const PasswordBody = Type.Object({
  oldPassword: Type.String({ maxLength: 200 }),
  newPassword: Type.String({ maxLength: 200 }),
});

/** Operation log module of every change here (RuoYi: 个人信息). */
const LOG = { title: 'Personal information', businessType: 'UPDATE' } as const;

const AvatarResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  imgUrl: Type.Optional(Type.String()),
});

/** `/system/user/profile`: the signed-in user's own profile (login only). */
export default async function profileRoutes(app: RouteApp) {
  const profile = new ProfileService(
    app.repos,
    app.services.auth,
    app.services.sessions,
  );

  app.get(
    '/system/user/profile',
    { schema: { response: { 200: ProfileResponse } } },
    async (req) => {
      const { user, roleGroup, postGroup } = await profile.get(
        req.loginUser!.userId,
        req.lang(),
      );
      return {
        code: 200,
        msg: req.t('common.success'),
        data: user,
        roleGroup,
        postGroup,
      };
    },
  );

  app.put(
    '/system/user/profile',
    {
      config: { log: LOG },
      schema: { body: ProfileBody, response: { 200: AjaxResult } },
    },
    async (req) => {
      await profile.update(req.loginUser!, req.body, req.lang());
      return ok(req);
    },
  );

  app.put(
    '/system/user/profile/updatePwd',
    {
      config: { log: LOG },
      schema: { body: PasswordBody, response: { 200: AjaxResult } },
    },
    async (req) => {
      const { oldPassword, newPassword } = req.body;
      await profile.updatePassword(
        req.loginUser!,
        oldPassword,
        newPassword,
        clientInfo(req),
      );
      return ok(req);
    },
  );

  app.post(
    '/system/user/profile/avatar',
    {
      config: { log: LOG },
      schema: { response: { 200: AvatarResponse } },
    },
    async (req) => {
      if (!req.isMultipart()) throw new ServiceError(500, 'upload.noFile');
      const part = await req.file();
      if (!part || part.fieldname !== 'avatarfile') {
        part?.file.resume();
        throw new ServiceError(500, 'upload.noFile');
      }
      // A media file of its own (source avatar), kept out of the library's list.
      const stored = await app.mediaUploads.upload(part, {
        source: 'avatar',
        allowed: IMAGE_EXTENSIONS,
        userName: req.loginUser!.userName,
      });
      try {
        await profile.setAvatar(req.loginUser!, stored.fileName);
      } catch (err) {
        await app.mediaUploads.discard([stored]);
        throw err;
      }
      return {
        code: 200,
        msg: req.t('common.success'),
        imgUrl: stored.fileName,
      };
    },
  );
}
