/**
 * The Japanese wording of the demo enquiries: who sends them (fictional
 * companies and people, documentation-only mail domains) and what they ask
 * about the seeded products and services, by consulting item of the public
 * contact form.
 */
import { CONSULTING_ITEMS } from '../../../../src/shared/enquiry-rules.js';

/** A family or given name and its reading in katakana. */
export type Named = readonly [name: string, reading: string];

/** Family names with their reading and romanisation (for mail addresses). */
export const FAMILY_NAMES: readonly (readonly [
  name: string,
  reading: string,
  latin: string,
])[] = [
  ['佐藤', 'サトウ', 'sato'],
  ['鈴木', 'スズキ', 'suzuki'],
  ['高橋', 'タカハシ', 'takahashi'],
  ['田中', 'タナカ', 'tanaka'],
  ['伊藤', 'イトウ', 'ito'],
  ['渡辺', 'ワタナベ', 'watanabe'],
  ['山本', 'ヤマモト', 'yamamoto'],
  ['中村', 'ナカムラ', 'nakamura'],
  ['小林', 'コバヤシ', 'kobayashi'],
  ['加藤', 'カトウ', 'kato'],
  ['吉田', 'ヨシダ', 'yoshida'],
  ['山田', 'ヤマダ', 'yamada'],
  ['松本', 'マツモト', 'matsumoto'],
  ['井上', 'イノウエ', 'inoue'],
  ['木村', 'キムラ', 'kimura'],
  ['清水', 'シミズ', 'shimizu'],
  ['森', 'モリ', 'mori'],
  ['池田', 'イケダ', 'ikeda'],
];

export const GIVEN_NAMES: readonly Named[] = [
  ['翔太', 'ショウタ'],
  ['美咲', 'ミサキ'],
  ['健一', 'ケンイチ'],
  ['由美', 'ユミ'],
  ['大輔', 'ダイスケ'],
  ['陽子', 'ヨウコ'],
  ['拓也', 'タクヤ'],
  ['直子', 'ナオコ'],
  ['隆', 'タカシ'],
  ['彩', 'アヤ'],
  ['誠', 'マコト'],
  ['恵', 'メグミ'],
  ['浩二', 'コウジ'],
  ['真由美', 'マユミ'],
];

/** Sender companies (empty: a private person), their mail domain. */
export const COMPANIES: readonly (readonly [name: string, domain: string])[] = [
  ['株式会社ミナト物流', 'minato-logi.example.jp'],
  ['さくら精機株式会社', 'sakura-seiki.example.jp'],
  ['有限会社あおば商店', 'aoba-shoten.example.jp'],
  ['株式会社ひかり設計', 'hikari-sekkei.example.jp'],
  ['東和フーズ株式会社', 'towa-foods.example.jp'],
  ['株式会社北斗メディカル', 'hokuto-med.example.jp'],
  ['みどり税理士法人', 'midori-tax.example.jp'],
  ['株式会社つばさ建設', 'tsubasa-kensetsu.example.jp'],
  ['医療法人 若葉会', 'wakaba.example.jp'],
  ['株式会社オリオン電子', 'orion-denshi.example.jp'],
  ['', 'mail.example.jp'],
  ['', 'example.ne.jp'],
];

/** Postal code and address pairs (some senders leave them out). */
export const ADDRESSES: readonly (readonly [
  postalCode: string,
  address: string,
])[] = [
  ['100-0005', '東京都千代田区丸の内1-1-1'],
  ['530-0001', '大阪府大阪市北区梅田2-2-2'],
  ['460-0008', '愛知県名古屋市中区栄3-3-3'],
  ['812-0011', '福岡県福岡市博多区博多駅前4-4-4'],
  ['060-0001', '北海道札幌市中央区北一条西5-5'],
  ['', ''],
  ['', ''],
];

const PRODUCTS = [
  'サンプルスキャナー SC-100',
  'サンプルプリンター PR-200',
  'サンプル受発注クラウド',
  'サンプルラベラー LB-50',
  'サンプル勤怠クラウド',
];
const SERVICES = ['コーポレートサイト制作', '業務システム開発'];

type Item = (typeof CONSULTING_ITEMS)[number];

/**
 * What each kind of enquiry says; `{product}`, `{service}` and `{n}` are
 * filled in from the lists above and a small number.
 */
const MESSAGES: Record<Item, readonly string[]> = {
  製品について: [
    '{product}について、既存の基幹システムと連携できるか教えてください。',
    '{product}を{n}台ほど検討しています。納期の目安を知りたいです。',
    '{product}の保守契約の内容と、故障時の対応について伺えますか。',
    '{product}はWindowsとMacの両方で使えますか。社内に混在しています。',
  ],
  'サービス・事業について': [
    '{service}をお願いした場合の進め方と、おおよその期間を教えてください。',
    '現在のサイトが古くなったため、{service}について相談させてください。',
    '{service}の実績があれば、業種の近い事例を拝見したいです。',
  ],
  'お見積り・導入のご相談': [
    '{product}を{n}拠点に導入したいので、お見積りをお願いします。',
    '{service}について、予算に合わせたお見積りは可能でしょうか。',
    '{product}の導入を来期に予定しています。初期費用と月額費用を知りたいです。',
  ],
  資料請求: [
    '{product}のカタログを郵送でお送りいただけますか。',
    '{product}と{service}の資料をPDFでいただけると助かります。',
    '社内検討用に、会社案内と{product}の資料をお願いします。',
  ],
  採用について: [
    '中途採用の募集状況について教えてください。エンジニア職を希望しています。',
    '会社説明会の日程が決まっていれば教えてください。',
  ],
  その他: [
    '展示会で名刺交換した者です。先日はありがとうございました。',
    'ウェブサイトの{product}のページで、画像が表示されない箇所がありました。',
  ],
};

/** How often each item is asked about (of the total). */
export const ITEM_WEIGHTS: Record<Item, number> = {
  製品について: 30,
  'サービス・事業について': 14,
  'お見積り・導入のご相談': 22,
  資料請求: 24,
  採用について: 5,
  その他: 5,
};

/** What staff wrote on a handled enquiry. */
export const HANDLED_REMARKS: readonly string[] = [
  'メールで回答済み',
  '電話で回答済み',
  '資料を郵送済み',
  'お見積りを送付済み',
  '営業担当に引き継ぎ済み',
];

/** An enquiry's text for `item`, its blanks filled by `pick`. */
export function messageOf(
  item: Item,
  pick: <T>(list: readonly T[]) => T,
): string {
  return pick(MESSAGES[item])
    .replace('{product}', pick(PRODUCTS))
    .replace('{service}', pick(SERVICES))
    .replace('{n}', String(pick([2, 3, 5, 10])));
}
