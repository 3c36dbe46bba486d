/**
 * Preview links `/project/content/preview` (docs/publishing.md): a link to
 * one draft for those who may read the item (its kind's `:query` and its
 * column's data scope), or to a release for publishers; the list of links;
 * revoking one (its creator or a publisher). The link itself opens the
 * public site under `/w/preview/<token>` (routes/website/preview-pages.ts).
 */
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../errors.js';
import { pageOf } from '../../repositories/lib/page.js';
import { AjaxData, AjaxResult } from '../../schemas/common.js';
import {
  CreatedPreviewSchema,
  PreviewBody,
  PreviewIdParams,
  PreviewList,
  PreviewQuery,
} from '../../schemas/preview.js';
import { publicOrigin } from '../../services/infra/site-origin.js';
import { hasPermi, isAdminUser } from '../../services/permission.js';
import {
  PREVIEW_MINUTES,
  type PreviewTarget,
} from '../../services/publishing/preview.js';
import { ok } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';
import {
  anyKind,
  assertItemAccess,
  PUBLISH_PERMISSION,
} from './content-access.js';

const LOG_TITLE = 'Preview link';

/** A draft's link: any kind's `:query` (the item's own is checked); a release's: publishing. */
const CREATE_PERMISSION = `${anyKind('query')},${PUBLISH_PERMISSION}`;

export default async function previewRoutes(app: RouteApp) {
  const previews = () => app.services.previews;

  const mayPublish = async (req: FastifyRequest) => {
    const { userId } = req.loginUser!;
    if (isAdminUser(userId)) return true;
    const perms = await app.services.permissions.permissionsOf(userId);
    return hasPermi(perms, PUBLISH_PERMISSION);
  };

  app.post(
    '/project/content/preview',
    {
      config: {
        permission: CREATE_PERMISSION,
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: {
        body: PreviewBody,
        response: { 200: AjaxData(CreatedPreviewSchema) },
      },
    },
    async (req) => {
      const { kind, id, releaseId, minutes } = req.body;
      let target: PreviewTarget;
      if (releaseId !== undefined) {
        if (!(await mayPublish(req))) {
          throw new ServiceError(403, 'auth.forbidden');
        }
        target = { releaseId };
      } else if (kind !== undefined && id !== undefined) {
        await assertItemAccess(app, req, kind, id, 'query');
        target = { kind, id };
      } else {
        throw new ServiceError(500, 'preview.targetMissing');
      }
      const created = await previews().create(
        target,
        minutes ?? PREVIEW_MINUTES,
        req.loginUser!.userName,
      );
      return {
        ...ok(req),
        data: {
          previewId: created.previewId,
          url: (await publicOrigin(app.services.config)) + created.path,
          expiresAt: created.expiresAt,
          timeZone: await previews().timeZone(),
        },
      };
    },
  );

  app.get(
    '/project/content/preview/list',
    {
      config: { permission: PUBLISH_PERMISSION },
      schema: {
        querystring: PreviewQuery,
        response: { 200: PreviewList },
      },
    },
    async (req) => {
      const { rows, total } = await previews().list(pageOf(req.query));
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows,
        total,
        timeZone: await previews().timeZone(),
      };
    },
  );

  app.put(
    '/project/content/preview/revoke/:previewId',
    {
      config: {
        permission: CREATE_PERMISSION,
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { params: PreviewIdParams, response: { 200: AjaxResult } },
    },
    async (req) => {
      await previews().revoke(
        req.params.previewId,
        req.loginUser!.userName,
        await mayPublish(req),
      );
      return ok(req);
    },
  );
}
