import type { Kv } from '../kv/index.js';
import type {
  NavCopyRow,
  ProductRow,
  RecordItemRow,
  RecordRow,
  WebsiteRepository,
} from '../repositories/website.js';
import { ServiceError } from '../errors.js';
import { GenerationCache } from './site-render/cache.js';
import { plainText, safeLink, sanitizeRichText } from './infra/sanitize.js';
import type { RecordViewRepository } from '../repositories/record-views.js';
import { SiteTree, type SiteColumn } from './website-tree.js';
import type {
  ImageSource,
  ItemImages,
  PublicImages,
} from './media/public-images.js';

/** A visitor counts once per record in this window (refreshes do not inflate). */
export const VIEW_WINDOW_SECONDS = 30 * 60;
export const VIEW_PREFIX = 'site_view:';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export interface SiteFile {
  itemId: number;
  itemName: string;
  fileName: string;
  fileSize: number;
}

export interface SiteRecord {
  recordId: number;
  navId: number;
  title: string;
  subtitle: string;
  summary: string;
  mainImage: string;
  pinned: string;
  displayType: string;
  jumpLink: string;
  totalViews: number;
  createTime: string | null;
  files: SiteFile[];
}

export interface ContentBlock {
  type: string;
  title: string;
  body: string;
  image: string;
}

const notFound = () => new ServiceError(404, 'website.notFound');

function publicRecord(row: RecordRow, files: SiteFile[] = []): SiteRecord {
  return {
    ...row,
    title: plainText(row.title),
    subtitle: plainText(row.subtitle),
    summary: plainText(row.summary),
    mainImage: safeLink(row.mainImage),
    jumpLink: safeLink(row.jumpLink),
    files,
  };
}

function publicProduct(row: ProductRow) {
  return {
    ...row,
    productName: plainText(row.productName),
    subtitle: plainText(row.subtitle),
    keyPoints: row.keyPoints
      .split(/[;；\n]/)
      .map((s) => s.trim())
      .filter(Boolean),
    mainImage: safeLink(row.mainImage),
  };
}

function fileOf(item: RecordItemRow): SiteFile {
  return {
    itemId: item.itemId,
    itemName: plainText(item.itemName),
    fileName: plainText(item.fileName),
    fileSize: item.fileSize,
  };
}

/**
 * content_blocks JSON → clean blocks; anything not an object is dropped.
 * `richText` cleans a body (with the record's images drawn responsive).
 */
export function cleanBlocks(
  value: unknown,
  richText: (html: string) => string = sanitizeRichText,
): ContentBlock[] {
  const list = typeof value === 'string' ? safeParse(value) : value;
  if (!Array.isArray(list)) return [];
  return list
    .filter((b): b is Record<string, unknown> => !!b && typeof b === 'object')
    .map((b) => ({
      type: typeof b.type === 'string' ? b.type.slice(0, 20) : '',
      title: typeof b.title === 'string' ? b.title : '',
      body: typeof b.body === 'string' ? richText(b.body) : '',
      image: typeof b.image === 'string' ? safeLink(b.image) : '',
    }));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

function paging(p: Paging) {
  return { limit: p.pageSize, offset: (p.pageNum - 1) * p.pageSize };
}

/** Items whose rows (every field) may link to library images. */
const recordsOf = (rows: { recordId: number }[]): ImageSource[] =>
  rows.map((r) => ({ kind: 'record', itemId: r.recordId, value: r }));
const productsOf = (rows: { productId: number }[]): ImageSource[] =>
  rows.map((r) => ({ kind: 'product', itemId: r.productId, value: r }));
const columnsOf = (rows: { navId: number }[]): ImageSource[] =>
  rows.map((r) => ({ kind: 'navigation', itemId: r.navId, value: r }));
const copyOf = (rows: { navRecordId: number }[]): ImageSource[] =>
  rows.map((r) => ({ kind: 'navRecord', itemId: r.navRecordId, value: r }));

/** A column's copy block as the site shows it. */
function publicCopy(c: NavCopyRow, images: ItemImages) {
  return {
    ...c,
    title: plainText(c.title),
    subtitle: plainText(c.subtitle),
    content: images.richText(c.content, 'navRecord', c.navRecordId),
    image: safeLink(c.image),
  };
}

/** The public site's reads (`/website/*`): shown content only, cleaned for display. */
export class WebsiteService {
  /**
   * The answers every visit starts with (the navigation, the home page),
   * kept until content changes.
   */
  private readonly kept: GenerationCache<unknown>;

  constructor(
    private readonly repo: WebsiteRepository,
    private readonly views: RecordViewRepository,
    private readonly kv: Kv,
    private readonly images: PublicImages,
  ) {
    this.kept = new GenerationCache(() => repo.contentGeneration(), 8);
  }

  async tree(): Promise<SiteTree> {
    return new SiteTree(await this.repo.navRows());
  }

  navigation(): Promise<SiteColumn[]> {
    return this.kept.get('navigation', async () => (await this.tree()).roots);
  }

  /** A column with its trail, shown children and copy blocks. */
  async column(navId: number) {
    const tree = await this.tree();
    const column = tree.flat(navId);
    if (!column) throw notFound();
    const children = (tree.get(navId)?.children ?? []).map(
      ({ children: _c, ...c }) => c,
    );
    const copy = await this.repo.navCopy([navId]);
    const images = await this.images.of([
      ...columnsOf([column, ...children]),
      ...copyOf(copy),
    ]);
    return {
      column,
      trail: tree.trail(navId),
      children,
      copy: copy.map((c) => publicCopy(c, images)),
      images: images.all(),
    };
  }

  /** Records of a column and the columns of its kind below it, with files. */
  async records(navId: number, p: Paging) {
    const tree = await this.tree();
    const ids = tree.listed(navId);
    if (!ids.length) throw notFound();
    const { limit, offset } = paging(p);
    const [total, rows] = await Promise.all([
      this.repo.countRecords(ids),
      this.repo.records(ids, limit, offset),
    ]);
    const images = await this.images.of(recordsOf(rows));
    return { total, rows: await this.withFiles(rows), images: images.all() };
  }

  private async withFiles(rows: RecordRow[]): Promise<SiteRecord[]> {
    if (!rows.length) return [];
    const items = await this.repo.recordItems(rows.map((r) => r.recordId));
    return rows.map((r) =>
      publicRecord(
        r,
        items.filter((i) => i.recordId === r.recordId && i.fileUrl).map(fileOf),
      ),
    );
  }

  /**
   * A visit to record `recordId` by `ip`: counted once per visitor per
   * VIEW_WINDOW_SECONDS. True when it counted.
   */
  protected async countView(recordId: number, ip: string): Promise<boolean> {
    const viewKey = `${VIEW_PREFIX}${recordId}:${ip}`;
    if ((await this.kv.get(viewKey)) !== null) return false;
    await this.kv.set(viewKey, '1', VIEW_WINDOW_SECONDS);
    await this.views.add(recordId);
    return true;
  }

  /**
   * One record under column `mid` (its own column or one above it; 0 = its
   * own), counted as a visit of `ip`.
   */
  async record(recordId: number, mid: number, ip: string) {
    const tree = await this.tree();
    const row = await this.repo.record(recordId);
    const scope = mid || row?.navId || 0;
    if (!row || !tree.get(row.navId) || !tree.within(row.navId, scope)) {
      throw notFound();
    }
    if (await this.countView(recordId, ip)) row.totalViews += 1;
    const [items, around] = await Promise.all([
      this.repo.recordItems([recordId]),
      this.repo.neighbours(recordId, tree.listed(scope)),
    ]);
    const { content, contentBlocks, updateTime, ...summary } = row;
    const texts = items.filter((i) => !i.fileUrl);
    const images = await this.images.of([
      ...recordsOf([row]),
      ...texts.map((i) => ({ kind: 'recordItem', itemId: i.itemId, value: i })),
    ]);
    const richText = (html: string) =>
      images.richText(html, 'record', recordId);
    return {
      record: {
        ...publicRecord(summary, items.filter((i) => i.fileUrl).map(fileOf)),
        content: richText(content),
        contentBlocks: cleanBlocks(contentBlocks, richText),
        updateTime,
      },
      items: texts.map((i) => ({
        itemId: i.itemId,
        itemName: plainText(i.itemName),
        itemType: i.itemType,
        content: images.richText(i.content, 'recordItem', i.itemId),
      })),
      trail: tree.trail(row.navId),
      prev: around.prev ? publicRecord(around.prev) : null,
      next: around.next ? publicRecord(around.next) : null,
      images: images.all(),
    };
  }

  async products(navId: number, p: Paging) {
    const tree = await this.tree();
    const ids = tree.listed(navId);
    if (!ids.length) throw notFound();
    const { limit, offset } = paging(p);
    const [total, rows] = await Promise.all([
      this.repo.countProducts(ids),
      this.repo.products(ids, limit, offset),
    ]);
    const images = await this.images.of(productsOf(rows));
    return { total, rows: rows.map(publicProduct), images: images.all() };
  }

  /** One product under column `mid` (0 = its own), with its specification rows. */
  async product(productId: number, mid: number) {
    const tree = await this.tree();
    const row = await this.repo.product(productId);
    const scope = mid || row?.navId || 0;
    if (!row || !tree.get(row.navId) || !tree.within(row.navId, scope)) {
      throw notFound();
    }
    const items = await this.repo.productItems(productId);
    const { size, contentBlock, images: gallery, ...summary } = row;
    const images = await this.images.of([
      ...productsOf([row]),
      ...items.map((i) => ({
        kind: 'productItem',
        itemId: i.itemId,
        value: i,
      })),
    ]);
    return {
      product: {
        ...publicProduct(summary),
        size: plainText(size),
        contentBlock: images.richText(contentBlock, 'product', productId),
        images: gallery
          .split(',')
          .map((url) => safeLink(url))
          .filter(Boolean),
      },
      items: items.map((i) => ({
        itemId: i.itemId,
        itemName: plainText(i.itemName),
        itemType: i.itemType,
        itemValue: plainText(i.itemValue),
        image: safeLink(i.image),
        hasFile: !!i.fileUrl,
      })),
      trail: tree.trail(row.navId),
      images: images.all(),
    };
  }

  /** The home page: welcome copy, latest news, business columns, products. */
  home() {
    return this.kept.get('home', () => this.readHome());
  }

  private async readHome() {
    const tree = await this.tree();
    const home = tree.topOf('home');
    const news = tree.topOf('informations');
    const business = tree.topOf('business');
    const product = tree.topOf('product');
    const company = tree.topOf('company');
    const newsIds = news ? tree.subtreeOf(news.navId, 'informations') : [];
    const [copy, newsRows, products] = await Promise.all([
      home ? this.repo.navCopy([home.navId]) : [],
      newsIds.length ? this.repo.records(newsIds, 5) : [],
      product ? this.repo.featuredProducts(tree.subtree(product.navId), 6) : [],
    ]);
    const flat = (c?: SiteColumn) => (c ? tree.flat(c.navId)! : null);
    const columns = (
      business ? (tree.get(business.navId)?.children ?? []) : []
    ).map(({ children: _c, ...c }) => c);
    const images = await this.images.of([
      ...columnsOf(home ? [home] : []),
      ...copyOf(copy),
      ...recordsOf(newsRows),
      ...columnsOf(columns),
      ...productsOf(products),
    ]);
    return {
      home: flat(home),
      about: copy.map((c) => publicCopy(c, images)),
      news: { column: flat(news), rows: newsRows.map((r) => publicRecord(r)) },
      business: { column: flat(business), children: columns },
      products: { column: flat(product), rows: products.map(publicProduct) },
      company: flat(company),
      images: images.all(),
    };
  }

  /** Where a record item's file is, when the item and its record are public. */
  async recordFile(itemId: number) {
    const item = await this.repo.recordItem(itemId);
    if (!item?.fileUrl) throw notFound();
    const record = await this.repo.record(item.recordId);
    if (!record || !(await this.tree()).get(record.navId)) throw notFound();
    return { url: item.fileUrl, name: item.fileName || item.itemName };
  }

  /** Where a product item's file is, when the item and its product are public. */
  async productFile(itemId: number) {
    const item = await this.repo.productItem(itemId);
    if (!item?.fileUrl) throw notFound();
    const product = await this.repo.product(item.productId);
    if (!product || !(await this.tree()).get(product.navId)) throw notFound();
    const name = item.fileUrl.split('/').pop() ?? item.itemName;
    return { url: item.fileUrl, name };
  }
}
