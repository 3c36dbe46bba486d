import { SITE } from './strings.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value → HTML (every value of a page goes through this). */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Plain text of cleaned rich text (meta descriptions). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = 120): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** What a page says about itself (head tags). */
export interface PageMeta {
  title: string;
  description: string;
  /** Site path of the page's canonical address (`/w/...`). */
  path: string;
  type: 'website' | 'article';
  /** A picture of the page (site path or absolute), or ''. */
  image?: string;
  /** Not-found pages ask not to be indexed. */
  noindex?: boolean;
}

/** A rendered page: its status, head data and the markup inside #root. */
export interface RenderedPage {
  status: number;
  meta: PageMeta;
  body: string;
}

/** The same address with the scheme and host of this request. */
export function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;
}

function headTags(meta: PageMeta, origin: string): string {
  const url = absolute(origin, meta.path);
  const tags = [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}">`,
    `<link rel="canonical" href="${esc(url)}">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:locale" content="ja_JP">`,
    `<meta property="og:site_name" content="${esc(SITE.companyName)}">`,
  ];
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${esc(absolute(origin, meta.image))}">`,
    );
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}

/** Readable without the app's stylesheets (no JavaScript, link previews). */
const STYLE =
  'body{margin:0;font-family:"Hiragino Sans","Noto Sans JP",Meiryo,sans-serif;line-height:1.8;color:#1f2d3d}' +
  '.pr{max-width:1080px;margin:0 auto;padding:0 16px}.pr header nav ul,.pr footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px 20px}' +
  '.pr img{max-width:100%;height:auto}.pr table{border-collapse:collapse}.pr th,.pr td{border:1px solid #ddd;padding:6px 10px;text-align:left}' +
  '.pr-crumbs ol{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:4px 12px;font-size:14px}';

export { STYLE as PRERENDER_STYLE };

/** A complete document for readers without the SPA (no build to serve). */
export function standaloneDocument(page: RenderedPage, origin: string): string {
  return (
    '<!doctype html><html lang="ja"><head><meta charset="UTF-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">' +
    headTags(page.meta, origin) +
    `<style>${STYLE}</style></head><body><div id="root">${page.body}</div></body></html>`
  );
}

/** The id of the element carrying the first screen's answers (read by scripts/first-screen/runtime.mjs). */
export const EARLY_ANSWERS_ID = 'site-early';

/**
 * A JSON data block (not run; no CSP source needed) with the API's answers
 * by path. `<` is escaped so no answer can end the element.
 */
function earlyBlock(answers: Record<string, string> | undefined): string {
  const entries = Object.entries(answers ?? {});
  if (entries.length === 0) return '';
  const json = `{${entries.map(([url, body]) => `${JSON.stringify(url)}:${body}`).join(',')}}`;
  return `<script type="application/json" id="${EARLY_ANSWERS_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The built SPA's index.html carrying the page: `lang="ja"`, the page's head
 * tags instead of the admin title, `<base href="/">` (its asset links are
 * relative), the first screen's API answers (`answers`), the page inside
 * #root (React replaces it when the app starts; the first-screen script
 * moves the address to the matching hash route).
 */
export function spaDocument(
  indexHtml: string,
  page: RenderedPage,
  origin: string,
  answers?: Record<string, string>,
): string {
  return indexHtml
    .replace(/<html[^>]*>/i, '<html lang="ja">')
    .replace(/(<meta charset[^>]*>)/i, '$1<base href="/">')
    .replace(
      /<title>[\s\S]*?<\/title>/i,
      () =>
        headTags(page.meta, origin) +
        `<style>${STYLE}</style>` +
        earlyBlock(answers),
    )
    .replace(
      /<div id="root">\s*<\/div>/i,
      () => `<div id="root">${page.body}</div>`,
    );
}
