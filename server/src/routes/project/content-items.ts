/**
 * The routes of one kind of content item (repositories/content-items.ts):
 * list, export, detail, add, edit and delete under one path, each guarded by
 * its permission, the writes and the export logged under one title. Before a
 * save the item's parent must exist, its address fields are checked in a
 * given order, a field may be required by the item type, and rich text is
 * sanitised.
 */
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../../i18n/index.js';
import type {
  ContentItemRepository,
  ItemFilter,
  ItemInput,
} from '../../repositories/content-items.js';
import type { Repositories } from '../../repositories/index.js';
import { pageOf } from '../../repositories/lib/page.js';
import { parseIds } from '../../repositories/lib/writes.js';
import { AjaxData, AjaxResult, TableData } from '../../schemas/common.js';
import { checkLink, checkUpload } from '../../services/content-fields.js';
import { ServiceError } from '../../errors.js';
import { sendXlsx, type SheetSpec } from '../../services/infra/excel.js';
import { sanitizeRichText } from '../../services/infra/sanitize.js';
import { ok, toAjax } from '../lib/answers.js';
import type { RouteApp } from '../lib/route-app.js';
import type { ContentKind } from '../../services/publishing/index.js';
import { actorOf, formData } from './content-access.js';
import { contentScope } from './content-scope.js';

/** A TypeBox schema of requests of type `T`. */
type SchemaOf<T> = TSchema & { static: T };

/** What the checks read of an add or edit body; `K` names the parent id. */
export type ItemBody<K extends string> = Record<K, number> & {
  itemType: string;
};

/** An edit body: the add body, the item's id and the version it was loaded at. */
type EditBody<B> = B & { itemId: number; version?: number | null };

type Field<B> = keyof B & string;

/** An address field of the body and how it is checked. */
export interface ItemLink<B> {
  field: Field<B>;
  /** `link`: an address a visitor may follow; `upload`: a file uploaded here. */
  kind: 'link' | 'upload';
  /** The field's label in the message. */
  label: MessageKey;
}

export interface ContentItemRoutes<
  K extends string,
  Row,
  Body extends ItemBody<K>,
  Input extends ItemInput<K>,
> {
  /** e.g. `/project/productItem`. */
  path: string;
  /** The kind of content in publishing (saves go to its drafts). */
  kind: ContentKind;
  /** e.g. `project:productItem`; each route adds `:list`, `:export`, `:query`, `:add`, `:edit` or `:remove`. */
  permission: string;
  /** The operation log's title. */
  logTitle: string;
  /** The log names the writes `add<name>()`, `edit<name>()`, `remove<name>()`. */
  name: string;
  schemas: {
    row: TSchema;
    query: TObject;
    add: SchemaOf<Body>;
    edit: SchemaOf<EditBody<Body>>;
  };
  repo: (repos: Repositories) => ContentItemRepository<K, Row, Input, Row>;
  parent: {
    key: K;
    /** Its kind and the item table's column holding it (data scope). */
    kind: 'record' | 'product';
    column: string;
    exists: (repos: Repositories, id: number) => Promise<boolean>;
    /** Refusal when it does not. */
    missing: MessageKey;
  };
  /** Checked in this order (an empty one passes), whatever the item type. */
  links: readonly ItemLink<Body>[];
  /** Item type → the field it cannot do without, and the refusal. */
  required: Readonly<
    Record<string, { field: Field<Body>; message: MessageKey }>
  >;
  /** Fields stored as sanitised rich text. */
  richText: readonly Field<Body>[];
  excel: SheetSpec<Row>;
}

/** A string field's value, null when missing (the schemas allow only these). */
const textOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : null;

/** Registers the routes of one kind of content item on `app`. */
export function contentItemRoutes<
  K extends string,
  Row,
  Body extends ItemBody<K>,
  Input extends ItemInput<K>,
>(app: RouteApp, spec: ContentItemRoutes<K, Row, Body, Input>): void {
  const { path, permission } = spec;
  // The requests are validated by the spec's schemas and typed below by its
  // type parameters: the type provider cannot resolve a generic schema.
  const schemas: Record<keyof typeof spec.schemas, TSchema> = spec.schemas;
  const repo = () => spec.repo(app.repos);
  const log = (businessType: 'INSERT' | 'UPDATE' | 'DELETE' | 'EXPORT') => ({
    title: spec.logTitle,
    businessType,
  });

  // The operation log names a write after its handler: add<name>(), ….
  const names: Readonly<Record<string, string>> = {
    [`POST ${path}`]: `add${spec.name}`,
    [`PUT ${path}`]: `edit${spec.name}`,
    [`DELETE ${path}/:ids`]: `remove${spec.name}`,
  };
  app.addHook('onRoute', (route) => {
    const name = names[`${String(route.method)} ${route.routePath}`];
    if (name) Object.defineProperty(route.handler, 'name', { value: name });
  });

  /** Lists and exports show the items of parents in the user's scope. */
  const listScope = (req: FastifyRequest) =>
    contentScope(app, req).list(spec.parent.kind, `i.${spec.parent.column}`);

  /**
   * The parent must exist and be in scope, the links be safe, the type's
   * field be there.
   */
  const prepare = async (req: FastifyRequest, body: Body): Promise<Input> => {
    const parentId = body[spec.parent.key];
    if (!(await spec.parent.exists(app.repos, parentId))) {
      throw new ServiceError(500, spec.parent.missing);
    }
    await contentScope(app, req).items(spec.parent.kind, [parentId]);
    const t = (key: MessageKey) => req.t(key);
    const data: Record<string, unknown> = { ...body };
    for (const { field, kind, label } of spec.links) {
      const value = textOf(data[field]);
      data[field] =
        kind === 'link'
          ? checkLink(t, value, label)
          : checkUpload(t, value, label);
    }
    const needed = spec.required[body.itemType];
    if (needed && !data[needed.field]) {
      throw new ServiceError(500, needed.message);
    }
    for (const field of spec.richText) {
      data[field] = sanitizeRichText(textOf(data[field]));
    }
    // The body with its fields checked: what the repository stores.
    return data as Input;
  };

  app.get(
    `${path}/list`,
    {
      config: { permission: `${permission}:list` },
      schema: {
        querystring: schemas.query,
        response: { 200: TableData(schemas.row) },
      },
    },
    async (req) => {
      const q = req.query as ItemFilter<K>;
      const { rows, total } = await repo().list(
        q,
        pageOf(q),
        await listScope(req),
      );
      return { code: 200, msg: req.t('common.querySuccess'), rows, total };
    },
  );

  app.post(
    `${path}/export`,
    {
      config: { permission: `${permission}:export`, log: log('EXPORT') },
      schema: { body: schemas.query },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        req.lang(),
        spec.excel,
        await repo().listAll(
          (req.body ?? {}) as ItemFilter<K>,
          await listScope(req),
        ),
      ),
  );

  app.get(
    `${path}/:itemId`,
    {
      config: { permission: `${permission}:query` },
      schema: {
        params: Type.Object({ itemId: Type.Integer() }),
        response: { 200: AjaxData(schemas.row) },
      },
    },
    async (req) => {
      const id = req.params.itemId;
      const row = await repo().findById(id);
      if (!row) throw new ServiceError(500, 'common.notExists');
      await contentScope(app, req).items(spec.kind, [id]);
      const data = await app.services.publishing.overlay(spec.kind, id, row);
      return { ...ok(req), data };
    },
  );

  app.post(
    path,
    {
      config: { permission: `${permission}:add`, log: log('INSERT') },
      schema: { body: schemas.add, response: { 200: AjaxResult } },
    },
    async (req) => {
      const data = await prepare(req, req.body as Body);
      await app.services.publishing.create(
        spec.kind,
        formData(schemas.add, data),
        actorOf(req),
      );
      return ok(req);
    },
  );

  app.put(
    path,
    {
      config: { permission: `${permission}:edit`, log: log('UPDATE') },
      schema: { body: schemas.edit, response: { 200: AjaxResult } },
    },
    async (req) => {
      const body = req.body as EditBody<Body>;
      await contentScope(app, req).items(spec.kind, [body.itemId]);
      const data = await prepare(req, body);
      await app.services.publishing.save(
        spec.kind,
        body.itemId,
        formData(schemas.add, data),
        body.version,
        req.loginUser!.userName,
      );
      return ok(req);
    },
  );

  app.delete(
    `${path}/:ids`,
    {
      config: { permission: `${permission}:remove`, log: log('DELETE') },
      schema: {
        params: Type.Object({ ids: Type.String({ maxLength: 1000 }) }),
        response: { 200: AjaxResult },
      },
    },
    async (req) => {
      const ids = parseIds(req.params.ids);
      await contentScope(app, req).items(spec.kind, ids);
      const n = await app.services.publishing.remove(
        spec.kind,
        ids,
        req.loginUser!.userName,
      );
      return toAjax(req, n);
    },
  );
}
