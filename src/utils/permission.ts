/**
 * Permission and role checks as pure functions. The user's permissions and
 * roles are passed in; hooks and <Auth> bind them to the user store. Rules: the
 * wildcard permission grants every permission check, the `admin` role grants
 * every role check, and an empty or missing argument always denies.
 */

export const ALL_PERMISSION = '*:*:*';
export const SUPER_ADMIN = 'admin';

type List = readonly string[] | null | undefined;

function nonEmpty(values: List): values is readonly string[] {
  return Array.isArray(values) && values.length > 0;
}

function grantsPermi(userPerms: List, value: string): boolean {
  if (!value || !nonEmpty(userPerms)) return false;
  return userPerms.includes(ALL_PERMISSION) || userPerms.includes(value);
}

function grantsRole(userRoles: List, value: string): boolean {
  if (!value || !nonEmpty(userRoles)) return false;
  return userRoles.includes(SUPER_ADMIN) || userRoles.includes(value);
}

/** The user holds this one permission. */
export function hasPermi(
  userPerms: List,
  permission: string | null | undefined,
): boolean {
  return grantsPermi(userPerms, permission ?? '');
}

/** The user holds at least one of the permissions. */
export function hasPermiOr(userPerms: List, permissions: List): boolean {
  return (
    nonEmpty(permissions) && permissions.some((p) => grantsPermi(userPerms, p))
  );
}

/** The user holds every one of the permissions. */
export function hasPermiAnd(userPerms: List, permissions: List): boolean {
  return (
    nonEmpty(permissions) && permissions.every((p) => grantsPermi(userPerms, p))
  );
}

/** RuoYi's `checkPermi(value)`: any one of a list. */
export const checkPermi = hasPermiOr;

/** The user holds this one role. */
export function hasRole(
  userRoles: List,
  role: string | null | undefined,
): boolean {
  return grantsRole(userRoles, role ?? '');
}

/** The user holds at least one of the roles. */
export function hasRoleOr(userRoles: List, roles: List): boolean {
  return nonEmpty(roles) && roles.some((r) => grantsRole(userRoles, r));
}

/** The user holds every one of the roles. */
export function hasRoleAnd(userRoles: List, roles: List): boolean {
  return nonEmpty(roles) && roles.every((r) => grantsRole(userRoles, r));
}

/** RuoYi's `checkRole(value)`: any one of a list. */
export const checkRole = hasRoleOr;

/**
 * The permission "directive" rule: like `hasPermiOr`, but a missing or empty
 * list is a programming error and throws.
 */
export function assertPermi(userPerms: List, permissions: List): boolean {
  if (!nonEmpty(permissions)) {
    throw new Error(
      'Auth: set the permission list, e.g. perm={["system:user:add"]}',
    );
  }
  return hasPermiOr(userPerms, permissions);
}

/** The role "directive" rule: like `hasRoleOr`, but an empty list throws. */
export function assertRole(userRoles: List, roles: List): boolean {
  if (!nonEmpty(roles)) {
    throw new Error('Auth: set the role list, e.g. role={["admin"]}');
  }
  return hasRoleOr(userRoles, roles);
}
