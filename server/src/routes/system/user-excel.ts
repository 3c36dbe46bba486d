/** User export, import template and import. */
import { Type } from '@sinclair/typebox';
import { demoRow } from '../../i18n/demo-data.js';
import type { MessageKey } from '../../i18n/index.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import type { UserExportRow } from '../../repositories/user-admin.js';
import { Field } from '../../schemas/fields.js';
import { UserQuery } from '../../schemas/user.js';
import { scopeOf } from '../../services/data-scope.js';
import { ServiceError } from '../../errors.js';
import {
  readXlsx,
  sendTemplate,
  sendXlsx,
  type ExcelColumn,
} from '../../services/infra/excel.js';
import {
  importSummary,
  importUsers,
  type ImportUser,
} from '../../services/user-import.js';
import { scopeChecks, USER_SCOPE_COLS } from '../../services/scope-checks.js';
import { USER_LOG_TITLE } from './user.js';
import { STATUS_LABELS } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

const SEX_LABELS: Readonly<Record<string, MessageKey>> = {
  '0': 'dict.sys_user_sex.0',
  '1': 'dict.sys_user_sex.1',
  '2': 'dict.sys_user_sex.2',
};

/** Export columns (contract: 用户序号 … 部门名称, 部门负责人). */
export const USER_EXPORT: ExcelColumn<UserExportRow>[] = [
  { key: 'userId', header: 'user.excel.userId', type: 'number' },
  { key: 'userName', header: 'user.excel.userName' },
  { key: 'nickName', header: 'user.excel.nickName' },
  { key: 'email', header: 'user.excel.email', width: 24 },
  { key: 'phonenumber', header: 'user.excel.phonenumber' },
  { key: 'sex', header: 'user.excel.sex', labels: SEX_LABELS },
  { key: 'status', header: 'user.excel.status', labels: STATUS_LABELS },
  { key: 'loginIp', header: 'user.excel.loginIp' },
  { key: 'loginDate', header: 'user.excel.loginDate', width: 20 },
  { key: 'deptName', header: 'user.excel.deptName' },
  { key: 'leader', header: 'user.excel.leader' },
];

/** Import template and import columns (contract: 部门编号 … 帐号状态). */
export const USER_IMPORT: ExcelColumn<ImportUser>[] = [
  { key: 'deptId', header: 'user.excel.deptId', type: 'number' },
  { key: 'userName', header: 'user.excel.userName', required: true },
  { key: 'nickName', header: 'user.excel.nickName', required: true },
  { key: 'email', header: 'user.excel.email', width: 24 },
  { key: 'phonenumber', header: 'user.excel.phonenumber' },
  { key: 'sex', header: 'user.excel.sex', labels: SEX_LABELS },
  { key: 'status', header: 'user.excel.status', labels: STATUS_LABELS },
];

const SHEET = 'user.excel.sheet' as const;
/** Largest import file accepted. */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** RuoYi's UI sends `?updateSupport=0|1|true|false` (Java `boolean`). */
const ImportQuery = Type.Object({ updateSupport: Field.bool() });

const ImportResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  /** Ours, beyond the contract: the outcome of every row. */
  data: Type.Optional(
    Type.Array(
      Type.Object({
        rowNum: Type.Integer(),
        userName: Type.String(),
        outcome: Type.String(),
        msg: Type.String(),
      }),
    ),
  ),
});

export default async function userExcelRoutes(app: RouteApp) {
  app.post(
    '/system/user/export',
    {
      config: {
        permission: 'system:user:export',
        log: { title: USER_LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: UserQuery },
    },
    async (req, reply) => {
      const where = new SqlWhere();
      await app.services.dataScope.apply(where, scopeOf(req), USER_SCOPE_COLS);
      const rows = await app.repos.userAdmin.listAll(req.body ?? {}, where);
      const lang = req.lang();
      return sendXlsx(
        reply,
        lang,
        { sheet: SHEET, filename: 'user', columns: USER_EXPORT },
        rows.map((u) =>
          demoRow(u, lang, 'nickName', 'remark', 'deptName', 'leader'),
        ),
      );
    },
  );

  app.post('/system/user/importTemplate', async (req, reply) =>
    sendTemplate(reply, req.lang(), {
      sheet: SHEET,
      filename: 'user_template',
      columns: USER_IMPORT,
    }),
  );

  app.post(
    '/system/user/importData',
    {
      config: {
        permission: 'system:user:import',
        log: { title: USER_LOG_TITLE, businessType: 'IMPORT' },
      },
      schema: {
        querystring: ImportQuery,
        response: { 200: ImportResponse },
      },
    },
    async function importData(req) {
      if (!req.isMultipart()) throw new ServiceError(500, 'upload.noFile');
      const part = await req.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new ServiceError(500, 'upload.noFile');
      }
      const buffer = await part.toBuffer();
      const lang = req.lang();
      const rows = await readXlsx(buffer, lang, USER_IMPORT);
      const checks = scopeChecks(app, req);
      const results = await importUsers(app.repos.userAdmin, rows, {
        lang,
        updateSupport: req.query.updateSupport === true,
        operator: req.loginUser!.userName,
        initPassword:
          (await app.services.config.get('sys.user.initPassword')) || '123456',
        checkDept: (id) => checks.dept(id),
        checkUser: (id) => checks.users([id]),
        messageOf: (err) => {
          if (err instanceof ServiceError) return req.t(err.msgKey, err.params);
          throw err;
        },
      });
      return { ...importSummary(results, lang), data: results };
    },
  );
}
