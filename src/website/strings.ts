/**
 * Every text of the public site. The site is always Japanese, so these do not
 * follow the back office's language switcher.
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
  menu: 'メニュー',
  openMenu: 'メニューを開く',
  closeMenu: 'メニューを閉じる',
  mainNav: 'メインメニュー',
  footerNav: 'フッターメニュー',
  breadcrumb: 'パンくずリスト',
  skipToContent: '本文へスキップ',
  toTop: 'ページの先頭へ',
  loading: '読み込み中…',
  loadFailed: 'ページを読み込めませんでした。時間をおいて再度お試しください。',
  retry: '再読み込み',
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
  contact: 'お問い合わせ',
  contactLead:
    '製品・サービスに関するご質問やお見積りのご依頼は、お問い合わせフォームよりお気軽にご連絡ください。',
  contactButton: 'お問い合わせフォームへ',
  telLabel: 'お電話でのお問い合わせ',
  noScriptSend:
    'フォームの送信にはJavaScriptが必要です。ブラウザでJavaScriptを有効にするか、お電話でお問い合わせください。',
  noRecords: '現在、掲載している情報はありません。',
  noProducts: '現在、掲載している製品はありません。',
  pinned: '重要',
  isNew: 'NEW',
  views: '閲覧数',
  published: '掲載日',
  prev: '前の記事',
  next: '次の記事',
  backToList: '一覧へ戻る',
  attachments: '関連資料',
  download: 'ダウンロード',
  downloads: '資料ダウンロード',
  productMenu: '製品カテゴリー',
  allProducts: 'すべての製品',
  specs: '仕様',
  size: 'サイズ',
  keyPoints: '特長',
  backToProducts: '製品一覧へ戻る',
  askProduct: 'この製品について問い合わせる',
  categories: 'カテゴリー',
  all: 'すべて',
  page: 'ページ',
  prevPage: '前へ',
  nextPage: '次へ',
  pager: 'ページ送り',
  externalLink: '外部サイトへ移動します',
  legalNav: 'サイト情報',
  sitemapLead: '当サイトのページの一覧です。',
} as const;

/** The enquiry form (labels follow the enquiry's fields, `EnquiryFields`). */
export const CONTACT = {
  formLabel: 'お問い合わせフォーム',
  steps: ['入力', '確認', '完了'],
  stepsLabel: 'お問い合わせの手順',
  lead: '下記フォームに必要事項をご入力のうえ、「入力内容を確認する」ボタンを押してください。',
  required: '必須',
  optional: '任意',
  labels: {
    companyName: '会社名',
    contactName: 'ご担当者名',
    nameReading: 'フリガナ',
    applicant: 'お申込者名',
    phone: '電話番号',
    email: 'メールアドレス',
    postalCode: '郵便番号',
    address: '住所',
    consultingItem: 'お問い合わせ項目',
    consultingContent: 'お問い合わせ内容',
  },
  placeholders: {
    companyName: '例）株式会社サンプル',
    contactName: '例）山田 太郎',
    nameReading: '例）ヤマダ タロウ',
    applicant: 'ご担当者様と異なる場合にご記入ください',
    phone: '例）03-1234-5678',
    email: '例）taro@example.co.jp',
    postalCode: '例）100-0005',
    address: '例）東京都千代田区丸の内1-1-1',
    consultingItem: '選択してください',
    consultingContent: 'お問い合わせ内容をできるだけ具体的にご記入ください',
  },
  captcha: '画像認証',
  captchaHint: '画像に表示された4桁の数字を半角で入力してください',
  captchaRequired: '画像認証の答えを入力してください',
  captchaRefresh: '画像を更新',
  captchaAlt: '認証用の画像',
  privacy: '個人情報の取り扱いに同意する',
  privacyNote:
    'ご入力いただいた個人情報は、お問い合わせへの回答とご連絡のためにのみ利用し、ご本人の同意なく第三者に提供することはありません。',
  privacyRequired: '個人情報の取り扱いへの同意が必要です',
  privacyPolicyBefore: '詳しくは',
  privacyPolicyAfter: 'をご確認ください（新しいタブで開きます）。',
  honeypot: 'ホームページ（入力しないでください）',
  toConfirm: '入力内容を確認する',
  confirmLead:
    '以下の内容で送信します。よろしければ「送信する」ボタンを押してください。',
  back: '入力画面に戻る',
  send: '送信する',
  sending: '送信中…',
  fixErrors: '入力内容に誤りがあります。各項目のメッセージをご確認ください。',
  doneTitle: 'お問い合わせを受け付けました',
  /** The thanks, with how soon staff answer when it is known (「3日以内（72時間以内）」). */
  doneThanks: (within?: string) =>
    within
      ? `お問い合わせいただき、ありがとうございます。内容を確認のうえ、${within}に担当者よりご連絡いたします。`
      : 'お問い合わせいただき、ありがとうございます。内容を確認のうえ、担当者よりご連絡いたします。',
  doneNote:
    'しばらく経っても連絡がない場合は、お手数ですがお電話でお問い合わせください。',
  receiptNo: '受付番号',
  sendFailed:
    '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。入力内容は保持されています。',
  counter: (n: number, max: number) => `${n} / ${max}文字`,
  postalHint: '7桁の郵便番号を入力すると、住所の一部を自動で入力します',
  postalSearching: '住所を検索しています…',
  postalFilled: '住所を自動入力しました。続けて番地・建物名をご入力ください。',
  postalFound: (line: string) => `この郵便番号の住所：${line}`,
  postalSeveral:
    'この郵便番号には複数の地域があります。町域を選ぶと住所欄に入力します。',
  postalNotFound:
    'この郵便番号の住所が見つかりませんでした。住所を直接ご入力ください。',
  postalFailed: '住所を自動入力できませんでした。住所を直接ご入力ください。',
  townLabel: '町域',
  townPlaceholder: '町域を選択してください',
  townHint: 'この郵便番号には複数の町域があります。選ぶと住所欄に入力します。',
} as const;

/** The privacy policy page's additions. */
export const PRIVACY = {
  retentionTitle: 'お問い合わせ情報の保管期間',
} as const;

/** Client-side messages (the server sends the same ones). */
export const VALIDATION = {
  required: (label: string) => `${label}を入力してください`,
  select: (label: string) => `${label}を選択してください`,
  tooLong: (label: string, max: number) =>
    `${label}は${max}文字以内で入力してください`,
  tooShort: (label: string, min: number) =>
    `${label}は${min}文字以上で入力してください`,
  kana: (label: string) => `${label}は全角カタカナで入力してください`,
  email: (label: string) => `${label}の形式が正しくありません`,
  phone: (label: string) =>
    `${label}は半角数字とハイフンで入力してください（例：03-1234-5678）`,
  postalCode: (label: string) =>
    `${label}は「123-4567」の形式で入力してください`,
} as const;
