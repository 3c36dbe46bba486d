/**
 * Folder loading, as @fastify/autoload does it, on plain fs and import():
 * autoload imports each file natively, which vitest cannot follow into
 * TypeScript (Unknown file extension ".ts") and plain `node --import tsx`
 * only with FASTIFY_AUTOLOAD_TYPESCRIPT set. An import() written here goes
 * through whichever loader runs the server: tsx, vitest, or compiled .js.
 *
 * - A plugin module is a file whose default export is a function; other
 *   files (shared helpers, schemas) are imported and left alone.
 * - A folder with an index module is one plugin, its index, which registers
 *   the rest of that folder itself.
 * - A folder's files go in name order, then its sub-folders in name order;
 *   a plugin naming others in its fastify-plugin `dependencies` goes after
 *   those of the same folder tree.
 * - A module exporting `autoPrefix` is registered under that prefix.
 * - Declaration and test files, and folders named in `skip`, are passed over.
 */
import { readdir } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** `.ts` when run from source (tsx, vitest), `.js` when compiled. */
const EXT = extname(fileURLToPath(import.meta.url));
const MODULE = new RegExp(`^(?!.*\\.(?:d|test|spec)\\.[jt]s$).*\\${EXT}$`);
const INDEX = `index${EXT}`;

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

interface Found {
  file: string;
  plugin: FastifyPluginAsync;
  prefix?: string;
  meta: PluginMeta;
}

export interface FolderOptions {
  /** Folders (paths relative to the root, `/`-separated) not loaded. */
  skip?: string[];
  /** Options handed to every plugin of the folder. */
  options?: object;
}

/** The module files of `dir` and below, in load order. */
export async function folderModules(
  dir: string,
  skip: readonly string[] = [],
  root = dir,
): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === INDEX)) {
    return [join(dir, INDEX)];
  }
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  const files = entries
    .filter((e) => e.isFile() && MODULE.test(e.name))
    .sort(byName)
    .map((e) => join(dir, e.name));
  for (const sub of entries.filter((e) => e.isDirectory()).sort(byName)) {
    const path = join(dir, sub.name);
    if (skip.includes(relative(root, path).split('\\').join('/'))) continue;
    files.push(...(await folderModules(path, skip, root)));
  }
  return files;
}

async function pluginOf(file: string): Promise<Found | null> {
  const mod = (await import(pathToFileURL(file).href)) as {
    default?: unknown;
    autoPrefix?: string;
  };
  if (typeof mod.default !== 'function') return null;
  const plugin = mod.default as FastifyPluginAsync;
  const meta =
    (plugin as unknown as Record<symbol, PluginMeta | undefined>)[
      Symbol.for('plugin-meta')
    ] ?? {};
  return { file, plugin, prefix: mod.autoPrefix, meta };
}

/**
 * Registers the plugins of `dir` on `app` (see above), each after the
 * plugins of the folder it names as dependencies.
 */
export async function registerFolder(
  app: FastifyInstance,
  dir: string,
  { skip = [], options = {} }: FolderOptions = {},
): Promise<void> {
  const found: Found[] = [];
  for (const file of await folderModules(dir, skip)) {
    const plugin = await pluginOf(file);
    if (plugin) found.push(plugin);
  }
  const byName = new Map(
    found.filter((f) => f.meta.name).map((f) => [f.meta.name!, f]),
  );
  const done = new Set<Found>();
  const visiting = new Set<Found>();
  const register = async (f: Found) => {
    if (done.has(f)) return;
    if (visiting.has(f)) throw new Error(`${f.file}: dependency cycle`);
    visiting.add(f);
    for (const name of f.meta.dependencies ?? []) {
      const dep = byName.get(name);
      if (dep) await register(dep);
    }
    await app.register(f.plugin, { ...options, prefix: f.prefix });
    done.add(f);
  };
  for (const f of found) await register(f);
}
