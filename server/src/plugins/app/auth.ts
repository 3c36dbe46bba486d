import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelope } from './errors.js';
import {
  bearerToken,
  type LoginSession,
} from '../../services/infra/session.js';
import { hasAnyPermi, isAdminUser } from '../../services/permission.js';

function deny(req: FastifyRequest, reply: FastifyReply, code: 401 | 403) {
  const uri = req.url.split('?')[0];
  const msg =
    code === 401
      ? req.t('auth.unauthorized', { uri })
      : req.t('auth.forbidden');
  return sendEnvelope(reply, { code, msg });
}

/**
 * The session named by the token, checked against its user's row: a user
 * disabled or deleted since signing in is signed out at their next request,
 * and a department change applies to data scope at once.
 */
async function liveSession(
  app: FastifyInstance,
  token: string,
): Promise<LoginSession | null> {
  const session = await app.services.sessions.resolve(token);
  if (!session) return null;
  const { userId } = session;
  const state = await app.services.access.get(userId, 'state', () =>
    app.repos.users.authState(userId),
  );
  if (!state || state.status !== '0' || state.delFlag !== '0') {
    await app.services.sessions.remove(session.tokenId);
    return null;
  }
  if (state.deptId !== session.deptId) {
    session.deptId = state.deptId;
    await app.services.sessions.save(session);
  }
  return session;
}

/**
 * Authentication and permission for every API route of this scope. Routes
 * declare `config: { permission }` (one, or several separated by commas of
 * which any one suffices), `{ public: true }`, or nothing (login only).
 * Runs at onRequest, before body parsing and validation, so a caller without a
 * token or permission learns nothing about the route's input rules.
 */
export function registerAuthHook(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    const config = req.routeOptions.config ?? {};
    const token = bearerToken(req.headers.authorization);
    req.loginUser = token ? await liveSession(app, token) : null;
    if (config.public) return;
    const session = req.loginUser;
    if (!session) return deny(req, reply, 401);
    const permission = config.permission;
    if (permission === undefined) return;
    if (isAdminUser(session.userId)) return;
    // Fresh permissions on every check: role edits apply immediately.
    const perms = await app.services.permissions.permissionsOf(session.userId);
    if (perms.join(',') !== session.permissions.join(',')) {
      session.permissions = perms;
      await app.services.sessions.save(session);
    }
    if (!hasAnyPermi(perms, permission)) return deny(req, reply, 403);
  });
}
