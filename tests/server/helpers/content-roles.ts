/** Users holding website-content permissions with a given data scope. */
import type { FastifyInstance } from 'fastify';

/** bcrypt of admin123 (the seed's hash). */
const ADMIN123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

/** Every permission of the six content screens (not publishing's). */
export const CONTENT_PERMS = [
  'navigation',
  'navRecord',
  'record',
  'recordItem',
  'product',
  'productItem',
].flatMap((kind) =>
  ['list', 'query', 'add', 'edit', 'remove', 'export'].map(
    (p) => `project:${kind}:${p}`,
  ),
);

export const PUBLISH_PERM = 'project:content:publish';

export interface RoleUser {
  /** Login name (password admin123); the role is `<name>-role`. */
  name: string;
  deptId: number;
  /** '1' all, '2' custom, '3' own department, '4' and below, '5' self. */
  dataScope: string;
  /** Menu and button permissions the role holds. */
  perms: readonly string[];
}

/** Adds the user with one role holding the menus of `perms`. */
export async function addRoleUser(
  app: FastifyInstance,
  u: RoleUser,
): Promise<void> {
  const role = await app.db.one<{ id: number }>(
    `INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, status, create_by)
     VALUES ($1, $1, 9, $2, '0', 'admin') RETURNING role_id AS id`,
    [`${u.name}-role`, u.dataScope],
  );
  await app.db.query(
    `INSERT INTO sys_role_menu (role_id, menu_id)
     SELECT $1, menu_id FROM sys_menu WHERE perms = ANY($2::text[])`,
    [role!.id, [...u.perms]],
  );
  const user = await app.db.one<{ id: number }>(
    `INSERT INTO sys_user (dept_id, user_name, nick_name, user_type, password,
                           status, pwd_update_date, create_by)
     VALUES ($1, $2, $2, '00', $3, '0', localtimestamp(0), 'admin')
     RETURNING user_id AS id`,
    [u.deptId, u.name, ADMIN123],
  );
  await app.db.query(
    'INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, $2)',
    [user!.id, role!.id],
  );
}
