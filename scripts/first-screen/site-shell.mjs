// The public site's first screen as static markup, painted by the
// first-screen script before the site's code has run (src/website/first-screen.ts
// replaces it once the site shows the page):
// - its frame: the header, with the page's loading status (the same classes
//   and texts as src/website/layout/site-header.tsx and components/status.tsx,
//   so the site's stylesheet draws it as the real header);
// - on the home page, its hero, once the first screen's data has come (the
//   same markup as src/website/pages/home/home-hero.tsx).
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

/** The texts the static hero shows (src/website/strings.ts). */
export const SITE_HERO_TEXT = {
  companyNameEn: SITE.companyNameEn,
  tagline: SITE.tagline,
  externalLink: T.externalLink,
};

/**
 * The home page's hero from the first screen's answers: `home` is
 * `/website/home`'s `data.home` (may be null), `nav` `/website/navigation`'s
 * `data`. Serialised into the first-screen script (Function.prototype.toString):
 * self-contained, old syntax.
 */
export function siteHeroHtml(home, nav, text) {
  var escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) {
      return escapes[c];
    });
  }
  // A top column's link as src/website/paths.ts columnPath and
  // components/site-link.tsx draw it (hash routes; external in a new tab).
  function button(category, className) {
    var column = null;
    for (var i = 0; i < nav.length && !column; i += 1)
      if (nav[i].recordCategory === category) column = nav[i];
    if (!column) return '';
    var link = String(column.link || '').trim();
    var page = /^[a-z][a-z0-9-]{0,30}$/.test(column.recordCategory)
      ? column.recordCategory
      : 'page';
    var to = link
      ? link.charAt(0) === '#'
        ? link.slice(1)
        : link
      : '/w/menu/' + page + '/' + column.navId;
    var away = /^(https?:|mailto:|tel:)/i.test(to);
    return (
      '<a href="' +
      esc(away ? to : '#' + to) +
      '" class="' +
      className +
      '"' +
      (away
        ? ' target="_blank" rel="noopener noreferrer" title="' +
          esc(text.externalLink) +
          '"'
        : '') +
      '>' +
      esc(column.navName) +
      '</a>'
    );
  }
  var image = home && home.mainImage;
  return (
    '<section class="site-hero' +
    (image
      ? ' has-image" style="' +
        esc('background-image: url("' + image.replace(/"/g, '%22') + '")') +
        '"'
      : '"') +
    ' aria-labelledby="site-hero-title">' +
    '<div class="site-container site-hero-inner">' +
    '<p class="site-eyebrow">' +
    esc(text.companyNameEn) +
    '</p><h1 id="site-hero-title">' +
    esc((home && home.mainName) || text.tagline) +
    '</h1><p class="site-hero-lead">' +
    esc(text.tagline) +
    '</p><div class="site-hero-actions">' +
    button('business', 'site-button') +
    button('contact', 'site-button is-accent') +
    '</div></div></section>'
  );
}
