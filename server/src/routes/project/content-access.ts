/**
 * Who may act on one content item: the kind's permission (`<perm>:edit`…)
 * or publishing's, and the data scope of the item's column (its owning
 * department, `project_navigation.dept_id`). Routes that serve every kind
 * declare all kinds' permissions (any one lets the request in) and check the
 * item's own here.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { isAdminUser, hasPermi } from '../../services/permission.js';
import {
  CONTENT_KINDS,
  KINDS,
  type Actor,
  type ContentKind,
} from '../../services/publishing/index.js';
import type { RouteApp } from '../lib/route-app.js';

export const PUBLISH_PERMISSION = 'project:content:publish';

export type ItemNeed = 'query' | 'edit' | 'remove' | 'publish';

const permissionOf = (kind: ContentKind, need: ItemNeed) =>
  need === 'publish' ? PUBLISH_PERMISSION : `${KINDS[kind].perm}:${need}`;

/** Every kind's `:need` permission, for a route's `config.permission`. */
export const anyKind = (need: Exclude<ItemNeed, 'publish'>) =>
  CONTENT_KINDS.map((k) => permissionOf(k, need)).join(',');

/** Who acts, for a new item's audit columns and its column's department. */
export const actorOf = (req: FastifyRequest): Actor => ({
  userName: req.loginUser!.userName,
  deptId: req.loginUser!.deptId ?? null,
});

/**
 * The fields of a save body a draft keeps: those of the kind's add form
 * (`schema`), without what a client sends back from a loaded row (names of
 * joined rows, counters, audit columns).
 */
export function formData(
  schema: TSchema,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const fields = Object.keys((schema as TObject).properties ?? {});
  return Object.fromEntries(
    fields.filter((f) => f in body).map((f) => [f, body[f]]),
  );
}

/** Column scope of the item's owning department. */
export const CONTENT_SCOPE = { dept: 'n.dept_id' };

/**
 * Throws 403 without the kind's permission, and `dataScope.content` when
 * the item's column is outside the user's data scope for it.
 */
export async function assertItemAccess(
  app: RouteApp,
  req: FastifyRequest,
  kind: ContentKind,
  id: number,
  need: ItemNeed,
): Promise<void> {
  const user = req.loginUser;
  if (!user) throw new ServiceError(401, 'auth.forbidden');
  if (isAdminUser(user.userId)) return;
  const permission = permissionOf(kind, need);
  const perms = await app.services.permissions.permissionsOf(user.userId);
  if (!hasPermi(perms, permission)) {
    throw new ServiceError(403, 'auth.forbidden');
  }
  const def = KINDS[kind];
  await app.services.dataScope.assertVisible(
    { user, permission },
    { from: def.scopeFrom, idColumn: def.scopeId, id, cols: CONTENT_SCOPE },
    'dataScope.content',
  );
}
