// Vite build plugin: inlines the first-screen script (runtime.mjs with the
// sign-in page's static markup) first thing in <body>, and the entry
// stylesheet in <head>. The server's CSP allows that script by its sha256
// (server/src/services/inline-scripts.ts). See runtime.mjs.
//
// The static sign-in page is the app's own: the sign-in components
// (src/views/login/static-page.tsx) rendered with react-dom/server, once per
// language, by a Vite server in middleware mode (the same config, so the
// same aliases, plugins and texts) that the build starts for this.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { createServer } from 'vite';
import { firstScreen } from './runtime.mjs';

const LOCALE = /\/src\/locales\/([^/]+)\/([^/]+)\.json$/;
/** src/lib/namespaces.ts FIRST_SCREEN_NAMESPACES: the others load on demand. */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'login',
  'validation',
  'request',
];
const VIEW = /\/src\/views\/(login|register)\/index\.tsx$/;
/** Renders the sign-in page to markup: `renderSignIn(lang)`. */
export const STATIC_ENTRY = '/src/views/login/static-page.tsx';
const IMAGE_TYPES = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/**
 * Images the sign-in components import, as data: URLs (the build inlines
 * small files the same way; a dev server would answer a /src/... URL that
 * the built app does not have).
 * @returns {import('vite').Plugin}
 */
function inlineImages(limit) {
  return {
    name: 'first-screen:inline-images',
    enforce: 'pre',
    async load(id) {
      const type = IMAGE_TYPES[extname(id).toLowerCase()];
      if (!type || id.includes('?')) return null;
      const data = await readFile(id);
      if (data.length > limit)
        throw new Error(
          `first-screen: ${id} (${data.length} B) is too big to inline in the static sign-in page`,
        );
      return `export default ${JSON.stringify(`data:${type};base64,${data.toString('base64')}`)};`;
    },
  };
}

/**
 * The static sign-in page of each language, rendered from the app's source
 * (without React's comment markers: only hydration reads them).
 * @param {import('vite').ResolvedConfig} config
 * @returns {Promise<{ defaultLanguage: string, pages: Record<string, string> }>}
 */
export async function renderSignInPages(config) {
  // Its own cache folder: others' dev servers use the project's.
  const cacheDir = await mkdtemp(join(tmpdir(), 'first-screen-'));
  const server = await createServer({
    configFile: config.configFile ?? false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    cacheDir,
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [inlineImages(config.build.assetsInlineLimit)],
  });
  try {
    const mod = await server.ssrLoadModule(STATIC_ENTRY);
    const pages = {};
    for (const lang of mod.LANGUAGES) {
      const html = await mod.renderSignIn(lang);
      // An antd component would need its CSS-in-JS styles extracted with it;
      // the sign-in page has none (plain DOM and src/styles/auth.css).
      if (/class="[^"]*\bant-/.test(html))
        throw new Error(
          'first-screen: the sign-in page renders antd components; extract their styles (@ant-design/cssinjs) for the static page',
        );
      pages[lang] = html.replace(/<!--[^]*?-->/g, '');
    }
    return { defaultLanguage: mod.DEFAULT_LANGUAGE, pages };
  } finally {
    await server.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}

function staticImports(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const dep of bundle[fileName]?.imports ?? [])
    staticImports(bundle, dep, seen);
  return seen;
}

/** @returns {import('vite').Plugin} */
export function firstScreenPlugin() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'first-screen',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.isEntry,
      );
      if (!html || !entry) return;
      const preloaded = staticImports(bundle, entry.fileName);
      const rel = (f) => `./${f}`;
      const map = {
        ...(await renderSignInPages(config)),
        locales: {},
        login: [],
        register: [],
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // A chunk may hold several modules (vite.config.ts groups them).
        for (const moduleId of chunk.moduleIds) {
          const id = moduleId.replaceAll('\\', '/');
          const locale = LOCALE.exec(id);
          const texts = locale && (map.locales[locale[1]] ??= []);
          if (texts && FIRST_SCREEN_NAMESPACES.includes(locale[2]))
            if (!texts.includes(rel(chunk.fileName)))
              texts.push(rel(chunk.fileName));
          const view = VIEW.exec(id);
          if (view)
            map[view[1]] = [...staticImports(bundle, chunk.fileName)]
              .filter((f) => !preloaded.has(f))
              .map(rel);
        }
      }
      // The script starts the entry and its imports itself (after the first
      // paint when the static sign-in page shows): parsing them would hold
      // that paint back.
      const entryTag = `<script type="module" crossorigin src="./${entry.fileName}"></script>`;
      if (!String(html.source).includes(entryTag))
        throw new Error('first-screen: entry <script> not found in index.html');
      html.source = String(html.source)
        .replace(entryTag, '')
        .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
      map.imports = [...preloaded].filter((f) => f !== entry.fileName).map(rel);
      map.entry = rel(entry.fileName);
      // `<!--` and `</script` would change how the HTML parser reads the
      // inline script: escaped in the JSON's strings.
      const json = JSON.stringify(map).replace(
        /<(!--|\/script)/gi,
        '\\u003c$1',
      );
      const source = `(${firstScreen.toString()})(${json});\n`;
      // Inline, with the entry's stylesheet, so the sign-in page paints after
      // one round trip (the server allows exactly this script by its hash).
      const css = Object.values(bundle).find(
        (a) =>
          a.type === 'asset' &&
          a.fileName.endsWith('.css') &&
          String(html.source).includes(`href="./${a.fileName}"`),
      );
      if (css)
        html.source = String(html.source).replace(
          `<link rel="stylesheet" crossorigin href="./${css.fileName}">`,
          `<style>${String(css.source).replace(/<\/style/gi, '<\\/style')}</style>`,
        );
      html.source = String(html.source).replace(
        /<body>(\s*)/,
        `<body>$1<script>${source.replace(/<\/script/gi, '<\\/script')}</script>$1`,
      );
    },
  };
}
