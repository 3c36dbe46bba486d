/**
 * Publishing `/project/content` (docs/publishing.md): an item's state,
 * submit / withdraw / reject / publish / discard, the review queue, the
 * published version against the draft, and revisions with restore. Every
 * step is checked against the item's own kind permission and its column's
 * data scope (content-access.ts).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { pageOf } from '../../repositories/lib/page.js';
import { SqlWhere } from '../../repositories/lib/sql-where.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import {
  CompareSchema,
  ItemStateSchema,
  Kind,
  NoteBody,
  QueueQuery,
  QueueRowSchema,
  RejectBody,
  RevisionQuery,
  RevisionRowSchema,
  RevisionSchema,
} from '../../schemas/publishing.js';
import { KINDS, type ContentKind } from '../../services/publishing/index.js';
import { ownerSql } from '../../services/publishing/kinds.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';
import {
  anyKind,
  assertItemAccess,
  PUBLISH_PERMISSION,
  type ItemNeed,
} from './content-access.js';

const LOG_TITLE = 'Publishing';

const ItemParams = Type.Object({ kind: Kind, id: Type.Integer() });

export default async function publishingRoutes(app: RouteApp) {
  const publishing = () => app.services.publishing;
  const access = (
    req: FastifyRequest,
    kind: ContentKind,
    id: number,
    need: ItemNeed,
  ) => assertItemAccess(app, req, kind, id, need);
  const by = (req: FastifyRequest) => req.loginUser!.userName;

  app.get(
    '/project/content/state/:kind/:id',
    {
      config: { permission: anyKind('query') },
      schema: {
        params: ItemParams,
        response: { 200: AjaxData(ItemStateSchema) },
      },
    },
    async (req) => {
      const { kind, id } = req.params;
      await access(req, kind, id, 'query');
      const state = await publishing().state(kind, id);
      if (!state) throw new ServiceError(500, 'common.notExists');
      return { ...ok(req), data: state };
    },
  );

  /** A state change of one item: who may do it, and what it does. */
  const step = (
    path: string,
    name: string,
    permission: string,
    need: ItemNeed,
    run: (
      req: FastifyRequest<{
        Body: {
          kind: ContentKind;
          id: number;
          note?: string | null;
          comment?: string;
        };
      }>,
    ) => Promise<void>,
    body: typeof NoteBody | typeof RejectBody = NoteBody,
  ) =>
    app.post(
      path,
      {
        config: {
          permission,
          log: { title: LOG_TITLE, businessType: 'UPDATE' },
        },
        schema: { body, response: { 200: AjaxResult } },
      },
      {
        async [name](
          req: FastifyRequest<{ Body: { kind: ContentKind; id: number } }>,
        ) {
          await access(req, req.body.kind, req.body.id, need);
          await run(req);
          return ok(req);
        },
      }[name],
    );

  step(
    '/project/content/submit',
    'submitContent',
    anyKind('edit'),
    'edit',
    (req) =>
      publishing().submit(
        req.body.kind,
        req.body.id,
        req.body.note ?? null,
        by(req),
      ),
  );
  step(
    '/project/content/withdraw',
    'withdrawContent',
    anyKind('edit'),
    'edit',
    (req) => publishing().withdraw(req.body.kind, req.body.id, by(req)),
  );
  step(
    '/project/content/reject',
    'rejectContent',
    PUBLISH_PERMISSION,
    'publish',
    (req) =>
      publishing().reject(
        req.body.kind,
        req.body.id,
        req.body.comment!.trim(),
        by(req),
      ),
    RejectBody,
  );
  step(
    '/project/content/publish',
    'publishContent',
    PUBLISH_PERMISSION,
    'publish',
    (req) =>
      publishing().publish(
        req.body.kind,
        req.body.id,
        req.body.note ?? null,
        by(req),
      ),
  );
  step(
    '/project/content/discard',
    'discardContent',
    anyKind('edit'),
    'edit',
    (req) => publishing().discard(req.body.kind, req.body.id, by(req)),
  );

  app.get(
    '/project/content/review/list',
    {
      config: { permission: PUBLISH_PERMISSION },
      schema: {
        querystring: QueueQuery,
        response: { 200: TableData(QueueRowSchema) },
      },
    },
    async (req) => {
      const where = new SqlWhere().eq('d.kind', req.query.kind);
      const dept = ownerSql('dept_id', 'd.kind', 'd.item_id');
      await app.services.dataScope.apply(
        where,
        { user: req.loginUser!, permission: PUBLISH_PERMISSION },
        { dept },
      );
      const { rows, total } = await app.repos.drafts.queue(
        where,
        pageOf(req.query),
        ownerSql('nav_name', 'd.kind', 'd.item_id'),
      );
      return {
        ...ok(req),
        rows: rows.map(({ data, ...row }) => ({
          ...row,
          title: String(data[KINDS[row.kind as ContentKind].titleField] ?? ''),
        })),
        total,
      };
    },
  );

  app.get(
    '/project/content/compare/:kind/:id',
    {
      config: { permission: anyKind('query') },
      schema: {
        params: ItemParams,
        response: { 200: AjaxData(CompareSchema) },
      },
    },
    async (req) => {
      const { kind, id } = req.params;
      await access(req, kind, id, 'query');
      return { ...ok(req), data: await publishing().compare(kind, id) };
    },
  );

  app.get(
    '/project/content/revision/list',
    {
      config: { permission: anyKind('query') },
      schema: {
        querystring: RevisionQuery,
        response: { 200: TableData(RevisionRowSchema) },
      },
    },
    async (req) => {
      const { kind, itemId } = req.query;
      await access(req, kind, itemId, 'query');
      const { rows, total } = await app.repos.revisions.list(
        kind,
        itemId,
        pageOf(req.query),
      );
      return { ...ok(req), rows, total };
    },
  );

  app.get(
    '/project/content/revision/:revisionId',
    {
      config: { permission: anyKind('query') },
      schema: {
        params: Type.Object({ revisionId: Type.Integer() }),
        response: { 200: AjaxData(RevisionSchema) },
      },
    },
    async (req) => {
      const rev = await app.repos.revisions.find(req.params.revisionId);
      if (!rev) throw new ServiceError(500, 'common.notExists');
      await access(req, rev.kind as ContentKind, rev.itemId, 'query');
      return { ...ok(req), data: rev };
    },
  );

  app.post(
    '/project/content/revision/restore/:revisionId',
    {
      config: {
        permission: anyKind('edit'),
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: {
        params: Type.Object({ revisionId: Type.Integer() }),
        response: { 200: AjaxResult },
      },
    },
    async function restoreRevision(req) {
      const rev = await app.repos.revisions.find(req.params.revisionId);
      if (!rev) throw new ServiceError(500, 'common.notExists');
      await access(req, rev.kind as ContentKind, rev.itemId, 'edit');
      await publishing().restore(rev.revisionId, by(req));
      return ok(req);
    },
  );
}
