/**
 * The signed-in user's own profile (`/system/user/profile`, login only).
 * RuoYi's names: getUserProfile, updateUserProfile, updateUserPwd,
 * uploadAvatar.
 */
import { request } from '@/lib/request';
import type { AjaxResult, SysUser } from '@/types/api';

/** GET /system/user/profile answer: the user plus role and post names. */
export interface UserProfileResult extends AjaxResult<SysUser> {
  /** Role names joined with ',' */
  roleGroup: string;
  /** Post names joined with ',' */
  postGroup: string;
}

/** The fields the profile form may change. */
export interface ProfileForm {
  nickName: string;
  phonenumber: string;
  email: string;
  sex: string;
}

export interface AvatarResult extends AjaxResult {
  /** Stored path, e.g. `/profile/avatar/2026/11/22/me_….png`. */
  imgUrl: string;
}

/** GET /system/user/profile */
export function getUserProfile() {
  return request<UserProfileResult>({
    url: '/system/user/profile',
    method: 'get',
  });
}

/** PUT /system/user/profile (nickName, phonenumber, email, sex). */
export function updateUserProfile(data: ProfileForm) {
  return request<AjaxResult>({
    url: '/system/user/profile',
    method: 'put',
    data,
  });
}

/** PUT /system/user/profile/updatePwd with a JSON body (v3.8.9). */
export function updateUserPwd(oldPassword: string, newPassword: string) {
  return request<AjaxResult>({
    url: '/system/user/profile/updatePwd',
    method: 'put',
    data: { oldPassword, newPassword },
  });
}

/** POST /system/user/profile/avatar, multipart field `avatarfile`. */
export function uploadAvatar(file: Blob, filename: string) {
  const form = new FormData();
  form.append('avatarfile', file, filename);
  return request<AvatarResult>({
    url: '/system/user/profile/avatar',
    method: 'post',
    data: form,
  });
}
