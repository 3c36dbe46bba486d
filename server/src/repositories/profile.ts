import type { Queryable } from '../db/index.js';

export interface ProfileChanges {
  nickName: string;
  email: string;
  phonenumber: string;
  sex: string;
}

/** The signed-in user's own record: groups, uniqueness, self-service updates. */
export class ProfileRepository {
  constructor(private readonly db: Queryable) {}

  /** Names of the user's roles, `,`-joined in role order (the profile's `roleGroup`). */
  async roleGroup(userId: number): Promise<string> {
    const rows = await this.db.query<{ name: string }>(
      `SELECT r.role_name AS name
         FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.role_id
        WHERE ur.user_id = $1 AND r.del_flag = '0'
        ORDER BY r.role_sort, r.role_id`,
      [userId],
    );
    return rows.map((r) => r.name).join(',');
  }

  /** Names of the user's posts, `,`-joined in post order (postGroup). */
  async postGroup(userId: number): Promise<string> {
    const rows = await this.db.query<{ name: string }>(
      `SELECT p.post_name AS name
         FROM sys_post p JOIN sys_user_post up ON up.post_id = p.post_id
        WHERE up.user_id = $1
        ORDER BY p.post_sort, p.post_id`,
      [userId],
    );
    return rows.map((r) => r.name).join(',');
  }

  /** Whether another live user has this phone number. */
  async isPhoneTaken(phonenumber: string, userId: number): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM sys_user
        WHERE phonenumber = $1 AND del_flag = '0' AND user_id <> $2 LIMIT 1`,
      [phonenumber, userId],
    );
    return row !== undefined;
  }

  /** Whether another live user has this email address. */
  async isEmailTaken(email: string, userId: number): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM sys_user
        WHERE email = $1 AND del_flag = '0' AND user_id <> $2 LIMIT 1`,
      [email, userId],
    );
    return row !== undefined;
  }

  async update(
    userId: number,
    changes: ProfileChanges,
    updateBy: string,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE sys_user
          SET nick_name = $2, email = $3, phonenumber = $4, sex = $5,
              update_by = $6, update_time = localtimestamp(0)
        WHERE user_id = $1 AND del_flag = '0'
        RETURNING user_id`,
      [
        userId,
        changes.nickName,
        changes.email,
        changes.phonenumber,
        changes.sex,
        updateBy,
      ],
    );
    return rows.length > 0;
  }

  async updatePassword(
    userId: number,
    passwordHash: string,
    updateBy: string,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE sys_user
          SET password = $2, pwd_update_date = localtimestamp(0),
              update_by = $3, update_time = localtimestamp(0)
        WHERE user_id = $1 AND del_flag = '0'
        RETURNING user_id`,
      [userId, passwordHash, updateBy],
    );
    return rows.length > 0;
  }

  async updateAvatar(userId: number, avatar: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE sys_user SET avatar = $2
        WHERE user_id = $1 AND del_flag = '0'
        RETURNING user_id`,
      [userId, avatar],
    );
    return rows.length > 0;
  }
}
