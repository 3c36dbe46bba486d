/**
 * Permission and role checks bound to the signed-in user. Use in render, e.g.
 * to filter table action arrays:
 *
 *   const { hasPermi } = usePermission();
 *   const actions = all.filter((a) => hasPermi(a.perm));
 */
import { useMemo } from 'react';
import { selectPermissions, selectRoles, useUserStore } from '@/stores/user';
import * as rules from '@/utils/permission';

export interface PermissionApi {
  permissions: readonly string[];
  roles: readonly string[];
  hasPermi(permission: string): boolean;
  hasPermiOr(permissions: readonly string[]): boolean;
  hasPermiAnd(permissions: readonly string[]): boolean;
  checkPermi(permissions: readonly string[]): boolean;
  hasRole(role: string): boolean;
  hasRoleOr(roles: readonly string[]): boolean;
  hasRoleAnd(roles: readonly string[]): boolean;
  checkRole(roles: readonly string[]): boolean;
}

export function usePermission(): PermissionApi {
  const permissions = useUserStore(selectPermissions);
  const roles = useUserStore(selectRoles);
  return useMemo(
    () => ({
      permissions,
      roles,
      hasPermi: (p) => rules.hasPermi(permissions, p),
      hasPermiOr: (ps) => rules.hasPermiOr(permissions, ps),
      hasPermiAnd: (ps) => rules.hasPermiAnd(permissions, ps),
      checkPermi: (ps) => rules.checkPermi(permissions, ps),
      hasRole: (r) => rules.hasRole(roles, r),
      hasRoleOr: (rs) => rules.hasRoleOr(roles, rs),
      hasRoleAnd: (rs) => rules.hasRoleAnd(roles, rs),
      checkRole: (rs) => rules.checkRole(roles, rs),
    }),
    [permissions, roles],
  );
}

/** Outside React: check against the user store's current state. */
export const permissionCheck = {
  hasPermi: (p: string) =>
    rules.hasPermi(useUserStore.getState().permissions, p),
  hasPermiOr: (ps: readonly string[]) =>
    rules.hasPermiOr(useUserStore.getState().permissions, ps),
  hasPermiAnd: (ps: readonly string[]) =>
    rules.hasPermiAnd(useUserStore.getState().permissions, ps),
  hasRole: (r: string) => rules.hasRole(useUserStore.getState().roles, r),
  hasRoleOr: (rs: readonly string[]) =>
    rules.hasRoleOr(useUserStore.getState().roles, rs),
  hasRoleAnd: (rs: readonly string[]) =>
    rules.hasRoleAnd(useUserStore.getState().roles, rs),
};
