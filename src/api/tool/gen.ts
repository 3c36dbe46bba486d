/** Code generator `/tool/gen`. */
import { downloadZip } from '@/lib/download';
import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type {
  DbTable,
  GenQuery,
  GenTable,
  GenTableColumn,
  GenTableEdit,
} from '@/types/tool-gen';

/** GET /tool/gen/list: imported tables. */
export function listTable(query?: GenQuery) {
  return request<TableDataInfo<GenTable>>({
    url: '/tool/gen/list',
    method: 'get',
    params: query,
  });
}

/** GET /tool/gen/db/list: tables of the database not yet imported. */
export function listDbTable(query?: GenQuery) {
  return request<TableDataInfo<DbTable>>({
    url: '/tool/gen/db/list',
    method: 'get',
    params: query,
  });
}

/** GET /tool/gen/{tableId}: settings, columns and every imported table. */
export function getGenTable(tableId: number | string) {
  return request<
    AjaxResult<{ info: GenTable; rows: GenTableColumn[]; tables: GenTable[] }>
  >({ url: `/tool/gen/${tableId}`, method: 'get' });
}

/** PUT /tool/gen */
export function updateGenTable(data: GenTableEdit) {
  return request<AjaxResult>({ url: '/tool/gen', method: 'put', data });
}

/** POST /tool/gen/importTable?tables=a,b */
export function importTable(tables: string[]) {
  return request<AjaxResult>({
    url: '/tool/gen/importTable',
    method: 'post',
    params: { tables: tables.join(',') },
  });
}

/** POST /tool/gen/createTable?sql=… (CREATE TABLE statements only; admin). */
export function createTable(sql: string) {
  return request<AjaxResult>({
    url: '/tool/gen/createTable',
    method: 'post',
    params: { sql },
  });
}

/**
 * GET /tool/gen/preview/{tableId}: `data` is keyed as RuoYi's UIs read it
 * (`vm/ts/route.javascript.vm`), `paths` names each key's file.
 */
export function previewTable(tableId: number) {
  return request<
    AjaxResult<Record<string, string>> & { paths?: Record<string, string> }
  >({
    url: `/tool/gen/preview/${tableId}`,
    method: 'get',
  });
}

/** A table's generated files: their path in the project → text. */
export async function previewFiles(
  tableId: number,
): Promise<Record<string, string>> {
  const { data = {}, paths = {} } = await previewTable(tableId);
  return Object.fromEntries(
    Object.entries(data).map(([key, text]) => [paths[key] ?? key, text]),
  );
}

/** DELETE /tool/gen/{ids} */
export function delTable(tableIds: number[]) {
  return request<AjaxResult>({
    url: `/tool/gen/${tableIds.join(',')}`,
    method: 'delete',
  });
}

/** GET /tool/gen/synchDb/{tableName} */
export function synchDb(tableName: string) {
  return request<AjaxResult>({
    url: `/tool/gen/synchDb/${encodeURIComponent(tableName)}`,
    method: 'get',
  });
}

/** Downloads the zip of one table or several (GET download / batchGenCode). */
export function downloadCode(tableNames: string[]) {
  const url =
    tableNames.length === 1
      ? `/tool/gen/download/${encodeURIComponent(tableNames[0])}`
      : `/tool/gen/batchGenCode?tables=${encodeURIComponent(tableNames.join(','))}`;
  return downloadZip(url, 'ruoyi.zip');
}
