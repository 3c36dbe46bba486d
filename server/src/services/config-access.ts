/** Who may read a parameter through GET /system/config/configKey/{key}. */
import {
  hasAnyPermi,
  isAdminUser,
  type PermissionService,
} from './permission.js';

/** What reading a parameter that is not public takes. */
export const CONFIG_READ_PERMISSION = 'system:config:query';

/**
 * Parameters a screen needs for its own work, readable with that screen's
 * permissions too: the user screen fills in the initial password when a user
 * is added or a password reset.
 */
const SCREEN_READERS: Record<string, string> = {
  'sys.user.initPassword': 'system:user:add,system:user:resetPwd',
};

/** The permissions of which any one lets a user read parameter `key`. */
export function readPermissionOf(key: string): string {
  const screen = SCREEN_READERS[key];
  return screen
    ? `${CONFIG_READ_PERMISSION},${screen}`
    : CONFIG_READ_PERMISSION;
}

/** Whether the user may read parameter `key` (a public one: anyone signed in). */
export async function mayReadConfig(
  permissions: PermissionService,
  userId: number,
  key: string,
  isPublic: boolean,
): Promise<boolean> {
  if (isPublic || isAdminUser(userId)) return true;
  const perms = await permissions.permissionsOf(userId);
  return hasAnyPermi(perms, readPermissionOf(key));
}
