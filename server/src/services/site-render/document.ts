import type {
  PageMeta,
  RenderedSitePage,
} from '../../../../src/shared/site-render.js';
import type { SiteAssets } from './module.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value → HTML. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The same address under the site's public origin. */
export function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;
}

/** The head tags of a page at `path` (its canonical address). */
function headTags(
  meta: PageMeta,
  siteName: string,
  path: string,
  origin: string,
  noindex: boolean,
): string {
  const url = absolute(origin, path);
  const description = meta.description ?? '';
  const tags = [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="${esc(url)}">`,
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:locale" content="ja_JP">`,
    `<meta property="og:site_name" content="${esc(siteName)}">`,
  ];
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${esc(absolute(origin, meta.image))}">`,
    );
  }
  if (noindex) tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}

/** The attribute of <html> naming the site path the document carries. */
export const DOCUMENT_PATH_ATTR = 'data-site-path';

/**
 * The back office's built index.html carrying a page of the site: in
 * Japanese, with the page's head tags, the site's rules, its entry (named on
 * <html> for the first-screen script to start), and the
 * page drawn inside #root with its data. The document keeps the back
 * office's first-screen script, so the same document at `/` opens the back
 * office when the address names one of its routes (`/#/login`).
 */
export function siteDocument(
  template: string,
  page: RenderedSitePage,
  assets: SiteAssets,
  at: { path: string; canonical: string; origin: string },
): string {
  const css = `<style>${assets.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  // The site's code is started by the document's first-screen script on the
  // site's own addresses only (a back office route at `/` loads none of it).
  const html =
    `<html lang="ja" ${DOCUMENT_PATH_ATTR}="${esc(at.path)}"` +
    ` data-site-entry="${esc(assets.entry)}"` +
    ` data-site-imports="${esc(assets.imports.join(' '))}">`;
  return (
    template
      .replace(/<html[^>]*>/i, html)
      // The template's own files by absolute path (its links are relative to
      // `/`; a page lives deeper). The head only: the first-screen script is
      // allowed by its hash and stays as built.
      .replace(/<head>[\s\S]*?<\/head>/i, (head) =>
        head.replace(/(\s(?:href|src))="\.\//g, '$1="/'),
      )
      .replace(
        /<title>[\s\S]*?<\/title>/i,
        () =>
          headTags(
            page.meta,
            page.siteName,
            at.canonical,
            at.origin,
            page.status === 404,
          ) + css,
      )
      .replace(/<div id="root">\s*<\/div>/i, () => page.root)
  );
}
