import type { SiteColumn, SiteTree } from '../website-tree.js';
import type { WebsiteService } from '../website.js';
import { clip, esc, textOf, type RenderedPage } from './html.js';
import { breadcrumb, columnPath, frame, link, titleOf } from './layout.js';
import { pager, productList, recordList, rich } from './parts.js';
import { kindOf, ownPath, pageOf } from './site-paths.js';
import { SITE, T } from './strings.js';

type ColumnPage = Awaited<ReturnType<WebsiteService['column']>>;

/** Page sizes of the SPA's lists (news and downloads 10, products 12). */
const RECORDS_PER_PAGE = 10;
const PRODUCTS_PER_PAGE = 12;

export interface ColumnRequest {
  tree: SiteTree;
  site: WebsiteService;
  top: ColumnPage;
  child?: ColumnPage;
  /** `?p=` of paged lists. */
  pageNum: number;
  path: string;
}

function copyBlocks(page: ColumnPage): string {
  return page.copy
    .map((c) => {
      const title =
        c.title && c.title !== page.column.navName
          ? `<h3>${esc(c.title)}</h3>`
          : '';
      const image = c.image ? `<img src="${esc(c.image)}" alt="">` : '';
      return `<section>${title}${image}${rich(c.content)}</section>`;
    })
    .join('');
}

/** Child columns of the top column as links (the SPA's tabs / side menu). */
function childLinks(req: ColumnRequest): string {
  const { tree, top } = req;
  if (!top.children.length) return '';
  const items = top.children
    .map((c) => `<li>${link(columnPath(tree, c), c.navName)}</li>`)
    .join('');
  return `<nav aria-label="${esc(top.column.navName)}"><ul>${items}</ul></nav>`;
}

async function listBody(req: ColumnRequest, kind: string): Promise<string> {
  const { site, top, child, pageNum, path } = req;
  const shown = child ?? top;
  const navId = shown.column.navId;
  if (kind === 'product') {
    const { rows, total } = await site.products(navId, {
      pageNum,
      pageSize: PRODUCTS_PER_PAGE,
    });
    return (
      productList(rows, pageOf(top.column), top.column.navId) +
      pager(path, pageNum, total, PRODUCTS_PER_PAGE)
    );
  }
  const { rows, total } = await site.records(navId, {
    pageNum,
    pageSize: RECORDS_PER_PAGE,
  });
  return (
    recordList(rows, pageOf(shown.column), navId) +
    pager(path, pageNum, total, RECORDS_PER_PAGE)
  );
}

async function businessBody(req: ColumnRequest): Promise<string> {
  const { site, top, child } = req;
  const shown = child ?? top;
  const { rows } = await site.records(shown.column.navId, {
    pageNum: 1,
    pageSize: 50,
  });
  const sections: SiteColumn[] = child
    ? [child.column]
    : top.children.length
      ? top.children
      : [top.column];
  return sections
    .map((s) => {
      const lead =
        s.mainName && s.mainName !== s.navName
          ? `<p>${esc(s.mainName)}</p>`
          : '';
      const mine = rows.filter(
        (r) => r.navId === s.navId || sections.length === 1,
      );
      return `<section><h2>${esc(s.navName)}</h2>${lead}${recordList(mine, pageOf(top.column), s.navId)}</section>`;
    })
    .join('');
}

async function companyBody(req: ColumnRequest): Promise<string> {
  const { site, top, child } = req;
  if (child)
    return `<section><h2>${esc(child.column.navName)}</h2>${copyBlocks(child)}</section>`;
  const sections = await Promise.all(
    top.children.map((c) => site.column(c.navId)),
  );
  return (
    copyBlocks(top) +
    sections
      .map(
        (s) =>
          `<section><h2>${esc(s.column.navName)}</h2>${copyBlocks(s)}</section>`,
      )
      .join('')
  );
}

function contactBody(): string {
  return (
    `<p>${T.contactLead}</p><p>${T.contactNoScript}</p>` +
    `<h2>${T.telLabel}</h2><p><a href="tel:${SITE.tel.replace(/-/g, '')}">${esc(SITE.tel)}</a><br>${esc(SITE.hours)}</p>`
  );
}

/** Every page of the site: columns in tree order with their child columns. */
function sitemapBody(tree: SiteTree): string {
  const entry = (top: SiteColumn, c: SiteColumn): string => {
    const path = ownPath(top, c);
    const label = path ? link(path, c.navName) : esc(c.navName);
    const kids = (c.children ?? []).map((k) => entry(top, k)).join('');
    return `<li>${label}${kids ? `<ul>${kids}</ul>` : ''}</li>`;
  };
  return `<p>${T.sitemapLead}</p><ul>${tree.roots.map((c) => entry(c, c)).join('')}</ul>`;
}

/** A column's page by its kind (src/website/pages/column/column-body.tsx). */
export async function renderColumn(req: ColumnRequest): Promise<RenderedPage> {
  const { tree, top, child } = req;
  const shown = child ?? top;
  const kind = kindOf(shown.column);
  let body: string;
  if (kind === 'business') body = await businessBody(req);
  else if (kind === 'company') body = await companyBody(req);
  else if (kind === 'contact') body = contactBody();
  else if (kind === 'sitemap') body = sitemapBody(tree);
  else body = copyBlocks(shown) + (await listBody(req, kind));
  const lead =
    shown.column.mainName && shown.column.mainName !== shown.column.navName
      ? `<p>${esc(shown.column.mainName)}</p>`
      : '';
  const main =
    breadcrumb(shown.trail) +
    `<h1>${esc(shown.column.navName)}</h1>${lead}` +
    (kind === 'company' ||
    kind === 'business' ||
    kind === 'product' ||
    kind === 'informations'
      ? childLinks(req)
      : '') +
    body;
  const copyText = textOf(shown.copy.map((c) => c.content).join(' '));
  const description = clip(
    copyText ||
      [
        shown.column.mainName,
        `${SITE.companyName}の${shown.column.navName}のページです。`,
      ]
        .filter(Boolean)
        .join(' '),
  );
  const pageSuffix = req.pageNum > 1 ? `${req.pageNum}ページ目` : undefined;
  return {
    status: 200,
    meta: {
      title: titleOf(pageSuffix, child?.column.navName, top.column.navName),
      description,
      path: req.pageNum > 1 ? `${req.path}?p=${req.pageNum}` : req.path,
      type: 'website',
      image: shown.column.mainImage || undefined,
    },
    body: frame(tree, main),
  };
}
