/**
 * The promises the site makes about enquiries, worded from the server's
 * parameters (`GET /website/contact/terms`): how soon staff answer
 * (sys.contact.responseTargetHours) and how long what the visitor sent is
 * kept (sys.contact.retentionDays). Plain TypeScript for the site and the
 * server alike.
 */

export interface ContactTerms {
  /** Hours within which staff answer an enquiry. */
  responseTargetHours: number;
  /** Days an enquiry's personal data is kept before it is deleted. */
  retentionDays: number;
}

/**
 * How soon staff answer, in Japanese: whole days when the hours make whole
 * days (72 → 「3日以内（72時間以内）」), else hours (36 → 「36時間以内」).
 */
export function responseTargetText(hours: number): string {
  return hours % 24 === 0
    ? `${hours / 24}日以内（${hours}時間以内）`
    : `${hours}時間以内`;
}

/** The privacy policy's sentence on how long enquiries are kept. */
export function retentionText(days: number): string {
  return `お問い合わせフォームでお預かりした個人情報は、受付日から${days}日間保管し、その後削除します。`;
}
