import type { SiteColumn, SiteTree } from '../website-tree.js';
import { esc } from './html.js';
import { ownPath, pathUnder, SITE_ROOT } from './site-paths.js';
import { SITE, T } from './strings.js';

/** Categories of the footer-only pages (privacy policy, site policy, sitemap). */
export const FOOTER_ONLY = ['privacy', 'policy', 'sitemap'];

/** A column's path inside the site, whatever its depth. */
export function columnPath(tree: SiteTree, column: SiteColumn): string {
  const top = tree.trail(column.navId)[0] ?? column;
  return pathUnder(top, column);
}

/** A link: in-site paths as they are, other addresses in a new tab. */
export function link(href: string, label: string): string {
  const away = !href.startsWith('/');
  return away
    ? `<a href="${esc(href)}" target="_blank" rel="noopener noreferrer">${esc(label)}</a>`
    : `<a href="${esc(href)}">${esc(label)}</a>`;
}

function header(tree: SiteTree): string {
  const items = tree.roots
    .filter((c) => c.showInNav === '1')
    .map((c) => `<li>${link(pathUnder(c, c), c.navName)}</li>`)
    .join('');
  return (
    `<header><p><a href="${SITE_ROOT}">${esc(SITE.companyName)}</a></p>` +
    `<nav aria-label="${T.mainNav}"><ul>${items}</ul></nav></header>`
  );
}

/** Home › … › current (the last entry is not a link). */
export function breadcrumb(trail: SiteColumn[], current?: string): string {
  const top = trail[0];
  const steps = [link(SITE_ROOT, T.home)];
  trail.forEach((c, i) => {
    const last = i === trail.length - 1 && current === undefined;
    if (c.recordCategory === 'home') return;
    steps.push(
      last || !top ? esc(c.navName) : link(pathUnder(top, c), c.navName),
    );
  });
  if (current !== undefined) steps.push(esc(current));
  return `<nav class="pr-crumbs" aria-label="${T.breadcrumb}"><ol>${steps
    .map((s) => `<li>${s}</li>`)
    .join('')}</ol></nav>`;
}

function footer(tree: SiteTree): string {
  const groups = tree.roots
    .filter(
      (c) =>
        c.recordCategory !== 'home' && !FOOTER_ONLY.includes(c.recordCategory),
    )
    .map((c) => {
      const kids = (c.children ?? [])
        .map((k) => `<li>${link(pathUnder(c, k), k.navName)}</li>`)
        .join('');
      return `<li>${link(pathUnder(c, c), c.navName)}${kids ? `<ul>${kids}</ul>` : ''}</li>`;
    })
    .join('');
  const policies = FOOTER_ONLY.map((cat) => tree.topOf(cat))
    .filter((c): c is SiteColumn => !!c)
    .map((c) => {
      const path = ownPath(c, c);
      return path ? `<li>${link(path, c.navName)}</li>` : '';
    })
    .join('');
  return (
    `<footer><p><strong>${esc(SITE.companyName)}</strong> ${esc(SITE.companyNameEn)}</p>` +
    `<p>${esc(SITE.address)}<br>TEL <a href="tel:${SITE.tel.replace(/-/g, '')}">${esc(SITE.tel)}</a><br>${esc(SITE.hours)}</p>` +
    `<nav aria-label="${T.footerNav}"><ul>${groups}</ul>` +
    (policies ? `<ul>${policies}</ul>` : '') +
    `</nav><p><small>${esc(SITE.copyright)}</small></p></footer>`
  );
}

/**
 * Header, the page's main content, footer. No in-page (`#…`) links: the app
 * document carries `<base href="/">`, which would send them to the app root.
 */
export function frame(tree: SiteTree, main: string): string {
  return (
    `<div class="pr">${header(tree)}` +
    `<main id="main">${main}</main>${footer(tree)}</div>`
  );
}

/** `Page | Column | 株式会社サンプル`. */
export function titleOf(...parts: (string | undefined)[]): string {
  return [...parts.filter(Boolean), SITE.companyName].join(' | ');
}
