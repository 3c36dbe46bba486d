/**
 * `POST /unlockscreen` (RuoYi 3.9.x): the lock screen asks for the signed-in
 * user's password again. Wrong answers are counted per session; the fifth
 * ends the session, so a locked screen left open cannot be guessed through.
 */
import { Type } from '@sinclair/typebox';
import bcrypt from 'bcryptjs';
import { AjaxResult } from '../schemas/common.js';
import { ServiceError } from '../errors.js';
import { ok } from './lib/answers.js';
import type { RouteApp } from './lib/route-app.js';

/** Wrong passwords a session may send before it is ended. */
export const UNLOCK_MAX_TRIES = 5;
const TRIES_PREFIX = 'unlock_err_cnt:';
const TRIES_TTL_SECONDS = 30 * 60;

const UnlockBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: 100 })),
});

export default async function unlockScreenRoutes(app: RouteApp) {
  app.post(
    '/unlockscreen',
    { schema: { body: UnlockBody, response: { 200: AjaxResult } } },
    async (req) => {
      const session = req.loginUser!;
      const password = req.body?.password ?? '';
      if (!password) throw new ServiceError(500, 'unlock.passwordRequired');
      const key = TRIES_PREFIX + session.tokenId;
      const user = await app.repos.users.findById(session.userId);
      if (user && (await bcrypt.compare(password, user.password))) {
        await app.kv.del(key);
        return ok(req);
      }
      const tries = await app.kv.incr(key);
      if (tries === 1) await app.kv.expire(key, TRIES_TTL_SECONDS);
      if (tries >= UNLOCK_MAX_TRIES) {
        await Promise.all([
          app.kv.del(key),
          app.services.sessions.remove(session.tokenId),
        ]);
        throw new ServiceError(401, 'unlock.tooManyTries', {
          count: UNLOCK_MAX_TRIES,
        });
      }
      throw new ServiceError(500, 'unlock.passwordWrong', {
        left: UNLOCK_MAX_TRIES - tries,
      });
    },
  );
}
