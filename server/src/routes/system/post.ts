/** Posts `/system/post`. */
import { Type, type Static } from '@sinclair/typebox';
import {
  demoMatches,
  demoRow,
  demoStored,
  demoText,
} from '../../i18n/demo-data.js';
import type { Lang } from '../../i18n/index.js';
import { PageQueryProps, pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import type { PostRow } from '../../repositories/posts.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import { editFields, Field, withDefault } from '../../schemas/fields.js';
import { PostSchema } from '../../schemas/system.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';
import { ok, toAjax } from '../lib/answers.js';
import { STATUS_LABELS } from '../lib/labels.js';
import type { RouteApp } from '../lib/route-app.js';

const PostQuery = Type.Object({
  ...PageQueryProps,
  postCode: Type.Optional(Type.String({ maxLength: 64 })),
  postName: Type.Optional(Type.String({ maxLength: 50 })),
  status: Type.Optional(Type.String({ maxLength: 1 })),
});
type PostQuery = Static<typeof PostQuery>;

const PostFields = {
  postCode: Field.text('field.postCode', 64),
  postName: Field.text('field.postName', 50),
  postSort: Field.int('field.postSort'),
  status: withDefault(Field.status(), '0'),
  remark: Field.optionalText('field.remark', 500),
};
const PostAdd = Type.Object(PostFields);
const PostEdit = Type.Object({
  postId: Field.int('field.postId'),
  version: Field.version(),
  ...editFields(PostFields),
});

/** Export columns (contract: 岗位序号, 岗位编码, 岗位名称, 岗位排序, 状态). */
export const POST_EXCEL: ExcelColumn<PostRow>[] = [
  { key: 'postId', header: 'field.postId', type: 'number', exportOnly: true },
  { key: 'postCode', header: 'field.postCode', required: true, maxLength: 64 },
  { key: 'postName', header: 'field.postName', required: true, maxLength: 50 },
  { key: 'postSort', header: 'field.postSort', type: 'number' },
  { key: 'status', header: 'field.status', labels: STATUS_LABELS },
];

const LOG_TITLE = 'Post';

/** A post with its seeded name in the reader's language. */
export const shownPost = (p: PostRow, lang: Lang): PostRow =>
  demoRow(p, lang, 'postName', 'remark');

export default async function postRoutes(app: RouteApp) {
  const posts = () => app.repos.posts;

  app.get(
    '/system/post/list',
    {
      config: { permission: 'system:post:list' },
      schema: {
        querystring: PostQuery,
        response: { 200: TableData(PostSchema) },
      },
    },
    async (req) => {
      const lang = req.lang();
      const seededNames = demoMatches(req.query.postName, lang);
      const { rows, total } = await posts().list(
        { ...req.query, seededNames },
        pageOf(req.query),
      );
      return {
        code: 200,
        msg: req.t('common.querySuccess'),
        rows: rows.map((p) => shownPost(p, lang)),
        total,
      };
    },
  );

  app.post(
    '/system/post/export',
    {
      config: {
        permission: 'system:post:export',
        log: { title: LOG_TITLE, businessType: 'EXPORT' },
      },
      schema: { body: PostQuery },
    },
    async (req, reply) => {
      const lang = req.lang();
      const query = req.body ?? {};
      const seededNames = demoMatches(query.postName, lang);
      const rows = await posts().listAll({ ...query, seededNames });
      return sendXlsx(
        reply,
        lang,
        { sheet: 'post.excel.sheet', filename: 'post', columns: POST_EXCEL },
        rows.map((p) => shownPost(p, lang)),
      );
    },
  );

  app.get(
    '/system/post/optionselect',
    { schema: { response: { 200: AjaxData(Type.Array(PostSchema)) } } },
    async (req) => ({
      code: 200,
      msg: req.t('common.success'),
      data: (await posts().findAll()).map((p) => shownPost(p, req.lang())),
    }),
  );

  app.get(
    '/system/post/:postId',
    {
      config: { permission: 'system:post:query' },
      schema: {
        params: Type.Object({ postId: Type.Integer() }),
        response: { 200: AjaxData(PostSchema) },
      },
    },
    async (req) => {
      const post = await posts().findById(req.params.postId);
      if (!post) throw new ServiceError(500, 'common.notExists');
      return {
        code: 200,
        msg: req.t('common.success'),
        data: shownPost(post, req.lang()),
      };
    },
  );

  app.post(
    '/system/post',
    {
      config: {
        permission: 'system:post:add',
        log: { title: LOG_TITLE, businessType: 'INSERT' },
      },
      schema: { body: PostAdd, response: { 200: AjaxResult } },
    },
    async function addPost(req) {
      const body = req.body;
      if (await posts().isNameTaken(body.postName)) {
        throw new ServiceError(500, 'post.add.nameExists', {
          name: body.postName,
        });
      }
      if (await posts().isCodeTaken(body.postCode)) {
        throw new ServiceError(500, 'post.add.codeExists', {
          name: body.postName,
        });
      }
      await posts().insert(body, req.loginUser!.userName);
      return ok(req);
    },
  );

  app.put(
    '/system/post',
    {
      config: {
        permission: 'system:post:edit',
        log: { title: LOG_TITLE, businessType: 'UPDATE' },
      },
      schema: { body: PostEdit, response: { 200: AjaxResult } },
    },
    async function editPost(req) {
      const current = await posts().findById(req.body.postId);
      // Seeded names shown translated and saved unchanged stay seeded.
      const lang = req.lang();
      const body = {
        ...req.body,
        postName: demoStored(req.body.postName, current?.postName, lang),
        remark: demoStored(req.body.remark, current?.remark, lang),
      };
      if (await posts().isNameTaken(body.postName, body.postId)) {
        throw new ServiceError(500, 'post.edit.nameExists', {
          name: req.body.postName,
        });
      }
      if (await posts().isCodeTaken(body.postCode, body.postId)) {
        throw new ServiceError(500, 'post.edit.codeExists', {
          name: req.body.postName,
        });
      }
      await posts().update(
        body.postId,
        body,
        body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    '/system/post/:postIds',
    {
      config: {
        permission: 'system:post:remove',
        log: { title: LOG_TITLE, businessType: 'DELETE' },
      },
      schema: {
        params: Type.Object({ postIds: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async function removePost(req) {
      const ids = parseIds(req.params.postIds);
      const found = await posts().findByIds(ids);
      for (const post of found) {
        if ((await posts().userCount(post.postId)) > 0) {
          throw new ServiceError(500, 'post.assigned', {
            name: demoText(post.postName, req.lang()),
          });
        }
      }
      const n = await posts().deleteByIds(ids);
      return toAjax(req, n);
    },
  );
}
