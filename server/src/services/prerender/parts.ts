import type { SiteFile, SiteRecord } from '../website.js';
import { esc } from './html.js';
import { link } from './layout.js';
import { productPath, recordPath } from './site-paths.js';
import { T } from './strings.js';

/** '2025-04-15 10:00:00' → `<time datetime="2025-04-15">2025.04.15</time>`. */
export function time(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return m
    ? `<time datetime="${m[1]}-${m[2]}-${m[3]}">${m[1]}.${m[2]}.${m[3]}</time>`
    : '';
}

/** A record list entry's address: its jump link when set to jump, else its page. */
export function recordHref(r: SiteRecord, page: string, mid: number): string {
  return r.displayType === '3' && r.jumpLink
    ? r.jumpLink
    : recordPath(page, mid, r.recordId);
}

export function recordList(
  rows: SiteRecord[],
  page: string,
  mid: number,
): string {
  if (!rows.length) return `<p>${T.noRecords}</p>`;
  const items = rows.map((r) => {
    const summary = r.summary ? `<p>${esc(r.summary)}</p>` : '';
    const files = r.files.length ? fileList(r.files) : '';
    return `<li>${time(r.createTime)} ${link(recordHref(r, page, mid), r.title)}${summary}${files}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

export function fileList(files: SiteFile[]): string {
  return `<ul>${files
    .map(
      (f) =>
        `<li>${link(`/website/files/${f.itemId}`, f.itemName || f.fileName)}</li>`,
    )
    .join('')}</ul>`;
}

export interface ProductSummary {
  productId: number;
  productName: string;
  subtitle: string;
  keyPoints: string[];
  mainImage: string;
}

export function productList(
  rows: ProductSummary[],
  page: string,
  mid: number,
): string {
  if (!rows.length) return `<p>${T.noProducts}</p>`;
  const items = rows.map((p) => {
    const sub = p.subtitle ? `<p>${esc(p.subtitle)}</p>` : '';
    return `<li>${link(productPath(page, mid, p.productId), p.productName)}${sub}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** Links to the other pages of a paged list (`?p=`). */
export function pager(path: string, page: number, total: number, size: number) {
  const pages = Math.ceil(total / size);
  if (pages <= 1) return '';
  const href = (n: number) => (n <= 1 ? path : `${path}?p=${n}`);
  const parts: string[] = [];
  if (page > 1)
    parts.push(`<a href="${esc(href(page - 1))}" rel="prev">${T.prevPage}</a>`);
  for (let n = 1; n <= pages; n += 1) {
    parts.push(
      n === page
        ? `<span aria-current="page">${n}</span>`
        : `<a href="${esc(href(n))}">${n}</a>`,
    );
  }
  if (page < pages)
    parts.push(`<a href="${esc(href(page + 1))}" rel="next">${T.nextPage}</a>`);
  return `<nav aria-label="${T.pager}">${parts.join(' ')}</nav>`;
}

/** Cleaned rich text (sanitised by the website service): markup kept. */
export function rich(html: string): string {
  return html ? `<div>${html}</div>` : '';
}
