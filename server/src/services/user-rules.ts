/**
 * Rules of user management shared by the add / reset-password routes and the
 * import (RuoYi's user form): password length and characters, account and phone
 * shapes.
 */
import { ServiceError } from '../errors.js';
import { PASSWORD_ILLEGAL } from './profile.js';

export const USER_PASSWORD_MIN = 5;
export const USER_PASSWORD_MAX = 20;
export const USER_NAME_MAX = 30;
export const NICK_NAME_MAX = 30;
export const EMAIL_MAX = 50;
export const PHONE_MAX = 11;

/** Accounts: no blanks, quotes or angle brackets (no markup in names). */
export const USER_NAME_PATTERN = '^[^\\s<>"\'&]+$';
/** Digits only (empty allowed). */
export const PHONE_PATTERN = '^[0-9]*$';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SUPER_ADMIN_USER_ID = 1;
export const SUPER_ADMIN_ROLE_ID = 1;

/** Throws the contract's message unless the password may be set. */
export function checkUserPassword(password: string | undefined | null): void {
  const pw = password ?? '';
  if (pw.length < USER_PASSWORD_MIN || pw.length > USER_PASSWORD_MAX) {
    throw new ServiceError(500, 'user.passwordLength', {
      min: USER_PASSWORD_MIN,
      max: USER_PASSWORD_MAX,
    });
  }
  if (PASSWORD_ILLEGAL.test(pw)) {
    throw new ServiceError(500, 'user.passwordIllegal');
  }
}

/** "不允许操作超级管理员用户": nobody changes user 1 through user management. */
export function assertNotSuperAdmin(userIds: number | readonly number[]) {
  const ids = typeof userIds === 'number' ? [userIds] : userIds;
  if (ids.includes(SUPER_ADMIN_USER_ID)) {
    throw new ServiceError(500, 'user.adminForbidden');
  }
}

/** "不允许操作超级管理员角色": role 1 is never changed, granted or revoked. */
export function assertNotAdminRole(roleIds: number | readonly number[]) {
  const ids = typeof roleIds === 'number' ? [roleIds] : roleIds;
  if (ids.includes(SUPER_ADMIN_ROLE_ID)) {
    throw new ServiceError(500, 'role.adminForbidden');
  }
}
