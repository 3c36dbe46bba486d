/**
 * The code generator: every file generated for one configured table, by
 * path inside this project, and the zip of one or several tables' files.
 */
import { readdir } from 'node:fs/promises';
import JSZip from 'jszip';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { buildContext, type GenContext } from './context.js';
import type { GenColumn, GenTable } from '../../repositories/gen-model.js';
import type { SubSource } from './sub-context.js';
import { LANGS, webLocale } from './templates/locales.js';
import { menuSql } from './templates/menu-sql.js';
import { serverRepository } from './templates/server-repository.js';
import { serverRoute } from './templates/server-route.js';
import { webApi } from './templates/web-api.js';
import { webDialog } from './templates/web-dialog.js';
import { webPage } from './templates/web-page.js';

export { buildContext } from './context.js';

/** The number after the newest migration file (`0016`). */
export async function nextMigrationNumber(
  dir: string = MIGRATIONS_DIR,
): Promise<number> {
  const numbers = (await readdir(dir))
    .map((f) => /^(\d{4})_/.exec(f)?.[1])
    .filter((n): n is string => !!n)
    .map(Number);
  return Math.max(0, ...numbers) + 1;
}

/** Path → file text, in a stable order (server, SPA, locales, migration). */
export function generateFiles(
  ctx: GenContext,
  migration: number,
): Record<string, string> {
  const m = ctx.moduleName;
  const files: Record<string, string> = {
    [`server/src/routes/generated/${ctx.ns}.ts`]: serverRoute(ctx),
    [`server/src/repositories/${m}-${ctx.file}.ts`]: serverRepository(ctx),
    [`src/api/${m}/${ctx.file}.ts`]: webApi(ctx),
    [`src/views/${m}/${ctx.file}/index.tsx`]: webPage(ctx),
    [`src/views/${m}/${ctx.file}/${ctx.file}-dialog.tsx`]: webDialog(ctx),
  };
  for (const lang of LANGS) {
    files[`src/locales/${lang}/${ctx.ns}.json`] = webLocale(ctx, lang);
  }
  const number = String(migration).padStart(4, '0');
  files[`server/migrations/${number}_${m}_${ctx.businessName}_menu.sql`] =
    menuSql(ctx);
  return files;
}

export interface GenSource {
  table: GenTable;
  columns: GenColumn[];
  /** Master-child: the child table's configuration. */
  sub?: SubSource;
}

/** One zip of the files of every table (migrations numbered one after another). */
export async function zipFiles(sources: GenSource[]): Promise<Buffer> {
  const zip = new JSZip();
  let migration = await nextMigrationNumber();
  for (const s of sources) {
    const files = generateFiles(
      buildContext(s.table, s.columns, s.sub),
      migration++,
    );
    for (const [path, text] of Object.entries(files)) zip.file(path, text);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
