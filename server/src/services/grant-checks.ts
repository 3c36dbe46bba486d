/**
 * No one raises their own rights or grants what they do not hold. Everyone
 * but the super administrator (user 1) is held to these rules, on every
 * route that gives a role rights or a user roles:
 *
 * - Menus of a role (role add / edit): only menus reached through the
 *   editor's own enabled roles may be added, directories without perms
 *   included (the editor must reach them too). Menus the role already has
 *   may stay (keeping is not granting).
 * - Data scope of a role (`/system/role/dataScope`): no wider than the
 *   editor's own (the order is in scope-order.ts; custom departments must
 *   each be visible to the editor). The scope and the custom departments the
 *   role already has may stay. A new role gets the editor's widest scope.
 * - A role the editor holds (enabled or not): its menus and data scope do
 *   not change at all.
 * - Giving a role to a user (user add / edit, `/system/user/authRole`,
 *   `/system/role/authUser/selectAll`) or enabling a disabled role the
 *   editor holds: every menu of the role must be reached through the
 *   editor's own enabled roles and its data scope must lie within theirs.
 *   Roles a user already holds may stay.
 * - A menu's permission string (menu add / edit): only permissions the
 *   editor holds may be written on an enabled menu (every role that has the
 *   menu, the editor's own included, would carry them); what an enabled
 *   menu already grants may stay.
 *
 * Refusals are ServiceErrors, answered as the contract's `{code, msg}`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { demoText } from '../i18n/demo-data.js';
import { SqlWhere } from '../repositories/lib/sql-where.js';
import { DATA_SCOPE } from './data-scope.js';
import { ServiceError } from '../errors.js';
import { hasPermi, isAdminUser } from './permission.js';
import { rankWithin, widestWithin } from './scope-order.js';

export interface GrantChecks {
  /** Refuses menu ids beyond the editor's own (and the role's current ones); any change to a role the editor holds. */
  menus(menuIds: readonly number[], roleId?: number): Promise<void>;
  /** Refuses a scope wider than the editor's own (unless the role has it already); any change to a role the editor holds. */
  dataScope(
    scope: string,
    deptIds: readonly number[],
    roleId: number,
  ): Promise<void>;
  /** The scope a new role gets (the request names none). */
  defaultScope(): Promise<string>;
  /** Refuses giving a role beyond the editor's rights; roles in `kept` (already held by the user) are not checked. */
  roles(roleIds: readonly number[], kept?: readonly number[]): Promise<void>;
  /** Refuses enabling (status '0') a disabled role the editor holds when it is beyond their rights. */
  enabling(roleId: number, status: string | undefined): Promise<void>;
  /** Refuses a menu that would grant a permission the editor does not hold (`current`: the menu before an edit). */
  menuPermissions(next: MenuGrant, current?: MenuGrant): Promise<void>;
}

/** What a menu grants to the roles that have it: its perms, when enabled. */
export interface MenuGrant {
  perms?: string | null;
  status: string;
}

const granted = (m?: MenuGrant) =>
  m?.status === '0'
    ? (m.perms ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [];

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((x) => set.has(x));
};

const ownRole = () => new ServiceError(500, 'role.grant.ownRole');

export function grantChecks(
  app: FastifyInstance,
  req: FastifyRequest,
): GrantChecks {
  const editor = req.loginUser!;
  const unrestricted = isAdminUser(editor.userId);
  const repo = app.repos.grants;
  let scopes: Promise<string[]> | undefined;
  const ownScopes = () => (scopes ??= repo.scopesOf(editor.userId));
  const holds = (roleId: number) => repo.holds(editor.userId, roleId);

  /** Whether the department is visible under all the editor's enabled roles. */
  const deptVisible = async (deptId: number) => {
    const where = new SqlWhere().eq('d.dept_id', deptId);
    await app.services.dataScope.apply(
      where,
      { user: editor },
      { dept: 'd.dept_id' },
    );
    return app.repos.dataScope.any('sys_dept d', where);
  };

  /** Whether `scope` (with its custom `deptIds`) lies within the editor's; `kept` depts are not checked. */
  const within = async (
    scope: string,
    deptIds: readonly number[],
    kept: readonly number[] = [],
  ) => {
    const own = await ownScopes();
    if (rankWithin(scope, own)) return true;
    if (scope !== DATA_SCOPE.CUSTOM) return false;
    for (const id of deptIds) {
      if (!kept.includes(id) && !(await deptVisible(id))) return false;
    }
    return true;
  };

  /** Refuses a role whose menus or data scope go beyond the editor's. */
  const giveable = async (roleId: number) => {
    const role = await app.repos.roles.findById(roleId);
    if (!role) return; // nothing is given: the routes store live roles only
    const depts =
      role.dataScope === DATA_SCOPE.CUSTOM ? await repo.deptIdsOf(roleId) : [];
    if (
      (await repo.roleExceeds(editor.userId, roleId)) ||
      !(await within(role.dataScope, depts))
    ) {
      throw new ServiceError(500, 'role.grant.role', {
        name: demoText(role.roleName, req.lang()),
      });
    }
  };

  return {
    async menus(menuIds, roleId) {
      if (unrestricted) return;
      if (roleId !== undefined && (await holds(roleId))) {
        if (!sameSet(await repo.menuIdsOf(roleId), menuIds)) throw ownRole();
        return;
      }
      if (menuIds.length === 0) return;
      const names = await repo.menusBeyond(editor.userId, menuIds, roleId);
      if (names.length > 0) {
        throw new ServiceError(500, 'role.grant.menus', {
          names: names.slice(0, 5).join(', '),
        });
      }
    },
    async dataScope(scope, deptIds, roleId) {
      if (unrestricted) return;
      const current = await app.repos.roles.findById(roleId);
      if (!current) return; // the update finds no row and says so
      const custom = scope === DATA_SCOPE.CUSTOM;
      const currentDepts =
        current.dataScope === DATA_SCOPE.CUSTOM
          ? await repo.deptIdsOf(roleId)
          : [];
      if (await holds(roleId)) {
        const changed =
          current.dataScope !== scope ||
          (custom && !sameSet(currentDepts, deptIds));
        if (changed) throw ownRole();
        return;
      }
      if (current.dataScope === scope && !custom) return;
      if (!(await within(scope, deptIds, currentDepts))) {
        throw new ServiceError(500, 'role.grant.dataScope');
      }
    },
    async defaultScope() {
      if (unrestricted) return DATA_SCOPE.ALL;
      return widestWithin(await ownScopes());
    },
    async roles(roleIds, kept = []) {
      if (unrestricted) return;
      for (const id of roleIds) {
        if (!kept.includes(id)) await giveable(id);
      }
    },
    async enabling(roleId, status) {
      if (unrestricted || status !== '0') return;
      const role = await app.repos.roles.findById(roleId);
      if (role?.status === '0' || !(await holds(roleId))) return;
      await giveable(roleId);
    },
    async menuPermissions(next, current) {
      if (unrestricted) return;
      const before = new Set(granted(current));
      const added = granted(next).filter((p) => !before.has(p));
      if (added.length === 0) return;
      const own = await app.services.permissions.permissionsOf(editor.userId);
      const beyond = added.filter((p) => !hasPermi(own, p));
      if (beyond.length > 0) {
        throw new ServiceError(500, 'role.grant.menus', {
          names: beyond.slice(0, 5).join(', '),
        });
      }
    },
  };
}
