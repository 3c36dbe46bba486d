import { constants } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files the demo content links to (server/demo-files, as under the upload root). */
export const DEMO_FILES_DIR = fileURLToPath(
  new URL('../../demo-files/', import.meta.url),
);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? listFiles(join(dir, e.name))
        : Promise.resolve(e.isFile() ? [join(dir, e.name)] : []),
    ),
  );
  return nested.flat();
}

/**
 * Puts the demo content's files (the company brochure of the downloads
 * page) into the upload root when they are not there yet; never
 * overwrites. Returns the paths copied, relative to the root.
 */
export async function seedDemoFiles(
  root: string,
  from: string = DEMO_FILES_DIR,
): Promise<string[]> {
  const copied: string[] = [];
  for (const source of await listFiles(from)) {
    const rel = relative(from, source);
    const target = join(root, rel);
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(source, target, constants.COPYFILE_EXCL);
      copied.push(rel);
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
  }
  return copied;
}
