/**
 * The code generator: every file generated for one configured table, with
 * its path inside this project, and the zip of one or several tables' files.
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

/** One generated file. */
export interface GeneratedFile {
  /** Short name, unique among one table's files (RuoYi's preview tab label). */
  name: string;
  /** Path inside this project. */
  path: string;
  text: string;
}

/** Every file of one table, in a stable order (server, SPA, locales, migration). */
export function generateFiles(
  ctx: GenContext,
  migration: number,
): GeneratedFile[] {
  const m = ctx.moduleName;
  const files: GeneratedFile[] = [
    {
      name: 'route',
      path: `server/src/routes/generated/${ctx.ns}.ts`,
      text: serverRoute(ctx),
    },
    {
      name: 'repository',
      path: `server/src/repositories/${m}-${ctx.file}.ts`,
      text: serverRepository(ctx),
    },
    { name: 'api', path: `src/api/${m}/${ctx.file}.ts`, text: webApi(ctx) },
    {
      name: 'index',
      path: `src/views/${m}/${ctx.file}/index.tsx`,
      text: webPage(ctx),
    },
    {
      name: 'dialog',
      path: `src/views/${m}/${ctx.file}/${ctx.file}-dialog.tsx`,
      text: webDialog(ctx),
    },
  ];
  for (const lang of LANGS) {
    files.push({
      name: `locale-${lang}`,
      path: `src/locales/${lang}/${ctx.ns}.json`,
      text: webLocale(ctx, lang),
    });
  }
  const number = String(migration).padStart(4, '0');
  files.push({
    name: 'menu',
    path: `server/migrations/${number}_${m}_${ctx.businessName}_menu.sql`,
    text: menuSql(ctx),
  });
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
    for (const { path, text } of files) zip.file(path, text);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
