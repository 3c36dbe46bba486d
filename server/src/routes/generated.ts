/**
 * Route modules made by the code generator: every module file directly in
 * `routes/generated/` is imported at start-up and its default export
 * registered inside the authenticated API scope, so a generated module needs
 * no line in app.ts. Only plain file names of this folder are loaded (no
 * sub-folders, links to elsewhere, or declaration and test files), each by
 * its file URL: nothing is evaluated from text.
 */
import { readdir, realpath } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export const GENERATED_ROUTES_DIR = fileURLToPath(
  new URL('./generated/', import.meta.url),
);

/** `.ts` when run from source (tsx), `.js` when compiled. */
const EXT = extname(fileURLToPath(import.meta.url));
const MODULE_FILE = /^[a-z0-9_-]+$/;

/** The module files of `dir`, sorted (none when the folder is missing). */
export async function generatedModules(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const real = await realpath(dir);
  const files: string[] = [];
  for (const e of entries) {
    if (!e.isFile() || extname(e.name) !== EXT) continue;
    if (!MODULE_FILE.test(e.name.slice(0, -EXT.length))) continue;
    files.push(join(real, e.name));
  }
  return files.sort();
}

export interface GeneratedRoutesOptions {
  /** The folder to load (tests); default `routes/generated/`. */
  generatedRoutesDir?: string;
}

export default async function generatedRoutes(
  app: FastifyInstance,
  opts: GeneratedRoutesOptions,
) {
  for (const file of await generatedModules(
    opts.generatedRoutesDir ?? GENERATED_ROUTES_DIR,
  )) {
    const mod = (await import(pathToFileURL(file).href)) as {
      default?: unknown;
    };
    if (typeof mod.default !== 'function') {
      throw new Error(`${file}: a generated route module exports no plugin`);
    }
    await app.register(mod.default as FastifyPluginAsync);
  }
}
