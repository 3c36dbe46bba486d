/**
 * The public site's fixed Japanese texts for pre-rendered pages (the same
 * words as src/website/strings.ts, which the SPA shows).
 */
export const SITE = {
  companyName: '株式会社サンプル',
  companyNameEn: 'SAMPLE Co., Ltd.',
  tagline: 'ウェブとシステムで、企業の成長を支えます。',
  address: '〒100-0005 東京都千代田区丸の内1-1-1 サンプルビル8階',
  tel: '03-1234-5678',
  hours: '受付時間 平日 9:00〜18:00',
  copyright: '© SAMPLE Co., Ltd. All Rights Reserved.',
} as const;

export const T = {
  home: 'ホーム',
  mainNav: 'メインメニュー',
  footerNav: 'フッターメニュー',
  breadcrumb: 'パンくずリスト',
  notFoundTitle: 'ページが見つかりません',
  notFoundLead:
    'お探しのページは、移動または削除された可能性があります。URLをご確認いただくか、トップページからお探しください。',
  backHome: 'トップページへ戻る',
  more: '一覧を見る',
  readMore: '詳しく見る',
  news: 'お知らせ',
  business: '事業内容',
  products: '製品情報',
  company: '会社情報',
  contactLead:
    '製品・サービスに関するご質問やお見積りのご依頼は、お問い合わせフォームよりお気軽にご連絡ください。',
  contactNoScript:
    'お問い合わせフォームのご利用には JavaScript を有効にしてください。お電話でも承っております。',
  telLabel: 'お電話でのお問い合わせ',
  noRecords: '現在、掲載している情報はありません。',
  noProducts: '現在、掲載している製品はありません。',
  published: '掲載日',
  prev: '前の記事',
  next: '次の記事',
  prevPage: '前へ',
  nextPage: '次へ',
  pager: 'ページ送り',
  attachments: '関連資料',
  specs: '仕様',
  size: 'サイズ',
  keyPoints: '特長',
  sitemapLead: '当サイトのページの一覧です。',
} as const;
