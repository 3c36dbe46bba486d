import type { WebsiteRepository } from '../../repositories/website.js';
import { safeLink, sanitizeRichText, stripTags } from '../sanitize.js';
import type { SiteTree } from '../website-tree.js';
import { cleanBlocks, type WebsiteService } from '../website.js';
import { clip, esc, textOf, type RenderedPage } from './html.js';
import { breadcrumb, frame, link, titleOf } from './layout.js';
import { fileList, rich, time } from './parts.js';
import { pageOf, productPath, recordPath } from './site-paths.js';
import { T } from './strings.js';

/**
 * A record's page under column `mid`, read without counting a view (the
 * counter is for people; crawlers and link previews fetch this). Undefined
 * when the record or its column is not public or `mid` is not above it.
 */
export async function renderRecord(
  tree: SiteTree,
  repo: WebsiteRepository,
  mid: number,
  recordId: number,
): Promise<RenderedPage | undefined> {
  const row = await repo.record(recordId);
  if (!row || !tree.get(row.navId) || !tree.within(row.navId, mid)) {
    return undefined;
  }
  const [items, around] = await Promise.all([
    repo.recordItems([recordId]),
    repo.neighbours(recordId, tree.listed(mid)),
  ]);
  const trail = tree.trail(row.navId);
  const page = pageOf(trail[0]!);
  const title = stripTags(row.title);
  const summary = stripTags(row.summary);
  const subtitle = stripTags(row.subtitle);
  const content = sanitizeRichText(row.content);
  const blocks = cleanBlocks(row.contentBlocks)
    .map(
      (b) =>
        `<section>${b.title ? `<h2>${esc(b.title)}</h2>` : ''}${b.image ? `<img src="${esc(b.image)}" alt="">` : ''}${rich(b.body)}</section>`,
    )
    .join('');
  const texts = items
    .filter((i) => !i.fileUrl)
    .map(
      (i) =>
        `<section><h2>${esc(stripTags(i.itemName))}</h2>${rich(sanitizeRichText(i.content))}</section>`,
    )
    .join('');
  const files = items
    .filter((i) => i.fileUrl)
    .map((i) => ({
      itemId: i.itemId,
      itemName: stripTags(i.itemName),
      fileName: stripTags(i.fileName),
      fileSize: i.fileSize,
    }));
  const image = safeLink(row.mainImage);
  const jump = row.displayType === '3' ? safeLink(row.jumpLink) : '';
  const neighbour = (r: typeof around.prev, label: string, rel: string) =>
    r
      ? `<p>${label}: <a href="${esc(recordPath(page, mid, r.recordId))}" rel="${rel}">${esc(stripTags(r.title))}</a></p>`
      : '';
  const main =
    breadcrumb(trail, title) +
    `<article><header><p>${time(row.createTime)}${subtitle ? ` ${esc(subtitle)}` : ''}</p>` +
    `<h1>${esc(title)}</h1>${summary ? `<p>${esc(summary)}</p>` : ''}</header>` +
    (image ? `<img src="${esc(image)}" alt="">` : '') +
    rich(content) +
    blocks +
    texts +
    (jump ? `<p>${link(jump, T.readMore)}</p>` : '') +
    (files.length
      ? `<section><h2>${T.attachments}</h2>${fileList(files)}</section>`
      : '') +
    `<footer>${neighbour(around.prev, T.prev, 'prev')}${neighbour(around.next, T.next, 'next')}</footer></article>`;
  return {
    status: 200,
    meta: {
      title: titleOf(title, trail[trail.length - 1]?.navName),
      description: clip(summary || textOf(content) || title),
      path: recordPath(pageOf(trail[0]!), row.navId, recordId),
      type: 'article',
      image: image || undefined,
    },
    body: frame(tree, main),
  };
}

/** A product's page inside its top column's product menu. */
export async function renderProduct(
  tree: SiteTree,
  site: WebsiteService,
  mid: number,
  productId: number,
): Promise<RenderedPage> {
  const { product, items, trail } = await site.product(productId, mid);
  const specs = items.filter((i) => i.itemValue && !i.image);
  const rows = [
    ...(product.size && product.size !== '-'
      ? [`<tr><th scope="row">${T.size}</th><td>${esc(product.size)}</td></tr>`]
      : []),
    ...specs.map(
      (s) =>
        `<tr><th scope="row">${esc(s.itemName)}</th><td>${esc(s.itemValue)}</td></tr>`,
    ),
  ];
  const points = product.keyPoints.length
    ? `<h2>${T.keyPoints}</h2><ul>${product.keyPoints.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`
    : '';
  const pictures = [product.mainImage, ...product.images]
    .filter(Boolean)
    .map((src) => `<img src="${esc(src)}" alt="${esc(product.productName)}">`)
    .join('');
  const main =
    breadcrumb(trail, product.productName) +
    `<article><h1>${esc(product.productName)}</h1>` +
    (product.subtitle ? `<p>${esc(product.subtitle)}</p>` : '') +
    pictures +
    points +
    rich(product.contentBlock) +
    (rows.length
      ? `<h2>${T.specs}</h2><table><tbody>${rows.join('')}</tbody></table>`
      : '') +
    `</article>`;
  const description = clip(
    [
      product.subtitle,
      product.keyPoints.join('・'),
      textOf(product.contentBlock),
    ]
      .filter(Boolean)
      .join(' '),
  );
  return {
    status: 200,
    meta: {
      title: titleOf(product.productName, trail[0]?.navName),
      description: description || product.productName,
      path: productPath(pageOf(trail[0]!), trail[0]!.navId, productId),
      type: 'article',
      image: product.mainImage || product.images[0] || undefined,
    },
    body: frame(tree, main),
  };
}
