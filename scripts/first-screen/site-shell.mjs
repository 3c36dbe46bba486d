// The public site's frame as static markup (its header, with the page's
// loading status), painted by the first-screen script before the site's code
// has run: the same classes and texts as src/website/layout/site-header.tsx
// and components/status.tsx, so the site's stylesheet draws it as the real
// header. The site replaces it once it shows the page (src/website/first-screen.ts).
import { SITE, T } from '../../src/website/strings.ts';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ESCAPES[c]);

export function siteShellHtml() {
  return (
    '<div id="site-shell" class="site-root" lang="ja">' +
    '<header class="site-header"><div class="site-container site-header-inner">' +
    '<a href="#/w" class="site-logo"><span class="site-logo-mark" aria-hidden="true">S</span>' +
    `<span class="site-logo-text"><strong>${esc(SITE.companyName)}</strong>` +
    `<small>${esc(SITE.companyNameEn)}</small></span></a></div></header>` +
    '<main class="site-main"><div class="site-status" role="status" aria-live="polite">' +
    `<span class="site-spinner" aria-hidden="true"></span>${esc(T.loading)}</div></main></div>`
  );
}
