/**
 * A temporary copy of the project for generated code: the project's
 * tsconfigs, and `server/src` and `src` trees whose entries link back to the
 * real ones (folders that receive generated files are real folders of
 * links), so generated modules import the very same modules as the app.
 */
import { execFile } from 'node:child_process';
import {
  mkdir,
  mkdtemp,
  readdir,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** `dir` as links to every entry of `real`, except `expand` (recursively the same). */
async function linkTree(real: string, dir: string, expand: string[][]) {
  await mkdir(dir, { recursive: true });
  const heads = new Set(expand.map((p) => p[0]).filter(Boolean));
  for (const entry of await readdir(real)) {
    if (heads.has(entry)) {
      const rest = expand.filter((p) => p[0] === entry).map((p) => p.slice(1));
      await linkTree(join(real, entry), join(dir, entry), rest);
    } else {
      await symlink(join(real, entry), join(dir, entry));
    }
  }
}

export interface GenProject {
  dir: string;
  /** Runs tsc over the generated files (server and SPA configs); '' when clean. */
  typecheck(): Promise<string>;
  remove(): Promise<void>;
}

/** Writes `files` (path → text) into a fresh copy of the project. */
export async function genProject(
  files: Record<string, string>,
): Promise<GenProject> {
  const dir = await mkdtemp(join(tmpdir(), 'gen-project-'));
  const paths = Object.keys(files);
  const expandOf = (root: string) =>
    paths
      .filter((p) => p.startsWith(root + '/'))
      .map((p) => dirname(p.slice(root.length + 1)).split('/'))
      .map((parts) => parts.filter((x) => x !== '.'));
  await linkTree(
    join(ROOT, 'server/src'),
    join(dir, 'server/src'),
    expandOf('server/src'),
  );
  await linkTree(join(ROOT, 'src'), join(dir, 'src'), expandOf('src'));
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const ts = (p: string) => p.endsWith('.ts') || p.endsWith('.tsx');
  const server = paths.filter((p) => p.startsWith('server/src/') && ts(p));
  const web = paths.filter((p) => p.startsWith('src/') && ts(p));
  await writeFile(
    join(dir, 'server/tsconfig.gen.json'),
    JSON.stringify({
      extends: join(ROOT, 'server/tsconfig.json'),
      compilerOptions: { noEmit: true },
      include: [],
      files: [
        ...server.map((p) => p.slice('server/'.length)),
        'src/types.ts',
        'src/plugins/app/oper-log.ts',
      ],
    }),
  );
  await writeFile(
    join(dir, 'tsconfig.gen.json'),
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.json'),
      compilerOptions: {
        noEmit: true,
        baseUrl: '.',
        paths: { '@/*': ['src/*'] },
        types: ['vite/client', 'node'],
      },
      include: [],
      files: web,
    }),
  );
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const check = async (config: string) => {
    try {
      await run(process.execPath, [tsc, '-p', config], { cwd: dir });
      return '';
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string };
      return `${e.stdout ?? ''}${e.stderr ?? ''}`;
    }
  };
  return {
    dir,
    async typecheck() {
      const results = await Promise.all([
        check(join(dir, 'server/tsconfig.gen.json')),
        check(join(dir, 'tsconfig.gen.json')),
      ]);
      return results.join('');
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
