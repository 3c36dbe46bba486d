/** Template: the SPA's API module (`src/api/<module>/<business>.ts`). */
import { formColumns, queryColumns, type GenContext } from '../context.js';
import { commentText } from '../naming.js';
import { exportUrlConst } from './web-shared.js';

export function webApi(ctx: GenContext): string {
  const { entity, url, tree, sub } = ctx;
  const pkType = ctx.pk.javaType;
  const queries = queryColumns(ctx).filter((c) => c.queryType !== 'BETWEEN');
  const form = new Set(formColumns(ctx));
  return [
    `/** ${commentText(ctx.functionName)} \`${url}\` (generated). */`,
    `import { request } from '@/lib/request';`,
    `import type { AjaxResult, PageQuery${tree ? '' : ', TableDataInfo'} } from '@/types/api';`,
    ``,
    `export interface ${entity} {`,
    ...ctx.columns.map(
      (c) =>
        `  /** ${commentText(c.columnComment || c.columnName)} */\n  ${c.javaField}${form.has(c) && c.isRequired === '1' ? '' : '?'}: ${c.javaType} | null;`,
    ),
    ...(tree ? [`  children?: ${entity}[];`] : []),
    ...(sub ? [`  ${sub.listField}?: ${sub.entity}[];`] : []),
    `}`,
    ``,
    ...(sub
      ? [
          `/** A child row (${commentText(sub.table.tableComment || sub.table.tableName)}). */`,
          `export interface ${sub.entity} {`,
          ...sub.columns.map(
            (c) =>
              `  /** ${commentText(c.columnComment || c.columnName)} */\n  ${c.javaField}?: ${c.javaType} | null;`,
          ),
          `}`,
          ``,
        ]
      : []),
    `export interface ${entity}Query extends PageQuery {`,
    ...queries.map((c) => `  ${c.javaField}?: ${c.javaType};`),
    `}`,
    ``,
    `/** GET ${url}/list */`,
    `export function list${entity}(query?: ${entity}Query) {`,
    tree
      ? `  return request<AjaxResult<${entity}[]>>({`
      : `  return request<TableDataInfo<${entity}>>({`,
    `    url: '${url}/list',`,
    `    method: 'get',`,
    `    params: query,`,
    `  });`,
    `}`,
    ``,
    `/** POST ${url}/export (.xlsx of the rows the query finds) */`,
    `export const ${exportUrlConst(ctx)} = '${url}/export';`,
    ``,
    `/** GET ${url}/{id} */`,
    `export function get${entity}(id: ${pkType}) {`,
    `  return request<AjaxResult<${entity}>>({`,
    `    url: \`${url}/\${encodeURIComponent(id)}\`,`,
    `    method: 'get',`,
    `  });`,
    `}`,
    ``,
    `/** POST ${url} */`,
    `export function add${entity}(data: ${entity}) {`,
    `  return request<AjaxResult>({ url: '${url}', method: 'post', data });`,
    `}`,
    ``,
    `/** PUT ${url} */`,
    `export function update${entity}(data: ${entity}) {`,
    `  return request<AjaxResult>({ url: '${url}', method: 'put', data });`,
    `}`,
    ``,
    `/** DELETE ${url}/{ids} */`,
    `export function del${entity}(ids: ${pkType}[]) {`,
    `  return request<AjaxResult>({`,
    `    url: \`${url}/\${ids.map((id) => encodeURIComponent(id)).join(',')}\`,`,
    `    method: 'delete',`,
    `  });`,
    `}`,
    ``,
  ].join('\n');
}
