// Vite build plugin: inlines the first-screen script (runtime.mjs with the
// sign-in page's static markup, login-shell.mjs) first thing in <body>, and
// the entry stylesheet in <head>. The server's CSP allows that script by its
// sha256 (server/src/services/inline-scripts.ts). See runtime.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginShellHtml } from './login-shell.mjs';
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
/** Native names in the language switch (src/layout/auth/language-switch.tsx). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '中文' },
  { code: 'ja', name: '日本語' },
];
/** src/lib/i18n.ts DEFAULT_LANGUAGE and src/config/settings.ts theme. */
export const DEFAULT_LANGUAGE = 'zh-CN';
export const DEFAULT_PRIMARY = '#409EFF';

/** The texts the static sign-in page shows, from the app's own locale files. */
export function shellTexts(root, lang) {
  const read = (ns) =>
    JSON.parse(readFileSync(join(root, 'src/locales', lang, `${ns}.json`)));
  const common = read('common');
  const login = read('login');
  return {
    appTitle: common.appTitle,
    language: common.language.label,
    subtitle: login.subtitle,
    formLabel: login.formLabel,
    username: login.username,
    usernamePlaceholder: login.usernamePlaceholder,
    password: login.password,
    passwordPlaceholder: login.passwordPlaceholder,
    showPassword: login.showPassword,
    code: login.code,
    codePlaceholder: login.codePlaceholder,
    codeRefresh: login.codeRefresh,
    codeLoading: login.codeLoading,
    rememberMe: login.rememberMe,
    submit: login.submit,
  };
}

export function logoDataUri(root) {
  const svg = readFileSync(join(root, 'src/assets/logo.svg'));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
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
  let root = process.cwd();
  return {
    name: 'first-screen',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.isEntry,
      );
      if (!html || !entry) return;
      const preloaded = staticImports(bundle, entry.fileName);
      const rel = (f) => `./${f}`;
      const map = {
        defaultLanguage: DEFAULT_LANGUAGE,
        defaultPrimary: DEFAULT_PRIMARY,
        languages: LANGUAGES,
        logo: logoDataUri(root),
        texts: {},
        locales: {},
        login: [],
        register: [],
      };
      for (const { code } of LANGUAGES)
        map.texts[code] = shellTexts(root, code);
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
      const source = `(${firstScreen.toString()})(${JSON.stringify(map)}, ${loginShellHtml.toString()});\n`;
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
