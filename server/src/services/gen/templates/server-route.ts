/** Template: the Fastify route module (`server/src/routes/<module>/<business>.ts`). */
import type { GenColumn } from '../model.js';
import {
  editColumns,
  insertColumns,
  isInteger,
  maxLengthOf,
  queryColumns,
  type GenContext,
} from '../context.js';
import { commentText, pascal, tsStr } from '../naming.js';

/** TypeBox schema of a column's value. */
export function valueSchema(c: GenColumn, strict: boolean): string {
  if (c.javaType === 'boolean') return 'Type.Boolean()';
  if (c.javaType === 'number') {
    return isInteger(c) ? 'Type.Integer()' : 'Type.Number()';
  }
  if (!strict) return 'Type.String()';
  const max = maxLengthOf(c) ?? (c.htmlType === 'datetime' ? 30 : undefined);
  const opts = [
    c.isRequired === '1' ? 'minLength: 1' : '',
    max ? `maxLength: ${max}` : '',
  ].filter(Boolean);
  return opts.length ? `Type.String({ ${opts.join(', ')} })` : 'Type.String()';
}

const optional = (schema: string) =>
  `Type.Optional(Type.Union([${schema}, Type.Null()]))`;

const bodyField = (c: GenColumn) =>
  `  ${c.javaField}: ${
    c.isRequired === '1' ? valueSchema(c, true) : optional(valueSchema(c, true))
  },`;

function querySchema(ctx: GenContext): string[] {
  const lines: string[] = [];
  for (const c of queryColumns(ctx)) {
    if (c.queryType === 'BETWEEN') {
      const p = pascal(c.javaField);
      lines.push(
        `  'params[begin${p}]': Type.Optional(Type.String({ maxLength: 30 })),`,
        `  'params[end${p}]': Type.Optional(Type.String({ maxLength: 30 })),`,
      );
    } else {
      const s =
        c.javaType === 'string'
          ? 'Type.String({ maxLength: 200 })'
          : valueSchema(c, false);
      lines.push(`  ${c.javaField}: Type.Optional(${s}),`);
    }
  }
  return lines;
}

export function serverRoute(ctx: GenContext): string {
  const { entity, perm, url, pk, tree } = ctx;
  const title = tsStr(ctx.functionName);
  const pkNumber = pk.javaType === 'number';
  const pkSchema = pkNumber
    ? 'Type.Integer()'
    : 'Type.String({ maxLength: 200 })';
  const edit = editColumns(ctx).filter((c) => c !== pk);
  const version = ctx.has('version');
  const log = (type: string) =>
    `log: { title: LOG_TITLE, businessType: '${type}' }`;
  const listRoute = tree
    ? [
        `  app.get<{ Querystring: ${entity}Query }>(`,
        `    '${url}/list',`,
        `    {`,
        `      config: { permission: '${perm}:list' },`,
        `      schema: {`,
        `        querystring: ${entity}Query,`,
        `        response: { 200: AjaxData(Type.Array(${entity}Schema)) },`,
        `      },`,
        `    },`,
        `    async (req) => ({`,
        `      code: 200,`,
        `      msg: req.t('common.querySuccess'),`,
        `      data: await repo.listAll(req.query),`,
        `    }),`,
        `  );`,
      ]
    : [
        `  app.get<{ Querystring: ${entity}Query }>(`,
        `    '${url}/list',`,
        `    {`,
        `      config: { permission: '${perm}:list' },`,
        `      schema: {`,
        `        querystring: ${entity}Query,`,
        `        response: { 200: TableData(${entity}Schema) },`,
        `      },`,
        `    },`,
        `    async (req) => {`,
        `      const { rows, total } = await repo.list(req.query, pageOf(req.query));`,
        `      return { code: 200, msg: req.t('common.querySuccess'), rows, total };`,
        `    },`,
        `  );`,
      ];
  const ids = pkNumber
    ? 'parseIds(req.params.ids)'
    : "req.params.ids.split(',').map((s) => s.trim()).filter(Boolean)";
  const notFound = version
    ? [
        `      if (n === 0) {`,
        `        const exists = await repo.findById(body.${pk.javaField});`,
        `        throw new ServiceError(`,
        `          500,`,
        `          exists ? 'common.modifiedConcurrently' : 'common.notExists',`,
        `        );`,
        `      }`,
      ]
    : [`      if (n === 0) throw new ServiceError(500, 'common.notExists');`];
  return [
    `/** ${commentText(ctx.functionName)} \`${url}\` (generated from table ${ctx.table.tableName}). */`,
    `import { Type, type Static } from '@sinclair/typebox';`,
    `import type { FastifyInstance } from 'fastify';`,
    `import { ${entity}Repository } from '../../repositories/${ctx.moduleName}-${ctx.file}.js';`,
    `import { PageQueryProps${tree ? '' : ', pageOf'} } from '../../repositories/lib/page.js';`,
    ...(pkNumber
      ? [`import { parseIds } from '../../repositories/lib/writes.js';`]
      : []),
    `import { AjaxData, AjaxResult${tree ? '' : ', TableData'} } from '../../schemas/common.js';`,
    `import { ServiceError } from '../../services/errors.js';`,
    ``,
    `const LOG_TITLE = ${title};`,
    ``,
    `const ${entity}Schema = Type.Object({`,
    ...ctx.columns.map(
      (c) => `  ${c.javaField}: ${optional(valueSchema(c, false))},`,
    ),
    `});`,
    ``,
    `const ${entity}Query = Type.Object({`,
    `  ...PageQueryProps,`,
    ...querySchema(ctx),
    `});`,
    `type ${entity}Query = Static<typeof ${entity}Query>;`,
    ``,
    `const ${entity}Add = Type.Object({`,
    ...insertColumns(ctx).map(bodyField),
    `});`,
    ``,
    `const ${entity}Edit = Type.Object({`,
    `  ${pk.javaField}: ${pkSchema},`,
    ...(version
      ? ['  version: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),']
      : []),
    ...edit.map(bodyField),
    `});`,
    ``,
    `export default async function ${ctx.entityVar}Routes(app: FastifyInstance) {`,
    `  const repo = new ${entity}Repository(app.db);`,
    ``,
    ...listRoute,
    ``,
    `  app.get<{ Params: { id: ${pkNumber ? 'number' : 'string'} } }>(`,
    `    '${url}/:id',`,
    `    {`,
    `      config: { permission: '${perm}:query' },`,
    `      schema: {`,
    `        params: Type.Object({ id: ${pkSchema} }),`,
    `        response: { 200: AjaxData(${entity}Schema) },`,
    `      },`,
    `    },`,
    `    async (req) => {`,
    `      const row = await repo.findById(req.params.id);`,
    `      if (!row) throw new ServiceError(500, 'common.notExists');`,
    `      return { code: 200, msg: req.t('common.success'), data: row };`,
    `    },`,
    `  );`,
    ``,
    `  app.post<{ Body: Static<typeof ${entity}Add> }>(`,
    `    '${url}',`,
    `    {`,
    `      config: { permission: '${perm}:add', ${log('INSERT')} },`,
    `      schema: { body: ${entity}Add, response: { 200: AjaxResult } },`,
    `    },`,
    `    async (req) => {`,
    `      await repo.insert(req.body, req.loginUser!.userName);`,
    `      return { code: 200, msg: req.t('common.success') };`,
    `    },`,
    `  );`,
    ``,
    `  app.put<{ Body: Static<typeof ${entity}Edit> }>(`,
    `    '${url}',`,
    `    {`,
    `      config: { permission: '${perm}:edit', ${log('UPDATE')} },`,
    `      schema: { body: ${entity}Edit, response: { 200: AjaxResult } },`,
    `    },`,
    `    async (req) => {`,
    `      const body = req.body;`,
    `      const n = await repo.update(`,
    `        body.${pk.javaField},`,
    `        body,`,
    ...(version ? ['        body.version,'] : []),
    `        req.loginUser!.userName,`,
    `      );`,
    ...notFound,
    `      return { code: 200, msg: req.t('common.success') };`,
    `    },`,
    `  );`,
    ``,
    `  app.delete<{ Params: { ids: string } }>(`,
    `    '${url}/:ids',`,
    `    {`,
    `      config: { permission: '${perm}:remove', ${log('DELETE')} },`,
    `      schema: {`,
    `        params: Type.Object({ ids: Type.String({ maxLength: 1000 }) }),`,
    `        response: { 200: AjaxResult },`,
    `      },`,
    `    },`,
    `    async (req) => {`,
    `      const n = await repo.deleteByIds(${ids});`,
    `      return n > 0`,
    `        ? { code: 200, msg: req.t('common.success') }`,
    `        : { code: 500, msg: req.t('common.error') };`,
    `    },`,
    `  );`,
    `}`,
    ``,
  ].join('\n');
}
