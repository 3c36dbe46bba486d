/**
 * The documents a preview link answers with, in the public site's language:
 * a page of the site as the server draws it into the site's document, with
 * a preview bar, `noindex`, its site links kept under the link's address and
 * no script (the site's code would take the page over at the public
 * address, with the published content); or the page of a link that does not
 * open.
 */
import type { RenderedSitePage } from '../../../../src/shared/site-render.js';
import { translate } from '../../i18n/index.js';
import { esc, siteDocument } from '../site-render/document.js';
import { PREVIEW_ROOT } from './preview.js';

const SITE_ROOT = '/w';

const NOINDEX = '<meta name="robots" content="noindex">';

const BAR_CSS =
  '.site-preview-bar{position:fixed;left:0;right:0;bottom:0;z-index:1000;' +
  'display:flex;flex-wrap:wrap;align-items:center;justify-content:center;' +
  'gap:6px 12px;padding:10px 16px;background:#1f2d3d;color:#fff;' +
  'font-size:14px;line-height:1.5;box-shadow:0 -2px 8px rgba(0,0,0,.25)}' +
  '.site-preview-bar strong{padding:1px 12px;border-radius:999px;' +
  'background:#f5b82e;color:#1f2d3d;font-weight:700}' +
  'body{padding-bottom:72px}';

const ja = (key: string, params?: Record<string, string>) =>
  translate('ja', key, params);

/** A site path (`/w…`) under the link's address (`/w/preview/<token>…`). */
export function previewPath(token: string, sitePath: string): string {
  return `${PREVIEW_ROOT}/${token}${sitePath.slice(SITE_ROOT.length)}`;
}

/** `href` / `action` values naming a site page: `/w`, `/w/…`, `/w?…`. */
const SITE_LINK = /(\s(?:href|action)=")\/w(?=["/?#])/g;

export interface PreviewPlace {
  token: string;
  /** The site path drawn (`/w…`) and its query. */
  path: string;
  search: string;
  /** The public site's origin (canonical link). */
  origin: string;
  /** When the link stops opening, in the site's time zone, and the zone. */
  expiresAt: string;
  timeZone: string;
}

/** A page of the site drawn for a preview link into `template`. */
export function previewDocument(
  template: string,
  page: RenderedSitePage,
  css: string,
  at: PreviewPlace,
): string {
  const html = siteDocument(
    template,
    page,
    { entry: '', imports: [], css },
    { path: at.path, canonical: at.path + at.search, origin: at.origin },
  );
  const bar =
    `<div class="site-preview-bar" role="status">` +
    `<strong>${esc(ja('preview.bar.title'))}</strong>` +
    `<span>${esc(ja('preview.bar.text', { time: at.expiresAt, zone: at.timeZone }))}</span>` +
    `</div>`;
  return (
    html
      // No code runs here: neither the back office's nor the site's, nor
      // the data the site's code would start from.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link rel="modulepreload"[^>]*>/gi, '')
      .replace(SITE_LINK, `$1${PREVIEW_ROOT}/${at.token}`)
      .replace(
        '</head>',
        `${html.includes(NOINDEX) ? '' : NOINDEX}<style>${BAR_CSS}</style></head>`,
      )
      .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${bar}</body>`)
  );
}

/** The page of an expired, revoked or unknown link. */
export function goneDocument(): string {
  const title = esc(ja('preview.gone.title'));
  return (
    '<!doctype html><html lang="ja"><head><meta charset="UTF-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">' +
    `${NOINDEX}<title>${title}</title><style>` +
    'body{margin:0;min-height:100vh;display:flex;align-items:center;' +
    'justify-content:center;background:#f5f7fa;color:#1f2d3d;' +
    'font-family:system-ui,sans-serif}' +
    'main{max-width:560px;margin:24px;padding:32px;background:#fff;' +
    'border-radius:12px;box-shadow:0 4px 16px rgba(0,0,0,.08)}' +
    'h1{margin:0 0 12px;font-size:22px}p{margin:0;line-height:1.8}' +
    `</style></head><body><main><h1>${title}</h1>` +
    `<p>${esc(ja('preview.gone.text'))}</p></main></body></html>`
  );
}
