/**
 * Form rules of the user dialog and the reset-password prompt (RuoYi's user
 * form, the server's limits in server/src/services/user-rules.ts): account 2–20
 * characters without blanks, quotes, < > or &; password 5–20 characters without
 * < > " ' \ |; phone digits only, at most 11; email at most 50.
 */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

export const USER_NAME_MIN = 2;
export const USER_NAME_MAX = 20;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 20;
const USER_NAME_CHARS = /^[^\s<>"'&]*$/;
const PASSWORD_ILLEGAL = /[<>"'|\\]/;
const PHONE = /^\d{0,11}$/;

/** The password problem (a message), or null when it may be set. */
export function passwordProblem(value: string, t: TFunction): string | null {
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) {
    return t('system-user:rules.passwordLength');
  }
  if (PASSWORD_ILLEGAL.test(value))
    return t('system-user:rules.passwordIllegal');
  return null;
}

export function userRules(t: TFunction) {
  const label = (k: string) => t(`system-user:fields.${k}`);
  const required = (k: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: label(k) }),
  });
  return {
    userName: [
      required('userName'),
      {
        min: USER_NAME_MIN,
        max: USER_NAME_MAX,
        message: t('system-user:rules.userNameLength'),
      },
      {
        pattern: USER_NAME_CHARS,
        message: t('system-user:rules.userNameChars'),
      },
    ] as Rule[],
    nickName: [required('nickName'), { max: 30 }] as Rule[],
    password: [
      required('password'),
      {
        validator: (_rule: unknown, value: string | undefined) => {
          const problem = value ? passwordProblem(value, t) : null;
          return problem
            ? Promise.reject(new Error(problem))
            : Promise.resolve();
        },
      },
    ] as Rule[],
    email: [
      { type: 'email', message: t('system-user:rules.email') },
      { max: 50 },
    ] as Rule[],
    phonenumber: [
      { pattern: PHONE, message: t('system-user:rules.phone') },
    ] as Rule[],
    remark: [{ max: 500 }] as Rule[],
  };
}
