// The public enquiry endpoint under load: `count` sends at once, each with
// its own form token (fetched first; the server wants MIN_FILL_SECONDS
// between showing the form and sending it). `ipOf(i)` names the visitor
// (X-Forwarded-For; the bench server trusts its loopback proxy).
const ENQUIRY = {
  companyName: '株式会社ベンチ',
  contactName: '負荷 太郎',
  nameReading: 'フカ タロウ',
  phone: '03-1234-5678',
  email: 'bench@example.jp',
  postalCode: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  consultingItem: 'その他',
  consultingContent: '同時送信の計測用のお問い合わせです。',
};

export async function concurrentEnquiries(base, { count = 50, ipOf }) {
  const forms = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      // each visitor's page fetches its own form
      const res = await fetch(`${base}/website/contact/form`, {
        headers: { 'x-forwarded-for': ipOf(i) },
      });
      return (await res.json()).data;
    }),
  );
  const wait = (forms[0]?.minFillSeconds ?? 3) * 1000 + 300;
  await new Promise((r) => setTimeout(r, wait));
  const started = performance.now();
  const answers = await Promise.all(
    forms.map(async (form, i) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/website/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-language': 'ja',
          'x-forwarded-for': ipOf(i),
        },
        body: JSON.stringify({
          ...ENQUIRY,
          contactName: `負荷 ${i + 1}`,
          formToken: form.formToken,
          homepage: '',
        }),
      });
      const body = await res.json();
      return { code: body.code, msg: body.msg, ms: performance.now() - t0 };
    }),
  );
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const limited = answers.filter((a) => a.code === 429);
  return {
    sent: count,
    accepted: answers.filter((a) => a.code === 200).length,
    rateLimited: limited.length,
    other: answers.filter((a) => a.code !== 200 && a.code !== 429).length,
    otherMessages: [
      ...new Set(
        answers
          .filter((a) => a.code !== 200 && a.code !== 429)
          .map((a) => a.msg),
      ),
    ],
    rateLimitMessage: limited[0]?.msg ?? null,
    wallMs: performance.now() - started,
    p50: ms[Math.floor(ms.length / 2)],
    max: ms[ms.length - 1],
  };
}

/** Enquiry rows in the database (read after the server has stopped). */
export async function storedEnquiries(dataDir) {
  const { tsImport } = await import('tsx/esm/api');
  const { openDb } = await tsImport(
    '../../server/src/db/index.ts',
    import.meta.url,
  );
  const db = await openDb({ dataDir, migrate: false });
  try {
    const row = await db.one('SELECT count(*) AS n FROM project_contact');
    return Number(row?.n ?? 0);
  } finally {
    await db.close();
  }
}
