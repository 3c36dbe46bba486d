import { isMessageKey, translate, type Lang } from '../i18n/index.js';
import {
  CaptchaResponse,
  GetInfoResponse,
  LoginBody,
  LoginResponse,
  RegisterBody,
  RoutersResponse,
} from '../schemas/auth.js';
import { AjaxResult } from '../schemas/common.js';
import { isAdminUser } from '../services/permission.js';
import { selfView } from '../services/profile.js';
import { buildMenuTree, buildRouters } from '../services/routers.js';
import type { MenuRow } from '../repositories/menus.js';
import { ServiceError } from '../errors.js';
import { clientInfo } from './client.js';
import { sendSerialized } from './lib/answers.js';
import type { RouteApp } from './lib/route-app.js';

/** Sign-in routes: captcha, login, getInfo, getRouters, logout, register. */
export default async function authRoutes(app: RouteApp) {
  const { services, repos } = app;

  app.get(
    '/captchaImage',
    {
      config: {
        public: true,
        // Each answer is kept 2 minutes: a login page needs one or two.
        rateLimit: {
          max: Math.max(60, app.appOptions.loginRateLimit * 2),
          timeWindow: 60_000,
        },
      },
      schema: { response: { 200: CaptchaResponse } },
    },
    async (req) => {
      // Ours, beyond the contract: named only when self-registration is on,
      // so the answer is exactly the contract's otherwise.
      const registerEnabled = await services.config.getBool(
        'sys.account.registerUser',
        false,
      );
      const ok = {
        code: 200,
        msg: req.t('common.success'),
        ...(registerEnabled && { registerEnabled }),
      };
      if (!(await services.captcha.isEnabled())) {
        return { ...ok, captchaEnabled: false };
      }
      const { uuid, img } = await services.captcha.create();
      return { ...ok, captchaEnabled: true, uuid, img };
    },
  );

  app.post(
    '/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: app.appOptions.loginRateLimit,
          timeWindow: 60_000,
        },
      },
      schema: { body: LoginBody, response: { 200: LoginResponse } },
    },
    async (req) => {
      const token = await services.auth.login(req.body, clientInfo(req));
      return { code: 200, msg: req.t('common.success'), token };
    },
  );

  app.post(
    '/register',
    {
      config: { public: true },
      schema: { body: RegisterBody, response: { 200: AjaxResult } },
    },
    async (req) => {
      await services.auth.register(req.body, clientInfo(req));
      return { code: 200, msg: req.t('register.success') };
    },
  );

  app.post(
    '/logout',
    { config: { public: true }, schema: { response: { 200: AjaxResult } } },
    async (req) => {
      const msg = req.t('logout.success');
      await services.auth.logout(req.loginUser ?? undefined, clientInfo(req));
      return { code: 200, msg };
    },
  );

  app.get(
    '/getInfo',
    { schema: { response: { 200: GetInfoResponse } } },
    async (req) => {
      const session = req.loginUser!;
      const lang: Lang = req.lang();
      // Kept per access generation (services/access-cache.ts).
      const info = await services.access.get(
        session.userId,
        `info:${lang}`,
        async () => {
          const user = await repos.users.findById(session.userId);
          if (!user || user.delFlag === '2') return null;
          const [dept, roleRows, roles, permissions] = await Promise.all([
            user.deptId !== null
              ? repos.users.findDept(user.deptId)
              : undefined,
            repos.roles.findByUserId(user.userId),
            services.permissions.roleKeysOf(user.userId),
            services.permissions.permissionsOf(user.userId),
          ]);
          return {
            user: selfView(user, dept, roleRows, lang),
            roles,
            permissions,
          };
        },
      );
      if (!info) {
        throw new ServiceError(401, 'auth.unauthorized', {
          uri: req.url.split('?')[0],
        });
      }
      const { roles, permissions } = info;
      if (
        permissions.join(',') !== session.permissions.join(',') ||
        roles.join(',') !== session.roles.join(',')
      ) {
        session.permissions = permissions;
        session.roles = roles;
        await services.sessions.save(session);
      }
      return {
        code: 200,
        msg: req.t('common.success'),
        ...info,
      };
    },
  );

  app.get(
    '/getRouters',
    { schema: { response: { 200: RoutersResponse } } },
    async (req, reply) => {
      const session = req.loginUser!;
      const lang: Lang = req.lang();
      // The whole answer is kept serialised (by the route's response
      // schema): an administrator's menu tree is large, and turning it
      // back into objects only to serialise it again cost a third of the
      // route's time. A string with a JSON type is sent as it is.
      const body = await services.access.get(
        session.userId,
        `routers:${lang}`,
        async () => {
          const rows = isAdminUser(session.userId)
            ? await repos.menus.findRouterMenusAll()
            : await repos.menus.findRouterMenusByUserId(session.userId);
          // Title in the session language via the menu's i18n key, else menu_name.
          const title = (m: MenuRow) =>
            m.i18nKey && isMessageKey(m.i18nKey)
              ? translate(lang, m.i18nKey)
              : m.menuName;
          const data = buildRouters(buildMenuTree(rows), title);
          return reply.serializeInput(
            { code: 200, msg: req.t('common.success'), data },
            '200',
          ) as string;
        },
      );
      return sendSerialized(reply, body);
    },
  );
}
