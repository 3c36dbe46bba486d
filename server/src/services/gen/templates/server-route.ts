/** Template: the Fastify route module (`server/src/routes/<module>/<business>.ts`). */
import type { GenColumn } from '../../../repositories/gen-model.js';
import {
  editColumns,
  insertColumns,
  isInteger,
  listColumns,
  maxLengthOf,
  queryColumns,
  type GenContext,
} from '../context.js';
import { commentText, pascal, tsStr } from '../naming.js';
import { subBodyField, subRouteSchemas } from './server-sub.js';

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

/**
 * A body field that may be missing or null. A nullable number or boolean
 * keeps null (a [T, Null] union would have ajv coerce null to 0 or false,
 * as schemas/fields.ts notes for the system modules).
 */
function optionalBody(c: GenColumn): string {
  if (c.javaType !== 'number' && c.javaType !== 'boolean') {
    return optional(valueSchema(c, true));
  }
  const type =
    c.javaType === 'boolean' ? 'boolean' : isInteger(c) ? 'integer' : 'number';
  return `Type.Optional(Type.Unsafe<${c.javaType} | null>({ type: '${type}', nullable: true }))`;
}

const bodyField = (c: GenColumn) =>
  `  ${c.javaField}: ${
    c.isRequired === '1' ? valueSchema(c, true) : optionalBody(c)
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

const answeredField = (c: GenColumn) =>
  `  ${c.javaField}: ${optional(valueSchema(c, false))},`;

/** A valid worksheet name (at most 31 characters, none of []:*?/\\ or '). */
const sheetName = (text: string) =>
  Array.from(text.replace(/[[\]:*?/\\']/g, ' '))
    .slice(0, 31)
    .join('')
    .trim() || 'Sheet1';

/** The export's columns: the list's, headed by their comments. */
function excelColumns(ctx: GenContext): string[] {
  return listColumns(ctx).map((c) => {
    const header = `header: { text: ${tsStr(c.columnComment.trim() || c.javaField)} }`;
    const kind =
      c.javaType === 'boolean'
        ? ', labels: YES_NO'
        : c.javaType === 'number'
          ? ", type: 'number'"
          : '';
    return `  { key: ${tsStr(c.javaField)}, ${header}${kind} },`;
  });
}

export function serverRoute(ctx: GenContext): string {
  const { entity, perm, url, pk, tree, sub } = ctx;
  const title = tsStr(ctx.functionName);
  const pkNumber = pk.javaType === 'number';
  const pkSchema = pkNumber
    ? 'Type.Integer()'
    : 'Type.String({ maxLength: 200 })';
  const edit = editColumns(ctx).filter((c) => c !== pk);
  const version = ctx.has('version');
  const user = 'req.loginUser!.userName';
  const yesNo = listColumns(ctx).some((c) => c.javaType === 'boolean');
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
  const updateArgs = [
    `body.${pk.javaField}`,
    'body',
    ...(version ? ['body.version'] : []),
    user,
  ].join(', ');
  // Master-child: the master and its children change in one transaction.
  const children = sub ? `body.${sub.listField} ?? []` : '';
  const getBody = sub
    ? [
        `      const data = {`,
        `        ...row,`,
        `        ${sub.listField}: await repo.childrenOf(req.params.id),`,
        `      };`,
        `      return { code: 200, msg: req.t('common.success'), data };`,
      ]
    : [`      return { code: 200, msg: req.t('common.success'), data: row };`];
  const addBody = sub
    ? [
        `      const body = req.body;`,
        `      await app.db.transaction(async (tx) => {`,
        `        const r = new ${entity}Repository(tx);`,
        `        const id = await r.insert(body, ${user});`,
        `        await r.replaceChildren(id, ${children}, ${user});`,
        `      });`,
      ]
    : [`      await repo.insert(req.body, ${user});`];
  const editBody = sub
    ? [
        `      const n = await app.db.transaction(async (tx) => {`,
        `        const r = new ${entity}Repository(tx);`,
        `        const n = await r.update(${updateArgs});`,
        `        if (n > 0) {`,
        `          await r.replaceChildren(body.${pk.javaField}, ${children}, ${user});`,
        `        }`,
        `        return n;`,
        `      });`,
      ]
    : [`      const n = await repo.update(${updateArgs});`];
  const deleteBody = sub
    ? [
        `      const ids = ${ids};`,
        `      const n = await app.db.transaction(async (tx) => {`,
        `        const r = new ${entity}Repository(tx);`,
        `        await r.deleteChildren(ids);`,
        `        return r.deleteByIds(ids);`,
        `      });`,
      ]
    : [`      const n = await repo.deleteByIds(${ids});`];
  return [
    `/**`,
    ` * ${commentText(ctx.functionName)} \`${url}\` (generated from table ${ctx.table.tableName}${sub ? ` with child table ${sub.table.tableName}` : ''}).`,
    ` * Every module in server/src/routes/generated/ is registered at start-up`,
    ` * (routes/generated.ts): no line in app.ts needed.`,
    ` */`,
    `import { Type, type Static } from '@sinclair/typebox';`,
    `import type { FastifyInstance } from 'fastify';`,
    ...(yesNo
      ? [`import type { MessageKey } from '../../i18n/index.js';`]
      : []),
    `import { ${entity}Repository } from '../../repositories/${ctx.moduleName}-${ctx.file}.js';`,
    `import { PageQueryProps${tree ? '' : ', pageOf'} } from '../../repositories/lib/page.js';`,
    ...(pkNumber
      ? [`import { parseIds } from '../../repositories/lib/writes.js';`]
      : []),
    `import { AjaxData, AjaxResult${tree ? '' : ', TableData'} } from '../../schemas/common.js';`,
    `import { ServiceError } from '../../errors.js';`,
    `import { sendXlsx, type ExcelColumn } from '../../services/infra/excel.js';`,
    ``,
    `const LOG_TITLE = ${title};`,
    ``,
    `const ${entity}Schema = Type.Object({`,
    ...ctx.columns.map(answeredField),
    `});`,
    ``,
    ...(sub
      ? [
          ...subRouteSchemas(sub, bodyField, answeredField),
          `const ${entity}Detail = Type.Object({`,
          `  ...${entity}Schema.properties,`,
          `  ${sub.listField}: Type.Array(${sub.entity}Schema),`,
          `});`,
          ``,
        ]
      : []),
    `const ${entity}Query = Type.Object({`,
    `  ...PageQueryProps,`,
    ...querySchema(ctx),
    `});`,
    `type ${entity}Query = Static<typeof ${entity}Query>;`,
    ``,
    `const ${entity}Add = Type.Object({`,
    ...insertColumns(ctx).map(bodyField),
    ...(sub ? [subBodyField(sub)] : []),
    `});`,
    ``,
    `const ${entity}Edit = Type.Object({`,
    `  ${pk.javaField}: ${pkSchema},`,
    ...(version
      ? ['  version: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),']
      : []),
    ...edit.map(bodyField),
    ...(sub ? [subBodyField(sub)] : []),
    `});`,
    ``,
    ...(yesNo
      ? [
          `const YES_NO: Readonly<Record<string, MessageKey>> = {`,
          `  true: 'label.yes',`,
          `  false: 'label.no',`,
          `};`,
          ``,
        ]
      : []),
    `/** Export columns (the list's). */`,
    `const EXCEL: ExcelColumn<Static<typeof ${entity}Schema>>[] = [`,
    ...excelColumns(ctx),
    `];`,
    ``,
    `export default async function ${ctx.entityVar}Routes(app: FastifyInstance) {`,
    `  const repo = new ${entity}Repository(app.db);`,
    ``,
    ...listRoute,
    ``,
    `  app.post<{ Body: ${entity}Query }>(`,
    `    '${url}/export',`,
    `    {`,
    `      config: { permission: '${perm}:export', ${log('EXPORT')} },`,
    `      schema: { body: ${entity}Query },`,
    `    },`,
    `    async (req, reply) =>`,
    `      sendXlsx(`,
    `        reply,`,
    `        req.lang(),`,
    `        { sheet: { text: ${tsStr(sheetName(ctx.functionName))} }, filename: '${ctx.file}', columns: EXCEL },`,
    `        await repo.listAll(req.body ?? {}),`,
    `      ),`,
    `  );`,
    ``,
    `  app.get<{ Params: { id: ${pkNumber ? 'number' : 'string'} } }>(`,
    `    '${url}/:id',`,
    `    {`,
    `      config: { permission: '${perm}:query' },`,
    `      schema: {`,
    `        params: Type.Object({ id: ${pkSchema} }),`,
    `        response: { 200: AjaxData(${entity}${sub ? 'Detail' : 'Schema'}) },`,
    `      },`,
    `    },`,
    `    async (req) => {`,
    `      const row = await repo.findById(req.params.id);`,
    `      if (!row) throw new ServiceError(500, 'common.notExists');`,
    ...getBody,
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
    ...addBody,
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
    ...editBody,
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
    ...deleteBody,
    `      return n > 0`,
    `        ? { code: 200, msg: req.t('common.success') }`,
    `        : { code: 500, msg: req.t('common.error') };`,
    `    },`,
    `  );`,
    `}`,
    ``,
  ].join('\n');
}
