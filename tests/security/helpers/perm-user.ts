/** Signed-in users holding exactly the given permissions (seeded button menus). */
import type { FastifyInstance } from 'fastify';
import { api, type Api } from '../../server/helpers/api.js';
import { loginToken } from '../../server/helpers/app.js';

/** bcrypt of admin123 (the seed's hash). */
const ADMIN123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

/**
 * Adds user `name` (password admin123) with one role holding the seeded
 * menus whose `perms` are `perms`, signs them in and returns their client.
 */
export async function userWithPerms(
  app: FastifyInstance,
  name: string,
  perms: readonly string[],
  headers: Record<string, string> = {},
): Promise<Api> {
  const menus = await app.db.query<{ id: number }>(
    'SELECT menu_id AS id FROM sys_menu WHERE perms = ANY($1)',
    [perms],
  );
  if (menus.length !== perms.length) {
    throw new Error(`not every permission is a seeded menu: ${perms.join()}`);
  }
  const role = await app.db.one<{ id: number }>(
    `INSERT INTO sys_role (role_name, role_key, role_sort, data_scope, status, create_by)
     VALUES ($1, $1, 9, '1', '0', 'admin') RETURNING role_id AS id`,
    [`${name}-role`],
  );
  for (const m of menus) {
    await app.db.query(
      'INSERT INTO sys_role_menu (role_id, menu_id) VALUES ($1, $2)',
      [role!.id, m.id],
    );
  }
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
  return api(app, await loginToken(app, name), headers);
}
