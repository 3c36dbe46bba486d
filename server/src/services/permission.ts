import type { Repositories } from '../repositories/index.js';
import type { AccessCache } from './access-cache.js';

export const ALL_PERMISSION = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';

export function isAdminUser(userId: number): boolean {
  return userId === 1;
}

/** `@ss.hasPermi`: wildcard or exact match; an empty permission never passes. */
export function hasPermi(
  perms: readonly string[],
  permission: string,
): boolean {
  if (!permission) return false;
  return perms.includes(ALL_PERMISSION) || perms.includes(permission);
}

/**
 * `@ss.hasAnyPermi`: `permissions` lists one or more permissions separated by
 * commas, and holding any one of them passes.
 */
export function hasAnyPermi(
  perms: readonly string[],
  permissions: string,
): boolean {
  return permissions.split(',').some((p) => hasPermi(perms, p.trim()));
}

export class PermissionService {
  constructor(
    private readonly repos: Repositories,
    private readonly access: AccessCache,
  ) {}

  /** admin → ['*:*:*']; others: perms of enabled menus of enabled roles. */
  async permissionsOf(userId: number): Promise<string[]> {
    if (isAdminUser(userId)) return [ALL_PERMISSION];
    return this.access.get(userId, 'perms', () => this.loadPermissions(userId));
  }

  private async loadPermissions(userId: number): Promise<string[]> {
    const cells = await this.repos.menus.findPermsByUserId(userId);
    const set = new Set<string>();
    for (const cell of cells) {
      for (const p of cell.split(',')) {
        const t = p.trim();
        if (t) set.add(t);
      }
    }
    return [...set].sort();
  }

  /** Role keys: admin → ['admin']; others the keys of their enabled roles. */
  async roleKeysOf(userId: number): Promise<string[]> {
    if (isAdminUser(userId)) return [SUPER_ADMIN_ROLE];
    return this.access.get(userId, 'roles', () => this.loadRoleKeys(userId));
  }

  private async loadRoleKeys(userId: number): Promise<string[]> {
    const roles = await this.repos.roles.findByUserId(userId);
    const set = new Set<string>();
    for (const r of roles) {
      if (r.status !== '0') continue;
      for (const k of r.roleKey.split(',')) if (k.trim()) set.add(k.trim());
    }
    return [...set];
  }
}
