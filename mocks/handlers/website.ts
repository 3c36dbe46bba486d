/**
 * msw handlers for the public site API (`/website/*`): a small Japanese site
 * (home, news, products, contact) and the enquiry send with the server's checks
 * that a test may want to see refused.
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import type {
  SiteColumn,
  SiteProduct,
  SiteRecord,
} from '../../src/types/website';

const column = (
  navId: number,
  parentId: number,
  navName: string,
  recordCategory: string,
  extra: Partial<SiteColumn> = {},
): SiteColumn => ({
  navId,
  parentId,
  navName,
  mainName: navName,
  enName: recordCategory.toUpperCase(),
  link: '',
  mainImage: '',
  navType: '1',
  recordCategory,
  showInNav: '1',
  ...extra,
});

const products = column(4, 0, '製品情報', 'product', { navType: '3' });
const equipment = column(11, 4, '業務用機器', 'product', { navType: '3' });
const news = column(5, 0, 'お知らせ', 'informations');
const contact = column(6, 0, 'お問い合わせ', 'contact', { navType: '5' });

export const SITE_TREE: SiteColumn[] = [
  column(1, 0, 'ホーム', 'home', { mainName: '明日をつくる。' }),
  { ...products, children: [equipment] },
  news,
  contact,
];

const record = (recordId: number, title: string): SiteRecord => ({
  recordId,
  navId: 5,
  title,
  subtitle: 'お知らせ',
  summary: `${title}の概要`,
  mainImage: '',
  pinned: '0',
  displayType: '1',
  jumpLink: '',
  totalViews: 3,
  createTime: '2025-04-15 10:00:00',
  files: [],
});

export const SITE_RECORDS = [
  record(1, '新製品を発売しました'),
  record(2, '年末年始休業のお知らせ'),
];

const PRODUCT: SiteProduct = {
  productId: 1,
  navId: 11,
  productName: 'サンプルスキャナー SC-100',
  subtitle: '高速ドキュメントスキャナー',
  keyPoints: ['高速読み取り', '自動給紙'],
  mainImage: '',
  pinned: '1',
  isNew: '1',
};

const notFound = () =>
  HttpResponse.json({ code: 404, msg: 'お探しのページは見つかりませんでした' });

const columns: Record<string, SiteColumn> = {
  '4': products,
  '5': news,
  '6': contact,
  '11': equipment,
};

export const CONSULTING_ITEMS = ['製品について', 'その他'];

/** Sends the mock accepted (tests read it). */
export const sentEnquiries: Record<string, unknown>[] = [];

export const websiteHandlers = [
  http.get('*/website/navigation', () =>
    HttpResponse.json({ code: 200, msg: 'ok', data: SITE_TREE }),
  ),
  http.get('*/website/home', () =>
    HttpResponse.json({
      code: 200,
      msg: 'ok',
      data: {
        home: SITE_TREE[0],
        about: [],
        news: { column: news, rows: SITE_RECORDS },
        business: { column: null, children: [] },
        products: { column: products, rows: [PRODUCT] },
        company: null,
        images: {},
      },
    }),
  ),
  http.get('*/website/columns/:navId', ({ params }) => {
    const c = columns[String(params.navId)];
    if (!c) return notFound();
    const trail = c.parentId ? [columns[String(c.parentId)], c] : [c];
    return HttpResponse.json({
      code: 200,
      msg: 'ok',
      data: {
        column: c,
        trail,
        children: c.navId === 4 ? [equipment] : [],
        copy: [],
        images: {},
      },
    });
  }),
  http.get('*/website/columns/:navId/records', ({ params }) =>
    columns[String(params.navId)]
      ? HttpResponse.json({
          code: 200,
          msg: 'ok',
          rows: SITE_RECORDS,
          total: SITE_RECORDS.length,
          images: {},
        })
      : notFound(),
  ),
  http.get('*/website/columns/:navId/products', ({ params }) =>
    columns[String(params.navId)]
      ? HttpResponse.json({
          code: 200,
          msg: 'ok',
          rows: [PRODUCT],
          total: 1,
          images: {},
        })
      : notFound(),
  ),
  http.get('*/website/records/:id', ({ params }) => {
    const r = SITE_RECORDS.find((x) => String(x.recordId) === params.id);
    if (!r) return notFound();
    return HttpResponse.json({
      code: 200,
      msg: 'ok',
      data: {
        record: {
          ...r,
          content: '<p>本文</p>',
          contentBlocks: [],
          updateTime: null,
        },
        items: [],
        trail: [news],
        prev: null,
        next: null,
        images: {},
      },
    });
  }),
  http.get('*/website/products/:id', ({ params }) =>
    params.id === String(PRODUCT.productId)
      ? HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: {
            product: {
              ...PRODUCT,
              size: 'W300×D200×H150mm',
              contentBlock: '',
              images: [],
            },
            items: [],
            trail: [products, equipment],
            images: {},
          },
        })
      : notFound(),
  ),
  http.get('*/website/contact/form', () =>
    HttpResponse.json({
      code: 200,
      msg: 'ok',
      data: {
        formToken: 'mock-form-token',
        minFillSeconds: 3,
        consultingItems: CONSULTING_ITEMS,
      },
    }),
  ),
  http.post('*/website/contact', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (db.captchaEnabled) {
      const answer = db.captchas.get(String(body.uuid ?? ''));
      db.captchas.delete(String(body.uuid ?? ''));
      if (!answer || answer !== body.code) {
        return HttpResponse.json({
          code: 500,
          msg: '認証コードが正しくありません',
        });
      }
    }
    sentEnquiries.push(body);
    return HttpResponse.json({
      code: 200,
      msg: 'お問い合わせありがとうございます。',
      data: { contactId: sentEnquiries.length },
    });
  }),
];
