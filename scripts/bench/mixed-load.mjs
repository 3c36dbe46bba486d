// Issue 12 load: `clients` signed-in clients (a session each) for `seconds`,
// each looping over a list, a detail and a save of notices. Reports req/s and
// latency per kind, errors, and whether every acknowledged save is stored.
import { signIn } from './http.mjs';

async function json(res) {
  try {
    return await res.json();
  } catch {
    return {};
  }
}

export async function mixedLoad(base, { clients = 200, seconds = 60 } = {}) {
  const run = Math.random().toString(36).slice(2, 8);
  // Sign the clients in one after another: sign-ins of one account from one
  // address in parallel count as guesses (the lockout counts attempts first).
  const sessions = [];
  while (sessions.length < clients) sessions.push(await signIn(base));

  const kinds = { list: [], detail: [], save: [] };
  const errors = { list: 0, detail: 0, save: 0 };
  const errorSamples = new Set();
  const acknowledged = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();

  async function client(auth, c) {
    const headers = { ...auth, 'content-type': 'application/json' };
    let lastId = 1;
    for (let n = 0; performance.now() < deadline; n += 1) {
      const kind = n % 3 === 0 ? 'save' : n % 3 === 1 ? 'list' : 'detail';
      const t0 = performance.now();
      let body = {};
      try {
        if (kind === 'list') {
          body = await json(
            await fetch(`${base}/system/notice/list?pageNum=1&pageSize=10`, {
              headers,
            }),
          );
          if (body.rows?.length) lastId = body.rows[0].noticeId;
        } else if (kind === 'detail') {
          body = await json(
            await fetch(`${base}/system/notice/${lastId}`, { headers }),
          );
        } else {
          const title = `load-${run}-${c}-${n}`;
          body = await json(
            await fetch(`${base}/system/notice`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                noticeTitle: title,
                noticeType: '1',
                noticeContent: `<p>${title}</p>`,
                status: '0',
              }),
            }),
          );
          if (body.code === 200) acknowledged.push(title);
        }
        if (body.code !== 200) {
          errors[kind] += 1;
          errorSamples.add(`${kind}: ${body.code} ${body.msg}`);
        }
      } catch (err) {
        errors[kind] += 1;
        errorSamples.add(`${kind}: ${err.message}`);
      }
      kinds[kind].push(performance.now() - t0);
    }
  }
  await Promise.all(sessions.map((auth, c) => client(auth, c)));
  const elapsed = (performance.now() - started) / 1000;

  // Every acknowledged save must be there afterwards.
  const check = await json(
    await fetch(
      `${base}/system/notice/list?noticeTitle=${encodeURIComponent(`load-${run}-`)}&pageSize=1`,
      { headers: sessions[0] },
    ),
  );
  const pct = (list, p) =>
    list.length
      ? list[Math.min(list.length - 1, Math.floor(list.length * p))]
      : 0;
  const summary = {};
  let all = [];
  for (const [kind, list] of Object.entries(kinds)) {
    list.sort((a, b) => a - b);
    all = all.concat(list);
    summary[kind] = {
      requests: list.length,
      errors: errors[kind],
      p50: pct(list, 0.5),
      p99: pct(list, 0.99),
    };
  }
  all.sort((a, b) => a - b);
  return {
    clients,
    seconds,
    requests: all.length,
    rps: all.length / elapsed,
    p50: pct(all, 0.5),
    p99: pct(all, 0.99),
    kinds: summary,
    errorSamples: [...errorSamples].slice(0, 5),
    acknowledgedSaves: acknowledged.length,
    storedSaves: check.total ?? -1,
  };
}

/**
 * One line for a run; `minRps` is its req/s budget. A save's p99 over 2 s,
 * an error or a lost write misses the budget whatever the rate.
 */
export function printMixedLoad(label, r, minRps) {
  const ms = (x) => `${x.toFixed(0)} ms`;
  const errors = Object.values(r.kinds).reduce((n, v) => n + v.errors, 0);
  const met =
    r.rps >= minRps &&
    r.kinds.save.p99 <= 2000 &&
    errors === 0 &&
    r.storedSaves >= r.acknowledgedSaves;
  console.log(
    `${label}: ${r.clients} signed-in clients for ${r.seconds} s: ${r.rps.toFixed(0)} req/s ` +
      `(budget ≥ ${minRps} req/s, save p99 ≤ 2 s, no error: ${met ? 'met' : 'MISSED'}), ` +
      `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}; ` +
      Object.entries(r.kinds)
        .map(
          ([k, v]) =>
            `${k} ${v.requests} (p50 ${ms(v.p50)}, p99 ${ms(v.p99)}, ${v.errors} errors)`,
        )
        .join(', ') +
      `; saves acknowledged ${r.acknowledgedSaves}, stored ${r.storedSaves} ` +
      `(${r.storedSaves >= r.acknowledgedSaves ? 'none lost' : 'LOST WRITES'})` +
      (r.errorSamples.length
        ? `; errors seen: ${r.errorSamples.join(' / ')}`
        : ''),
  );
}
