/**
 * Navigation copy `/project/navRecord`: the text blocks a navigation column's
 * own page shows. Rich text is sanitised before it is stored (and again by the
 * public site on display).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { NavRecordRow } from '../../repositories/project-nav-records.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  NavRecordAdd,
  NavRecordEdit,
  NavRecordQuery,
  NavRecordSchema,
} from '../../schemas/project-nav.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { safeLink, sanitizeRichText } from '../../services/infra/sanitize.js';
import { ok, toAjax } from '../lib/answers.js';
import { STATUS_LABELS } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';
import { actorOf, formData } from './content-access.js';
import { contentScope } from './content-scope.js';

type NavRecordBody = Static<typeof NavRecordAdd>;

export const NAV_RECORD_EXCEL: ExcelColumn<NavRecordRow>[] = [
  { key: 'navRecordId', header: 'navRecord.field.navRecordId', type: 'number' },
  { key: 'navName', header: 'navRecord.field.navId' },
  { key: 'title', header: 'navRecord.field.title' },
  { key: 'subtitle', header: 'navRecord.field.subtitle' },
  { key: 'content', header: 'navRecord.field.content', width: 60 },
  { key: 'image', header: 'navRecord.field.image' },
  { key: 'orderNum', header: 'navRecord.field.orderNum', type: 'number' },
  { key: 'status', header: 'navRecord.field.status', labels: STATUS_LABELS },
  { key: 'createTime', header: 'navRecord.field.createTime', width: 22 },
];

const LOG_TITLE = 'Navigation copy';

export default async function navRecordRoutes(app: RouteApp) {
  const repo = () => app.repos.navRecords;

  /** Lists and exports show the content of columns in the user's scope. */
  const listScope = (req: FastifyRequest) =>
    contentScope(app, req).list('navigation', 'r.nav_id');

  /** The column must exist; the image must be safe; content is sanitised. */
  const prepare = async (req: FastifyRequest, body: NavRecordBody) => {
    if (!(await app.repos.navigation.findById(body.navId))) {
      throw new ServiceError(500, 'navRecord.navMissing');
    }
    await contentScope(app, req).column(body.navId);
    const image = (body.image ?? '').trim();
    if (image && safeLink(image) === '') {
      throw new ServiceError(500, 'navigation.linkInvalid', {
        field: req.t('navRecord.field.image'),
      });
    }
    return { ...body, content: sanitizeRichText(body.content) };
  };

  app.get(
    '/project/navRecord/list',
    {
      config: { permission: 'project:navRecord:list' },
      schema: {
        querystring: NavRecordQuery,
        response: { 200: TableData(NavRecordSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await repo().list(
        req.query,
        pageOf(req.query),
        await listScope(req),
      );
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.post(
    '/project/navRecord/export',
    {
      config: {
        permission: 'project:navRecord:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: NavRecordQuery },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        {
          sheet: 'navRecord.excel.sheet',
          filename: 'nav_record',
          columns: NAV_RECORD_EXCEL,
        },
        await repo().listAll(req.body ?? {}, await listScope(req)),
      ),
  );

  app.get(
    '/project/navRecord/:navRecordId',
    {
      config: { permission: 'project:navRecord:query' },
      schema: {
        params: Type.Object({ navRecordId: Type.Integer() }),
        response: { 200: AjaxData(NavRecordSchema) },
      },
    },
    async (req) => {
      const id = req.params.navRecordId;
      const row = await repo().findById(id);
      if (!row) throw new ServiceError(500, 'common.notExists');
      await contentScope(app, req).items('navRecord', [id]);
      const data = await app.services.publishing.overlay('navRecord', id, row);
      return { ...ok(req), data };
    },
  );

  app.post(
    '/project/navRecord',
    {
      config: {
        permission: 'project:navRecord:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: NavRecordAdd, response: { 200: AjaxResult } },
    },
    async function addNavRecord(req) {
      const data = await prepare(req, req.body);
      await app.services.publishing.create(
        'navRecord',
        formData(NavRecordAdd, data),
        actorOf(req),
      );
      return ok(req);
    },
  );

  app.put(
    '/project/navRecord',
    {
      config: {
        permission: 'project:navRecord:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: NavRecordEdit, response: { 200: AjaxResult } },
    },
    async function editNavRecord(req) {
      await contentScope(app, req).items('navRecord', [req.body.navRecordId]);
      const data = await prepare(req, req.body);
      await app.services.publishing.save(
        'navRecord',
        req.body.navRecordId,
        formData(NavRecordAdd, data),
        req.body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    '/project/navRecord/:ids',
    {
      config: {
        permission: 'project:navRecord:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ ids: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeNavRecord(req) {
      const ids = parseIds(req.params.ids);
      await contentScope(app, req).items('navRecord', ids);
      const n = await app.services.publishing.remove(
        'navRecord',
        ids,
        req.loginUser!.userName,
      );
      return toAjax(req, n);
    },
  );
}
