import bcrypt from 'bcryptjs';
import { demoList, demoRow, demoStored } from '../i18n/demo-data.js';
import type { Lang } from '../i18n/index.js';
import type { Repositories } from '../repositories/index.js';
import type { RoleRow } from '../repositories/roles.js';
import type { DeptRow, UserRow } from '../repositories/users.js';
import { ServiceError } from '../errors.js';
import { isAdminUser } from './permission.js';
import { hasMarkup } from './infra/sanitize.js';
import type { AuthService, ClientInfo } from './auth.js';
import type { LoginSession, SessionService } from './infra/session.js';

/** New-password rules of the personal centre (RuoYi's profile form). */
export const PROFILE_PASSWORD_MIN = 6;
export const PROFILE_PASSWORD_MAX = 20;
/** Characters a password may not contain: < > " ' \ | */
export const PASSWORD_ILLEGAL = /[<>"'|\\]/;
export const NICKNAME_MAX = 30;
export const EMAIL_MAX = 50;
export const PHONE_MAX = 11;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d+$/;
const SEXES = ['0', '1', '2'];

export interface ProfileInput {
  nickName?: string;
  email?: string;
  phonenumber?: string;
  sex?: string;
}

/**
 * The signed-in user (no password) with dept and roles, as getInfo and the
 * profile show it: seeded texts in `lang`.
 */
export function selfView(
  user: UserRow,
  dept: DeptRow | undefined,
  roles: RoleRow[],
  lang: Lang,
) {
  const { password: _password, ...safe } = user;
  return {
    ...demoRow(safe, lang, 'nickName', 'remark'),
    admin: isAdminUser(user.userId),
    dept: dept ? demoRow(dept, lang, 'deptName', 'leader') : null,
    roles: roles.map((r) => ({
      ...demoRow(r, lang, 'roleName'),
      admin: r.roleId === 1,
    })),
  };
}

/** Self-service: the signed-in user's profile, password and avatar. */
export class ProfileService {
  constructor(
    private readonly repos: Repositories,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  /** SysUser (no password) with dept and roles, plus role and post names. */
  async get(userId: number, lang: Lang) {
    const user = await this.repos.users.findById(userId);
    if (!user || user.delFlag === '2') {
      throw new ServiceError(500, 'profile.notFound');
    }
    const [dept, roles, roleGroup, postGroup] = await Promise.all([
      user.deptId !== null ? this.repos.users.findDept(user.deptId) : undefined,
      this.repos.roles.findByUserId(userId),
      this.repos.profile.roleGroup(userId),
      this.repos.profile.postGroup(userId),
    ]);
    return {
      user: selfView(user, dept, roles, lang),
      roleGroup: demoList(roleGroup, lang),
      postGroup: demoList(postGroup, lang),
    };
  }

  /**
   * Nickname, email, phone and sex only; phone and email stay unique. A
   * seeded nickname shown translated and saved unchanged stays seeded.
   */
  async update(
    session: LoginSession,
    input: ProfileInput,
    lang: Lang,
  ): Promise<void> {
    const current = await this.repos.users.findById(session.userId);
    const changes = {
      nickName: demoStored(
        (input.nickName ?? '').trim(),
        current?.nickName,
        lang,
      ),
      email: (input.email ?? '').trim(),
      phonenumber: (input.phonenumber ?? '').trim(),
      sex: input.sex ?? '0',
    };
    if (!changes.nickName) {
      throw new ServiceError(500, 'profile.nickNameRequired');
    }
    if (hasMarkup(changes.nickName)) {
      throw new ServiceError(500, 'user.nickNameXss');
    }
    if ([...changes.nickName].length > NICKNAME_MAX) {
      throw new ServiceError(500, 'profile.nickNameLength', {
        max: NICKNAME_MAX,
      });
    }
    if (changes.email && !EMAIL.test(changes.email)) {
      throw new ServiceError(500, 'profile.emailFormat');
    }
    if (changes.email.length > EMAIL_MAX) {
      throw new ServiceError(500, 'profile.emailLength', { max: EMAIL_MAX });
    }
    if (
      changes.phonenumber &&
      (!PHONE.test(changes.phonenumber) ||
        changes.phonenumber.length > PHONE_MAX)
    ) {
      throw new ServiceError(500, 'profile.phoneFormat', { max: PHONE_MAX });
    }
    if (!SEXES.includes(changes.sex)) {
      throw new ServiceError(500, 'profile.sexInvalid');
    }
    const name = session.userName;
    if (
      changes.phonenumber &&
      (await this.repos.profile.isPhoneTaken(
        changes.phonenumber,
        session.userId,
      ))
    ) {
      throw new ServiceError(500, 'profile.phoneExists', { name });
    }
    if (
      changes.email &&
      (await this.repos.profile.isEmailTaken(changes.email, session.userId))
    ) {
      throw new ServiceError(500, 'profile.emailExists', { name });
    }
    if (!(await this.repos.profile.update(session.userId, changes, name))) {
      throw new ServiceError(500, 'profile.updateFailed');
    }
  }

  /**
   * Old password must match (wrong ones count towards the sign-in lockout);
   * the new one follows the rules and differs. The user's other sessions end.
   */
  async updatePassword(
    session: LoginSession,
    oldPassword: string,
    newPassword: string,
    client: ClientInfo,
  ): Promise<void> {
    const user = await this.repos.users.findById(session.userId);
    if (!user || user.delFlag === '2') {
      throw new ServiceError(500, 'profile.notFound');
    }
    if (
      !(await this.auth.checkOwnPassword(
        session,
        oldPassword,
        user.password,
        client,
      ))
    ) {
      throw new ServiceError(500, 'profile.oldPasswordWrong');
    }
    if (
      newPassword.length < PROFILE_PASSWORD_MIN ||
      newPassword.length > PROFILE_PASSWORD_MAX
    ) {
      throw new ServiceError(500, 'profile.passwordLength', {
        min: PROFILE_PASSWORD_MIN,
        max: PROFILE_PASSWORD_MAX,
      });
    }
    if (PASSWORD_ILLEGAL.test(newPassword)) {
      throw new ServiceError(500, 'profile.passwordIllegal');
    }
    if (await bcrypt.compare(newPassword, user.password)) {
      throw new ServiceError(500, 'profile.samePassword');
    }
    const hash = await bcrypt.hash(newPassword, 10);
    if (
      !(await this.repos.profile.updatePassword(
        session.userId,
        hash,
        session.userName,
      ))
    ) {
      throw new ServiceError(500, 'profile.passwordFailed');
    }
    await this.sessions.removeByUser([session.userId], session.tokenId);
  }

  async setAvatar(session: LoginSession, avatar: string): Promise<void> {
    if (!(await this.repos.profile.updateAvatar(session.userId, avatar))) {
      throw new ServiceError(500, 'profile.avatarFailed');
    }
  }
}
