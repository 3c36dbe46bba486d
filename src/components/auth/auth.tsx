/**
 * <Auth perm={['system:user:add']} fallback={null}>…</Auth>
 *
 * Renders its children only when the user holds any one of `perm` (the
 * wildcard `*:*:*` grants all) and any one of `role` (`admin` grants all).
 * Given both, both must pass. Like RuoYi's directives, an empty or missing
 * list is a programming error and throws. Evaluated on every render, so it
 * follows permission changes; nothing is removed from the DOM behind
 * React's back.
 */
import type { ReactNode } from 'react';
import { selectPermissions, selectRoles, useUserStore } from '@/stores/user';
import { assertPermi, assertRole } from '@/utils/permission';

export interface AuthProps {
  /** Any one of these permissions. */
  perm?: readonly string[];
  /** Any one of these roles. */
  role?: readonly string[];
  /** Rendered when not allowed (default: nothing). */
  fallback?: ReactNode;
  children?: ReactNode;
}

export function Auth({ perm, role, fallback = null, children }: AuthProps) {
  const permissions = useUserStore(selectPermissions);
  const roles = useUserStore(selectRoles);
  if (perm === undefined && role === undefined) {
    throw new Error('Auth: give a `perm` or `role` list.');
  }
  const allowed =
    (perm === undefined || assertPermi(permissions, perm)) &&
    (role === undefined || assertRole(roles, role));
  return <>{allowed ? children : fallback}</>;
}
