// Bundle bytes per route, from a production build's Vite manifest: the entry,
// the admin shell (src/layout) beyond the entry, each admin screen beyond
// entry + shell, the public home (the site's own entry and frame), each
// public-site page beyond that, and whether TinyMCE
// or echarts is among a route's files (they load only where they are used).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const HEAVY = { tinymce: /tinymce/i, echarts: /echarts/i };

/** A Vite manifest's file sets: a key's static closure, its files (JS + CSS). */
function manifestOf(outDir, path) {
  const manifest = JSON.parse(readFileSync(join(outDir, path), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys) => {
    const files = new Set();
    for (const key of keys) {
      files.add(manifest[key].file);
      for (const css of manifest[key].css ?? []) files.add(css);
    }
    return files;
  };
  return { manifest, closure, filesOf };
}

export function routeBundles(outDir) {
  const gz = new Map();
  const bytes = (file) => {
    if (!gz.has(file))
      gz.set(file, gzipSync(readFileSync(join(outDir, file))).length);
    return gz.get(file);
  };
  const sum = (files) => [...files].reduce((n, f) => n + bytes(f), 0);
  // The back office's build, and the public site's own (vite.site.config.ts,
  // with its own manifest).
  const admin = manifestOf(outDir, '.vite/manifest.json');
  const site = manifestOf(outDir, SITE_MANIFEST);
  const entryKey = Object.keys(admin.manifest).find(
    (k) => admin.manifest[k].isEntry,
  );
  const entryFiles = admin.filesOf(admin.closure(entryKey));
  const entryBytes = sum(entryFiles);
  // The public site's own entry and its frame (with the home page).
  // Its one stylesheet is inlined in every page of the site: counted here.
  const siteFiles = new Set([
    ...site.filesOf(site.closure(SITE_ENTRY)),
    ...site.filesOf(site.closure(SITE_FRAME)),
    ...Object.values(site.manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.css')),
  ]);
  const siteHomeBytes = sum(siteFiles);
  const shellKey = 'src/layout/index.tsx';
  const shellFiles = new Set([
    ...entryFiles,
    ...(admin.manifest[shellKey] ? admin.filesOf(admin.closure(shellKey)) : []),
  ]);
  const routes = [];
  const addRoutes = ({ manifest, closure, filesOf }, pattern, baseOf) => {
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry || !chunk.src || !pattern.test(chunk.src))
        continue;
      const { beyond, base } = baseOf(chunk.src);
      const own = [...filesOf(closure(key))].filter((f) => !base.has(f));
      routes.push({
        src: chunk.src,
        beyond,
        gzipBytes: own.reduce((n, f) => n + bytes(f), 0),
        heavy: Object.keys(HEAVY).filter((name) =>
          own.some((f) => HEAVY[name].test(f)),
        ),
      });
    }
  };
  addRoutes(admin, /^src\/(views|layout\/index)/, (src) =>
    src.startsWith('src/views/') &&
    !/^src\/views\/(login|register|redirect|error)\//.test(src)
      ? { beyond: 'shell', base: shellFiles }
      : { beyond: 'entry', base: entryFiles },
  );
  addRoutes(site, /^src\/website\//, () => ({
    beyond: 'site home',
    base: siteFiles,
  }));
  routes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { entryBytes, siteHomeBytes, routes };
}

/**
 * Budgets (gzip): the admin home = entry + shell + dashboard; each screen
 * beyond that; the public home = the site's entry and frame (issue 14).
 */
export const BUDGETS = {
  adminHome: 400 * 1024,
  screen: 250 * 1024,
  siteHome: 60 * 1024,
};
const SITE_FRAME = 'src/website/layout/site-layout.tsx';
/** The public site's build (vite.site.config.ts). */
const SITE_ENTRY = 'src/website/main.tsx';
const SITE_MANIFEST = '.vite/site-manifest.json';
const EDITORS =
  /^src\/views\/(system\/notice|project\/(records?|products?|nav-record))/;

/** Builds into outDir with a manifest, then prints and returns the figures. */
export function printRouteBundles(root, outDir, spawnSync) {
  const vite = (args, env = {}) =>
    spawnSync(join(root, 'node_modules', '.bin', 'vite'), args, {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, ...env },
    }).status;
  // The back office, then the site beside it (vite.site.config.ts).
  if (
    vite(['build', '--manifest', '--outDir', outDir, '--emptyOutDir']) ||
    vite(['build', '-c', 'vite.site.config.ts', '--app'], {
      STATIC_DIR: outDir,
    })
  )
    throw new Error('vite build --manifest failed');
  const { entryBytes, siteHomeBytes, routes } = routeBundles(outDir);
  const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
  const of = (src) => routes.find((r) => r.src === src)?.gzipBytes ?? 0;
  const home =
    entryBytes +
    of('src/layout/index.tsx') +
    of('src/views/dashboard/index.tsx');
  console.log('\n== bundle bytes per route (gzip JS + CSS)');
  console.log(
    `entry ${kib(entryBytes)}; admin home (entry + shell + dashboard) ${kib(home)} ` +
      `(budget ${kib(BUDGETS.adminHome)}: ${home <= BUDGETS.adminHome ? 'within' : 'OVER'})`,
  );
  console.log(
    `public home (site entry + frame) ${kib(siteHomeBytes)} ` +
      `(budget ${kib(BUDGETS.siteHome)}: ${siteHomeBytes <= BUDGETS.siteHome ? 'within' : 'OVER'})`,
  );
  for (const r of routes) {
    const heavyOk = r.heavy.every(
      (h) => h === 'tinymce' && EDITORS.test(r.src),
    );
    const over = r.beyond === 'shell' && r.gzipBytes > BUDGETS.screen;
    console.log(
      `  ${r.src}: +${kib(r.gzipBytes)} beyond ${r.beyond}` +
        (r.heavy.length
          ? ` [${r.heavy.join(', ')}${heavyOk ? '' : ' NOT EXPECTED HERE'}]`
          : '') +
        (over ? ` (OVER ${kib(BUDGETS.screen)})` : ''),
    );
  }
  return { entryBytes, adminHome: home, siteHome: siteHomeBytes, routes };
}
