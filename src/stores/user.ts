/**
 * The signed-in user: token (cookie `Admin-Token`), profile, roles and
 * permissions.
 */
import { create } from 'zustand';
import defaultAvatar from '@/assets/default-avatar.svg';
import * as loginApi from '@/api/login';
import { BASE_API, DEFAULT_ROLE } from '@/config/env';
import { getToken, removeToken, setToken } from '@/lib/auth-token';
import { setLogoutHandler } from '@/lib/request';
import { registerReset, resetAllStores } from '@/lib/store-reset';
import type { GetInfoResult, LoginForm } from '@/types/api';
import { isEmpty, isHttp } from '@/utils/validate';

export interface UserProfileState {
  token: string;
  id: number | null;
  /** Account name (userName). */
  name: string;
  nickName: string;
  /** Avatar URL; the default picture when the profile has none. */
  avatar: string;
  roles: string[];
  permissions: string[];
}

export interface UserActions {
  /** Sign in: trims the username, stores the token in the cookie. */
  login(form: LoginForm): Promise<void>;
  /** Load the profile, roles (ROLE_DEFAULT when none) and permissions. */
  getInfo(): Promise<GetInfoResult>;
  /** POST /logout, then clear the token and reset every store. */
  logOut(): Promise<void>;
  /** Client-only logout: clears just the token. */
  fedLogOut(): void;
}

export type UserState = UserProfileState & UserActions;

export { defaultAvatar };

function initialState(): UserProfileState {
  return {
    token: getToken() ?? '',
    id: null,
    name: '',
    nickName: '',
    avatar: '',
    roles: [],
    permissions: [],
  };
}

/** Avatar URL: default when empty, kept when absolute, else API-prefixed. */
export function resolveAvatar(avatar: string | null | undefined): string {
  if (isEmpty(avatar)) return defaultAvatar;
  const value = avatar as string;
  if (isHttp(value) || value.startsWith('data:')) return value;
  return BASE_API + value;
}

export const useUserStore = create<UserState>()((set) => ({
  ...initialState(),

  async login(form) {
    const res = await loginApi.login(
      form.username.trim(),
      form.password,
      form.code,
      form.uuid,
    );
    setToken(res.token);
    set({ token: res.token });
  },

  async getInfo() {
    const res = await loginApi.getInfo();
    const user = res.user ?? ({} as GetInfoResult['user']);
    const roles =
      Array.isArray(res.roles) && res.roles.length > 0
        ? res.roles
        : [DEFAULT_ROLE];
    set({
      id: user.userId ?? null,
      name: user.userName ?? '',
      nickName: user.nickName ?? '',
      avatar: resolveAvatar(user.avatar),
      roles,
      permissions: Array.isArray(res.permissions) ? res.permissions : [],
    });
    return res;
  },

  async logOut() {
    try {
      await loginApi.logout();
    } finally {
      removeToken();
      resetAllStores();
    }
  },

  fedLogOut() {
    removeToken();
    set({ token: '' });
  },
}));

registerReset(() => useUserStore.setState(initialState()));

// "Log in again" after a 401 logs out through this store.
setLogoutHandler(() => useUserStore.getState().logOut());

// Plain selectors.
export const selectToken = (s: UserState) => s.token;
export const selectRoles = (s: UserState) => s.roles;
export const selectPermissions = (s: UserState) => s.permissions;
export const selectAvatar = (s: UserState) => s.avatar || defaultAvatar;
export const selectName = (s: UserState) => s.name;
export const selectNickName = (s: UserState) => s.nickName;
/** Whether the profile has been loaded (roles are set by getInfo). */
export const selectHasProfile = (s: UserState) => s.roles.length > 0;
