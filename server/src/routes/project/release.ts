/**
 * Releases `/project/release` (docs/publishing.md): list, one with its
 * items, add, edit, schedule, cancel, delete. Every item a release touches
 * is checked against publishing's permission in its column's data scope
 * (content-access.ts). Starts the runner that puts releases live, and sets
 * its timer afresh after each change here.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import type { ReleaseItemRef } from '../../repositories/content-releases.js';
import { Lists } from '../../repositories/lib/lists.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  ReleaseAdd,
  ReleaseDetailSchema,
  ReleaseEdit,
  ReleaseList,
  ReleaseQuery,
} from '../../schemas/release.js';
import type { ContentKind } from '../../services/publishing/index.js';
import {
  pollMsFrom,
  ReleaseRunner,
} from '../../services/publishing/release-runner.js';
import { ReleaseService } from '../../services/publishing/releases.js';
import { itemFacts, itemKey } from '../../services/publishing/release-items.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';
import { assertItemAccess, PUBLISH_PERMISSION } from './content-access.js';

const LOG_TITLE = 'Release';

const IdParams = Type.Object({ releaseId: Type.Integer() });

export default async function releaseRoutes(app: RouteApp) {
  const releases = new ReleaseService(
    app.repos,
    app.db,
    new Lists(app.db, app.kv),
    app.services.config,
  );
  const runner = new ReleaseRunner({
    repos: app.repos,
    db: app.db,
    timeZone: () => releases.timeZone(),
    log: app.log,
    pollMs: pollMsFrom(),
  });
  app.addHook('onReady', async () => {
    await runner.start();
  });
  app.addHook('onClose', () => runner.stop());

  const by = (req: FastifyRequest) => req.loginUser!.userName;

  /** Publishing's permission on each item, in its column's data scope. */
  const mayPublish = async (
    req: FastifyRequest,
    items: readonly Pick<ReleaseItemRef, 'kind' | 'itemId'>[],
  ) => {
    for (const i of items) {
      await assertItemAccess(
        app,
        req,
        i.kind as ContentKind,
        i.itemId,
        'publish',
      );
    }
  };
  /** The same for the items of a release that still exist. */
  const mayPublishRelease = async (req: FastifyRequest, releaseId: number) => {
    const items = await releases.items(releaseId);
    const existing = await itemFacts(app.db, items);
    await mayPublish(
      req,
      items.filter((i) => existing.has(itemKey(i))),
    );
  };

  app.get(
    '/project/release/list',
    {
      config: { permission: PUBLISH_PERMISSION },
      schema: { querystring: ReleaseQuery, response: { 200: ReleaseList } },
    },
    async (req) => {
      const { rows, total, timeZone } = await releases.list(
        req.query.status,
        pageOf(req.query),
        req.lang(),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows,
        total,
        timeZone,
      };
    },
  );

  app.get(
    '/project/release/:releaseId',
    {
      config: { permission: PUBLISH_PERMISSION },
      schema: {
        params: IdParams,
        response: { 200: AjaxData(ReleaseDetailSchema) },
      },
    },
    async (req) => {
      const release = await releases.get(req.params.releaseId, req.lang());
      if (!release) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: release };
    },
  );

  app.post(
    '/project/release',
    {
      config: {
        permission: PUBLISH_PERMISSION,
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: {
        body: ReleaseAdd,
        response: { 200: AjaxData(Type.Integer()) },
      },
    },
    async function addRelease(req) {
      await mayPublish(req, req.body.items);
      const id = await releases.add(req.body, by(req), req.lang());
      await runner.arm();
      return { ...ok(req), data: id };
    },
  );

  app.put(
    '/project/release',
    {
      config: {
        permission: PUBLISH_PERMISSION,
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: ReleaseEdit, response: { 200: AjaxResult } },
    },
    async function editRelease(req) {
      const { releaseId, version, ...input } = req.body;
      await mayPublishRelease(req, releaseId);
      await mayPublish(req, input.items);
      await releases.edit(releaseId, version, input, by(req), req.lang());
      await runner.arm();
      return ok(req);
    },
  );

  app.put(
    '/project/release/schedule/:releaseId',
    {
      config: {
        permission: PUBLISH_PERMISSION,
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { params: IdParams, response: { 200: AjaxResult } },
    },
    async function scheduleRelease(req) {
      await mayPublishRelease(req, req.params.releaseId);
      await releases.schedule(req.params.releaseId, by(req), req.lang());
      await runner.arm();
      return ok(req);
    },
  );

  app.put(
    '/project/release/cancel/:releaseId',
    {
      config: {
        permission: PUBLISH_PERMISSION,
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { params: IdParams, response: { 200: AjaxResult } },
    },
    async function cancelRelease(req) {
      await mayPublishRelease(req, req.params.releaseId);
      await releases.cancel(req.params.releaseId, by(req), req.lang());
      await runner.arm();
      return ok(req);
    },
  );

  app.delete(
    '/project/release/:releaseIds',
    {
      config: {
        permission: PUBLISH_PERMISSION,
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ releaseIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removeRelease(req) {
      const ids = parseIds(req.params.releaseIds);
      for (const id of ids) await mayPublishRelease(req, id);
      const n = await releases.remove(ids, req.lang());
      await runner.arm();
      return toAjax(req, n);
    },
  );
}
