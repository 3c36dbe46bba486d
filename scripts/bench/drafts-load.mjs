// Issue 26: the public site's throughput while editors save drafts. The
// public home (JSON and the server-drawn page) is loaded alone, then again
// while ten editors each save a draft of a published record every second;
// drafts must not invalidate the public caches, so the two figures should
// match and the page's ETag should not change.
import { load, signIn } from './http.mjs';

/** Requests per second of the server-drawn home page (HTML) for `seconds`. */
async function pageLoad(url, { clients, seconds }) {
  let done = 0;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const res = await fetch(url).catch(() => null);
        if (!res || res.status !== 200) errors += 1;
        await res?.arrayBuffer();
        done += 1;
      }
    }),
  );
  return { rps: done / ((performance.now() - started) / 1000), errors };
}

/**
 * Editors saving drafts of the first published records until `stop()`, each
 * opening and saving one every `pauseMs` (an editor's pace, not a flood).
 */
async function editors(base, count, pauseMs) {
  const headers = {
    ...(await signIn(base)),
    'content-type': 'application/json',
  };
  const list = await (
    await fetch(`${base}/project/record/list?pageNum=1&pageSize=${count}`, {
      headers,
    })
  ).json();
  let saves = 0;
  let errors = 0;
  let running = true;
  const loops = list.rows.map(async (row, i) => {
    for (let n = 0; running; n += 1) {
      const one = await (
        await fetch(`${base}/project/record/${row.recordId}`, { headers })
      ).json();
      const res = await fetch(`${base}/project/record`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          ...one.data,
          title: `${row.title} (draft ${i}.${n})`,
        }),
      });
      const body = await res.json();
      if (body.code === 200) saves += 1;
      else errors += 1;
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { saves, errors };
    },
  };
}

export async function benchDraftsLoad(
  base,
  { editors: editorCount = 10, pauseMs = 1000, clients = 10, seconds = 5 } = {},
) {
  const homeJson = `${base}/website/home`;
  const homePage = `${base}/w`;
  const etag = async () => (await fetch(homePage)).headers.get('etag');
  const before = await etag();
  const alone = {
    json: await load({ url: homeJson, clients, seconds }),
    page: await pageLoad(homePage, { clients, seconds }),
  };
  const writers = await editors(base, editorCount, pauseMs);
  const withDrafts = {
    json: await load({ url: homeJson, clients, seconds }),
    page: await pageLoad(homePage, { clients, seconds }),
  };
  const drafts = await writers.stop();
  const after = await etag();
  return {
    alone,
    withDrafts,
    drafts,
    etagUnchanged: before !== null && before === after,
  };
}

export function printDraftsLoad(r) {
  const rps = (x) => `${x.rps.toFixed(0)} req/s`;
  console.log(
    `public site while editors save drafts: /website/home ${rps(r.alone.json)} alone, ` +
      `${rps(r.withDrafts.json)} with drafts (p99 ${r.alone.json.p99.toFixed(0)} → ${r.withDrafts.json.p99.toFixed(0)} ms); ` +
      `/w ${rps(r.alone.page)} alone, ${rps(r.withDrafts.page)} with drafts; ` +
      `${r.drafts.saves} drafts saved (${r.drafts.errors} refused); ` +
      `page ETag ${r.etagUnchanged ? 'unchanged' : 'CHANGED'}`,
  );
}
