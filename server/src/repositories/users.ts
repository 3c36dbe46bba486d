import type { Queryable } from '../db/index.js';

/** sys_user row as the auth flow needs it (password hash stays server-side). */
export interface UserRow {
  userId: number;
  deptId: number | null;
  userName: string;
  nickName: string;
  userType: string;
  email: string;
  phonenumber: string;
  sex: string;
  avatar: string;
  password: string;
  status: string;
  delFlag: string;
  loginIp: string;
  loginDate: string | null;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

export interface DeptRow {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string | null;
  status: string;
}

const USER_COLUMNS = `u.user_id AS "userId", u.dept_id AS "deptId",
  u.user_name AS "userName", u.nick_name AS "nickName", u.user_type AS "userType",
  u.email, u.phonenumber, u.sex, u.avatar, u.password, u.status,
  u.del_flag AS "delFlag", u.login_ip AS "loginIp", u.login_date AS "loginDate",
  u.create_by AS "createBy", u.create_time AS "createTime",
  u.update_by AS "updateBy", u.update_time AS "updateTime", u.remark`;

export class UserRepository {
  constructor(private readonly db: Queryable) {}

  /** Latest row with that user name, deleted ones included (login rules). */
  findByUserName(userName: string): Promise<UserRow | undefined> {
    return this.db.one<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sys_user u WHERE u.user_name = $1
        ORDER BY u.del_flag ASC, u.user_id DESC LIMIT 1`,
      [userName],
    );
  }

  findById(userId: number): Promise<UserRow | undefined> {
    return this.db.one<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sys_user u WHERE u.user_id = $1`,
      [userId],
    );
  }

  findDept(deptId: number): Promise<DeptRow | undefined> {
    return this.db.one<DeptRow>(
      `SELECT dept_id AS "deptId", parent_id AS "parentId", ancestors,
              dept_name AS "deptName", order_num AS "orderNum", leader, status
         FROM sys_dept WHERE dept_id = $1`,
      [deptId],
    );
  }

  /** What decides, on every request, whether a session may go on and in which department. */
  authState(
    userId: number,
  ): Promise<
    { status: string; delFlag: string; deptId: number | null } | undefined
  > {
    return this.db.one(
      `SELECT status, del_flag AS "delFlag", dept_id AS "deptId"
         FROM sys_user WHERE user_id = $1`,
      [userId],
    );
  }

  async isUserNameTaken(userName: string): Promise<boolean> {
    const row = await this.db.one(
      `SELECT 1 FROM sys_user WHERE user_name = $1 AND del_flag = '0' LIMIT 1`,
      [userName],
    );
    return row !== undefined;
  }

  async updateLoginInfo(userId: number, ip: string): Promise<void> {
    await this.db.query(
      `UPDATE sys_user SET login_ip = $2, login_date = localtimestamp(0)
        WHERE user_id = $1`,
      [userId, ip],
    );
  }

  async insertRegistered(user: {
    userName: string;
    nickName: string;
    passwordHash: string;
  }): Promise<number> {
    const row = await this.db.one<{ userId: number }>(
      `INSERT INTO sys_user (user_name, nick_name, password, pwd_update_date, create_by)
       VALUES ($1, $2, $3, localtimestamp(0), $1) RETURNING user_id AS "userId"`,
      [user.userName, user.nickName, user.passwordHash],
    );
    return row!.userId;
  }
}
