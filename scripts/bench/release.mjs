// A release of 200 items: 200 new records (drafts) put in one release,
// scheduled a few seconds ahead; the figure is the run that puts them live
// in one transaction (its cost as the operation log keeps it), plus how long
// scheduling took (every item checked, every draft moved) and a check that
// all 200 are then published.
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { signIn } from './http.mjs';
import { startServer } from './server.mjs';

const ITEMS = 200;
/** How far ahead the release is set: scheduling 200 items must fit before it. */
const LEAD_MS = 15_000;

async function call(base, headers, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers:
      body === undefined
        ? headers
        : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) {
    throw new Error(`${method} ${path}: ${JSON.stringify(json).slice(0, 300)}`);
  }
  return json;
}

/** `ms` (epoch) as `YYYY-MM-DD HH:mm:ss` on the clock of `timeZone`. */
function siteTime(ms, timeZone) {
  const part = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(new Date(ms))) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** Runs the step against a signed-in server; returns its figures. */
export async function benchRelease(base, headers) {
  const api = (method, path, body) => call(base, headers, method, path, body);
  const tag = `Bench release ${Date.now()}`;
  for (let i = 0; i < ITEMS; i += 1) {
    await api('POST', '/project/record', {
      navId: 5,
      title: `${tag} #${i + 1}`,
      subtitle: '',
      summary: 'A record put live by the release bench.',
      content: `<p>Record ${i + 1} of the release bench.</p>`,
      contentBlocks: [],
      mainImage: '',
      pinned: '0',
      displayType: '1',
      jumpLink: '',
      orderNum: 1,
      status: '0',
    });
  }
  const listed = await api(
    'GET',
    `/project/record/list?pageSize=${ITEMS}&title=${encodeURIComponent(tag)}`,
  );
  const items = listed.rows.map((r) => ({
    kind: 'record',
    itemId: r.recordId,
    action: 'publish',
  }));
  const { timeZone } = await api('GET', '/project/release/list');
  const at = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
  const { data: releaseId } = await api('POST', '/project/release', {
    releaseName: tag,
    publishAt: siteTime(at, timeZone),
    items,
  });
  const scheduleStarted = performance.now();
  await api('PUT', `/project/release/schedule/${releaseId}`);
  const scheduleMs = performance.now() - scheduleStarted;

  let release;
  const until = at + 120_000;
  do {
    await new Promise((r) => setTimeout(r, 100));
    release = (await api('GET', `/project/release/${releaseId}`)).data;
  } while (
    (release.status === 'scheduled' || release.status === 'running') &&
    Date.now() < until
  );
  if (release.status !== 'done') {
    throw new Error(`the release did not go live: ${release.status}`);
  }

  const log = await api('GET', '/monitor/operlog/list?title=Release');
  const run = log.rows.find(
    (r) => r.method === 'ReleaseRunner.run()' && r.operParam.includes(tag),
  );
  const published = await api(
    'GET',
    `/project/record/list?pageSize=1&publishState=published&title=${encodeURIComponent(tag)}`,
  );
  return {
    items: items.length,
    status: release.status,
    runMs: run?.costTime ?? NaN,
    scheduleMs,
    published: published.total,
  };
}

export function printRelease(r) {
  console.log(
    `release of ${r.items} drafts: went live in ${r.runMs} ms (one transaction, ${r.status}); ` +
      `scheduling it took ${r.scheduleMs.toFixed(0)} ms; ${r.published} of them published afterwards`,
  );
}

// `node scripts/bench/release.mjs` runs just this one, on a server of its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../..', import.meta.url).pathname;
  const dataDir = join(root, 'bench-data', 'release-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const { base, stop } = await startServer(root, 18097, { DATA_DIR: dataDir });
  try {
    printRelease(await benchRelease(base, await signIn(base)));
  } finally {
    await stop();
  }
}
