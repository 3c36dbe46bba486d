import type { SiteTree } from '../website-tree.js';
import type { WebsiteService } from '../website.js';
import { clip, esc, textOf, type RenderedPage } from './html.js';
import { columnPath, frame, link, titleOf } from './layout.js';
import { productList, recordList, rich } from './parts.js';
import { pageOf, SITE_ROOT } from './site-paths.js';
import { SITE, T } from './strings.js';

/** The home page: welcome copy, latest news, business, products, company. */
export async function renderHome(
  tree: SiteTree,
  site: WebsiteService,
): Promise<RenderedPage> {
  const { home, about, news, business, products, company } = await site.home();
  const more = (c: { navId: number } | null) => {
    const column = c && tree.get(c.navId);
    return column ? `<p>${link(columnPath(tree, column), T.more)}</p>` : '';
  };
  const sections: string[] = [];
  if (about.length) {
    sections.push(
      `<section>${about
        .map(
          (c) =>
            `${c.title ? `<h2>${esc(c.title)}</h2>` : ''}${rich(c.content)}`,
        )
        .join('')}${company ? more(company) : ''}</section>`,
    );
  }
  if (news.column) {
    sections.push(
      `<section><h2>${esc(news.column.navName || T.news)}</h2>` +
        recordList(news.rows, pageOf(news.column), news.column.navId) +
        `${more(news.column)}</section>`,
    );
  }
  if (business.column) {
    const cards = business.children
      .map((c) => {
        const column = tree.get(c.navId);
        return column
          ? `<li>${link(columnPath(tree, column), c.navName)}${c.mainName && c.mainName !== c.navName ? `<p>${esc(c.mainName)}</p>` : ''}</li>`
          : '';
      })
      .join('');
    sections.push(
      `<section><h2>${esc(business.column.navName || T.business)}</h2><ul>${cards}</ul>${more(business.column)}</section>`,
    );
  }
  if (products.column) {
    sections.push(
      `<section><h2>${esc(products.column.navName || T.products)}</h2>` +
        productList(
          products.rows,
          pageOf(products.column),
          products.column.navId,
        ) +
        `${more(products.column)}</section>`,
    );
  }
  const heading = home?.mainName || SITE.tagline;
  const main = `<h1>${esc(heading)}</h1><p>${esc(SITE.companyName)}</p>${sections.join('')}`;
  return {
    status: 200,
    meta: {
      title: SITE.companyName,
      description: clip(
        textOf(about.map((c) => c.content).join(' ')) ||
          `${SITE.companyName} ${SITE.tagline}`,
      ),
      path: SITE_ROOT,
      type: 'website',
      image: home?.mainImage || undefined,
    },
    body: frame(tree, main),
  };
}

/** The site's own not-found page (status 404). */
export function renderNotFound(tree: SiteTree, path: string): RenderedPage {
  const main =
    `<h1>${T.notFoundTitle}</h1><p>${T.notFoundLead}</p>` +
    `<p>${link(SITE_ROOT, T.backHome)}</p>`;
  return {
    status: 404,
    meta: {
      title: titleOf(T.notFoundTitle),
      description: T.notFoundLead,
      path,
      type: 'website',
      noindex: true,
    },
    body: frame(tree, main),
  };
}
