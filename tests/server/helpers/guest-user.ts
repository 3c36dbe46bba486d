/** A signed-in user without any permission (for the 403 cases of a resource). */
import type { FastifyInstance } from 'fastify';

/** bcrypt of admin123 (the seed's hash). */
const ADMIN123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

/** Adds user `name` (password admin123) holding one role with no menus. */
export async function addGuestUser(
  app: FastifyInstance,
  name = 'guest',
): Promise<void> {
  const role = await app.db.one<{ id: number }>(
    `INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, status, create_by)
     VALUES ($1, $1, 9, '5', '0', 'admin') RETURNING role_id AS id`,
    [`${name}-role`],
  );
  const user = await app.db.one<{ id: number }>(
    `INSERT INTO sys_user (dept_id, user_name, nick_name, user_type, password,
                           status, pwd_update_date, create_by)
     VALUES (105, $1, $1, '00', $2, '0', localtimestamp(0), 'admin')
     RETURNING user_id AS id`,
    [name, ADMIN123],
  );
  await app.db.query(
    'INSERT INTO sys_user_role (user_id, role_id) VALUES ($1, $2)',
    [user!.id, role!.id],
  );
}
