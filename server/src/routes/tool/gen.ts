/** Code generator `/tool/gen`. */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import { ServiceError } from '../../errors.js';
import { planCreateTables } from '../../services/gen/create-table.js';
import {
  buildContext,
  generateFiles,
  nextMigrationNumber,
  zipFiles,
  type GenSource,
} from '../../services/gen/index.js';
import type { GenColumn, GenTable } from '../../repositories/gen-model.js';
import { previewAnswer } from '../../services/gen/preview.js';
import { GenTableService } from '../../services/gen/tables.js';
import {
  DbTableSchema,
  GenColumnSchema,
  GenEdit,
  GenQuery,
  GenTableSchema,
  PreviewAnswerSchema,
  SqlQuery,
  TablesQuery,
} from './gen-schemas.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';

const LOG_TITLE = 'Code generation';

/** `a,b` → ['a', 'b'] (trimmed, no empties, no repeats). */
const namesOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

function sendZip(reply: FastifyReply, zip: Buffer) {
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Disposition', 'attachment; filename="ruoyi.zip"')
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .send(zip);
}

/** The saved settings with the edit applied (table name and DB facts kept). */
function merge(
  current: GenTable,
  saved: GenColumn[],
  body: GenEdit,
): { table: GenTable; columns: GenColumn[] } {
  const { params: p = {}, columns: edited, ...fields } = body;
  const table: GenTable = {
    ...current,
    ...fields,
    tableName: current.tableName,
    version: body.version ?? undefined,
    remark: body.remark ?? null,
    packageName: body.packageName ?? null,
    tplWebType: body.tplWebType ?? current.tplWebType,
    genType: body.genType ?? current.genType,
    genPath: body.genPath ?? current.genPath,
    subTableName: body.subTableName ?? null,
    subTableFkName: body.subTableFkName ?? null,
    treeCode: p.treeCode ?? null,
    treeParentCode: p.treeParentCode ?? null,
    treeName: p.treeName ?? null,
    parentMenuId: p.parentMenuId ?? null,
  };
  const edits = new Map(edited.map((c) => [c.columnId, c]));
  const columns = saved.map((c) => {
    const e = edits.get(c.columnId!);
    return e ? { ...c, ...e, dictType: e.dictType ?? '' } : c;
  });
  return { table: { ...table, columns }, columns };
}

export default async function genRoutes(app: RouteApp) {
  const service = new GenTableService(app.repos);
  const tables = () => app.repos.genTables;

  const sources = async (names: string[]): Promise<GenSource[]> => {
    const out: GenSource[] = [];
    for (const name of names) {
      const { table, columns } = await service.loadByName(name);
      out.push({ table, columns, sub: await service.subOf(table) });
    }
    return out;
  };

  app.get(
    '/tool/gen/list',
    {
      config: { permission: 'tool:gen:list' },
      schema: {
        querystring: GenQuery,
        response: { 200: TableData(GenTableSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await tables().list(req.query, pageOf(req.query));
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.get(
    '/tool/gen/db/list',
    {
      config: { permission: 'tool:gen:list' },
      schema: {
        querystring: GenQuery,
        response: { 200: TableData(DbTableSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await app.repos.genDb.listNotImported(
        req.query,
        pageOf(req.query),
      );
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.get(
    '/tool/gen/column/:tableId',
    {
      config: { permission: 'tool:gen:list' },
      schema: {
        params: Type.Object({ tableId: Type.Integer() }),
        response: { 200: TableData(GenColumnSchema) },
      },
    },
    async (req) => {
      const rows = await tables().columnsOf(req.params.tableId);
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows,
        total: rows.length,
      };
    },
  );

  app.get(
    '/tool/gen/:tableId',
    {
      config: { permission: 'tool:gen:query' },
      schema: {
        params: Type.Object({ tableId: Type.Integer() }),
        response: {
          200: AjaxData(
            Type.Object({
              info: GenTableSchema,
              rows: Type.Array(GenColumnSchema),
              tables: Type.Array(GenTableSchema),
            }),
          ),
        },
      },
    },
    async (req) => {
      const { table, columns } = await service.load(req.params.tableId);
      return {
        code: 200,
        msg: req.t('common.success'),
        data: { info: table, rows: columns, tables: await tables().findAll() },
      };
    },
  );

  app.post(
    '/tool/gen/importTable',
    {
      config: {
        permission: 'tool:gen:import',
        log: { title: LOG_TITLE, businessType: 'IMPORT' },
      },
      schema: { querystring: TablesQuery, response: { 200: AjaxResult } },
    },
    async (req) => {
      await service.importTables(
        namesOf(req.query.tables),
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.post(
    '/tool/gen/createTable',
    {
      config: { log: { title: LOG_TITLE, businessType: 'OTHER' } },
      schema: { querystring: SqlQuery, response: { 200: AjaxResult } },
    },
    async (req) => {
      const roles = await app.services.permissions.roleKeysOf(
        req.loginUser!.userId,
      );
      if (!roles.includes('admin'))
        throw new ServiceError(403, 'auth.forbidden');
      const plan = await planCreateTables(req.query.sql ?? '');
      const user = req.loginUser!.userName;
      await app.repos.transaction(async (repos, tx) => {
        const dbTables = repos.genDb;
        for (const name of plan.tables) {
          if (await dbTables.exists(name)) {
            throw new ServiceError(500, 'gen.create.tableExists', { name });
          }
        }
        // The statements were rebuilt from the checked parse tree. The
        // database's own message stays in the server log: it can quote data.
        for (const [i, statement] of plan.statements.entries()) {
          try {
            await tx.exec(statement);
          } catch (err) {
            req.log.error(
              { err, statement: i + 1 },
              'create table: the database refused a statement',
            );
            throw new ServiceError(500, 'gen.create.failed');
          }
        }
        await service.importIn(repos, plan.tables, user);
      });
      return ok(req);
    },
  );

  app.put(
    '/tool/gen',
    {
      config: {
        permission: 'tool:gen:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: GenEdit, response: { 200: AjaxResult } },
    },
    async (req) => {
      const { table: current, columns: saved } = await service.load(
        req.body.tableId,
      );
      const { table, columns } = merge(current, saved, req.body);
      buildContext(table, columns, await service.subOf(table));
      await service.save(table, columns, req.loginUser!.userName);
      return ok(req);
    },
  );

  app.delete(
    '/tool/gen/:tableIds',
    {
      config: {
        permission: 'tool:gen:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ tableIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async (req) => {
      const n = await app.repos.transaction(({ genTables }) =>
        genTables.deleteByIds(parseIds(req.params.tableIds)),
      );
      return toAjax(req, n);
    },
  );

  app.get(
    '/tool/gen/preview/:tableId',
    {
      config: { permission: 'tool:gen:preview' },
      schema: {
        params: Type.Object({ tableId: Type.Integer() }),
        response: { 200: PreviewAnswerSchema },
      },
    },
    async (req) => {
      const { table, columns } = await service.load(req.params.tableId);
      const files = generateFiles(
        buildContext(table, columns, await service.subOf(table)),
        await nextMigrationNumber(),
      );
      return {
        code: 200,
        msg: req.t('common.success'),
        ...previewAnswer(files),
      };
    },
  );

  app.get(
    '/tool/gen/download/:tableName',
    {
      config: {
        permission: 'tool:gen:code',
        log: { title: LOG_TITLE, businessType: 'GENCODE' },
      },
      schema: {
        params: Type.Object({ tableName: Type.String({ maxLength: 200 }) }),
      },
    },
    async (req, reply) =>
      sendZip(reply, await zipFiles(await sources([req.params.tableName]))),
  );

  app.get(
    '/tool/gen/batchGenCode',
    {
      config: {
        permission: 'tool:gen:code',
        log: { title: LOG_TITLE, businessType: 'GENCODE' },
      },
      schema: { querystring: TablesQuery },
    },
    async (req, reply) =>
      sendZip(reply, await zipFiles(await sources(namesOf(req.query.tables)))),
  );

  app.get(
    '/tool/gen/genCode/:tableName',
    {
      config: { permission: 'tool:gen:code' },
      schema: {
        params: Type.Object({ tableName: Type.String({ maxLength: 200 }) }),
        response: { 200: AjaxResult },
      },
    },
    async () => {
      throw new ServiceError(500, 'gen.genCode.disabled');
    },
  );

  app.get(
    '/tool/gen/synchDb/:tableName',
    {
      config: {
        permission: 'tool:gen:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: {
        params: Type.Object({ tableName: Type.String({ maxLength: 200 }) }),
        response: { 200: AjaxResult },
      },
    },
    async (req) => {
      await service.sync(req.params.tableName, req.loginUser!.userName);
      return ok(req);
    },
  );
}
