/**
 * Validation of the personal centre forms (RuoYi's userInfo and resetPwd
 * forms). Pure: antd rules built from a translate function.
 */
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** A password may not contain < > " ' \ | */
export const PASSWORD_ALLOWED = /^[^<>"'|\\]+$/;
/** Digits only, 6 to 11 (the server keeps at most 11). */
export const PHONE_PATTERN = /^\d{6,11}$/;
export const NICKNAME_MAX = 30;
export const EMAIL_MAX = 50;

export function profileRules(t: TFunction) {
  return {
    nickName: [
      {
        required: true,
        whitespace: true,
        message: t('profile:rules.nickNameRequired'),
      },
      {
        max: NICKNAME_MAX,
        message: t('validation:length', { min: 1, max: NICKNAME_MAX }),
      },
    ],
    email: [
      { required: true, message: t('profile:rules.emailRequired') },
      { type: 'email', message: t('validation:email') },
      {
        max: EMAIL_MAX,
        message: t('validation:length', { min: 1, max: EMAIL_MAX }),
      },
    ],
    phonenumber: [
      { required: true, message: t('profile:rules.phoneRequired') },
      { pattern: PHONE_PATTERN, message: t('profile:rules.phone') },
    ],
  } satisfies Record<string, FormRule[]>;
}

export function passwordRules(t: TFunction) {
  return {
    oldPassword: [
      { required: true, message: t('profile:rules.oldPasswordRequired') },
    ],
    newPassword: [
      { required: true, message: t('profile:rules.newPasswordRequired') },
      {
        min: PASSWORD_MIN,
        max: PASSWORD_MAX,
        message: t('validation:length', {
          min: PASSWORD_MIN,
          max: PASSWORD_MAX,
        }),
      },
      {
        pattern: PASSWORD_ALLOWED,
        message: t('profile:rules.passwordIllegal'),
      },
    ],
    confirmPassword: [
      { required: true, message: t('profile:rules.confirmRequired') },
      ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
        validator(_: unknown, value: string | undefined) {
          if (!value || getFieldValue('newPassword') === value) {
            return Promise.resolve();
          }
          return Promise.reject(new Error(t('validation:passwordMismatch')));
        },
      }),
    ],
  } satisfies Record<string, FormRule[]>;
}
