/**
 * Puts scheduled releases live at their time, all or nothing.
 *
 * - A run is ONE transaction: it claims the release (`scheduled` → `running`
 *   only when its time has come by the database's clock, so of several
 *   instances exactly one runs it), publishes each item's draft (or takes
 *   the item off the site), and marks it `done`. When anything fails the
 *   whole transaction rolls back and a second one marks the release
 *   `failed` with the reason; its drafts go back to review.
 * - Never before the time: the claim compares with the database's now().
 * - A timer waits for the next due release; it is re-armed after every run
 *   and whenever a release changes on this instance (`arm()`), and it never
 *   waits longer than the poll interval, so releases scheduled on other
 *   instances are seen too.
 * - At start-up every overdue release runs at once and is marked late (as is
 *   any release that runs more than `lateAfterMs` after its time); each run
 *   writes an operation-log entry, which says when a release was late.
 * - Tests inject `now` and call `tick()` instead of waiting.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANG } from '../../i18n/index.js';
import type { Queryable } from '../../db/index.js';
import {
  ReleaseRepository,
  type ClaimedRelease,
  type ReleaseItemRef,
} from '../../repositories/content-releases.js';
import type {
  AppRepositories,
  Repositories,
} from '../../repositories/index.js';
import { Lists } from '../../repositories/lib/lists.js';
import { ServiceError } from '../../errors.js';
import { keep } from '../stored-text.js';
import { publishDraft } from './index.js';
import { KINDS, rowFacts, setPublished, type ContentKind } from './kinds.js';
import { failText, failureOf, ReleaseItemError } from './release-failure.js';
import { formatSiteTime } from './site-time.js';

export const DEFAULT_POLL_MS = 5_000;
export const DEFAULT_LATE_AFTER_MS = 5_000;
/** The operation log's business type "update" (RuoYi's BusinessType.UPDATE). */
const BUSINESS_UPDATE = 2;
/** After a tick that left a due release behind (another instance has it). */
const RETRY_MS = 250;

/** RELEASE_POLL_MS, else the default. */
export function pollMsFrom(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.RELEASE_POLL_MS);
  return Number.isFinite(ms) && ms >= 100 ? ms : DEFAULT_POLL_MS;
}

export interface ReleaseRunnerDeps {
  repos: AppRepositories;
  db: Queryable;
  timeZone: () => Promise<string>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The clock (tests); by default the database's. */
  now?: () => Date;
  pollMs?: number;
  lateAfterMs?: number;
}

export interface ReleaseRun {
  releaseId: number;
  status: 'done' | 'failed';
  late: boolean;
  items: number;
  ms: number;
}

export class ReleaseRunner {
  private timer: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly releases: ReleaseRepository;

  constructor(private readonly deps: ReleaseRunnerDeps) {
    this.releases = this.repoOver(deps.db);
  }

  /** Runs what is overdue (late) and sets the timer. */
  async start(): Promise<ReleaseRun[]> {
    try {
      return await this.enqueue(() => this.runDue(true));
    } catch (err) {
      this.deps.log.error({ err }, 'release runner start');
      return [];
    }
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.queue;
  }

  /** Runs every due release, then sets the timer for the next. */
  tick(): Promise<ReleaseRun[]> {
    return this.enqueue(() => this.runDue(false));
  }

  /** Sets the timer afresh (a release changed on this instance). */
  async arm(): Promise<void> {
    await this.enqueue(async () => []);
  }

  private enqueue(fn: () => Promise<ReleaseRun[]>): Promise<ReleaseRun[]> {
    const job = this.queue.then(async () => {
      if (this.closed) return [];
      try {
        return await fn();
      } finally {
        await this.rearm();
      }
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async rearm(): Promise<void> {
    clearTimeout(this.timer);
    if (this.closed) return;
    const poll = this.deps.pollMs ?? DEFAULT_POLL_MS;
    let wait = poll;
    try {
      const ms = await this.releases.msUntilNext(this.now());
      if (ms !== null) wait = ms <= 0 ? RETRY_MS : Math.min(ms + 2, poll);
    } catch (err) {
      this.deps.log.warn({ err }, 'release runner: next release not read');
    }
    this.timer = setTimeout(() => {
      this.tick().catch((err) =>
        this.deps.log.error({ err }, 'release runner tick'),
      );
    }, wait);
    this.timer.unref();
  }

  private now(): string | null {
    return this.deps.now ? this.deps.now().toISOString() : null;
  }

  private repoOver(db: Queryable) {
    return new ReleaseRepository(db, new Lists(db, null));
  }

  private async runDue(startup: boolean): Promise<ReleaseRun[]> {
    const runs: ReleaseRun[] = [];
    for (const id of await this.releases.due(this.now())) {
      const run = await this.run(id, startup);
      if (run) runs.push(run);
    }
    return runs;
  }

  /** One release, all or nothing; undefined when it was not ours to run. */
  private async run(
    releaseId: number,
    startup: boolean,
  ): Promise<ReleaseRun | undefined> {
    const started = performance.now();
    const now = this.now();
    const lateAfter = startup
      ? 0
      : (this.deps.lateAfterMs ?? DEFAULT_LATE_AFTER_MS) / 1000;
    let claimed: ClaimedRelease | undefined;
    let items = 0;
    let ranAt: string | undefined;
    let failure: string | undefined;
    try {
      ranAt = await this.deps.repos.transaction(async (r, tx) => {
        const releases = this.repoOver(tx);
        claimed = await releases.claim(releaseId, now, lateAfter);
        if (!claimed) return undefined;
        for (const item of await releases.items(releaseId)) {
          if (await goLive(r, tx, releases, item, claimed)) items += 1;
        }
        return releases.finish(releaseId, now);
      });
    } catch (err) {
      if (!claimed) throw err;
      failure = failureOf(err);
      const failed = await this.releases.fail(releaseId, now, failure);
      if (!failed) return undefined;
      ranAt = failed.ranAt;
    }
    if (!claimed || !ranAt) return undefined;
    const run: ReleaseRun = {
      releaseId,
      status: failure ? 'failed' : 'done',
      late: !failure && claimed.late === '1',
      items,
      ms: performance.now() - started,
    };
    await this.logRun(claimed, run, ranAt, failure);
    return run;
  }

  /** The operation-log entry of a run (never fails the run). */
  private async logRun(
    c: ClaimedRelease,
    run: ReleaseRun,
    ranAt: string,
    failure: string | undefined,
  ): Promise<void> {
    try {
      const zone = await this.deps.timeZone();
      const at = (iso: string) => formatSiteTime(iso, zone);
      const result = failure
        ? undefined
        : keep(run.late ? 'release.log.late' : 'release.log.done', {
            name: c.releaseName,
            publishAt: at(c.publishAt),
            ranAt: at(ranAt),
            timeZone: zone,
            count: run.items,
          });
      const error = failure
        ? keep('release.log.failed', {
            name: c.releaseName,
            reason: failText(failure, DEFAULT_LANG),
          })
        : undefined;
      await this.deps.repos.operLog.insert({
        title: 'Release',
        businessType: BUSINESS_UPDATE,
        method: 'ReleaseRunner.run()',
        requestMethod: '',
        operatorType: 0,
        operName: c.by,
        deptId: null,
        operUrl: '',
        operIp: '',
        operLocation: '',
        operParam: JSON.stringify({
          releaseId: c.releaseId,
          releaseName: c.releaseName,
          publishAt: at(c.publishAt),
          timeZone: zone,
        }),
        jsonResult: result?.text ?? '',
        status: failure ? 1 : 0,
        errorMsg: error?.text ?? '',
        costTime: run.ms,
        textKeys: result
          ? { jsonResult: result.keyed }
          : { errorMsg: error!.keyed },
      });
    } catch (err) {
      this.deps.log.warn({ err }, 'release run not logged');
    }
  }
}

/**
 * One item of a claimed release: its draft scheduled in this release is
 * published (or, for a deleted item, unpublished); an item to take off the
 * site without such a draft is unpublished with a revision. False when the
 * item left the release while its draft was locked (an editor saved or
 * discarded the draft at that moment): the release goes on without it.
 */
async function goLive(
  r: Repositories,
  tx: Queryable,
  releases: ReleaseRepository,
  item: ReleaseItemRef,
  release: ClaimedRelease,
): Promise<boolean> {
  const def = KINDS[item.kind as ContentKind];
  const draft = await r.drafts.findForUpdate(item.kind, item.itemId);
  const { releaseId } = release;
  const ours = draft?.state === 'scheduled' && draft.releaseId === releaseId;
  if (!ours && !(await releases.holds(releaseId, item))) return false;
  const data = ours ? undefined : await def.load(r, item.itemId);
  const title = String((ours ? draft.data : data)?.[def.titleField] ?? '');
  try {
    if (ours) {
      await publishDraft(r, tx, draft, release.by, release.releaseName);
      return true;
    }
    if (!data || !(await rowFacts(tx, def, item.itemId))) {
      throw new ServiceError(500, 'release.fail.itemGone');
    }
    if (item.action === 'publish') {
      throw new ServiceError(500, 'release.fail.draftGone');
    }
    await setPublished(tx, def, [item.itemId], false);
    await r.revisions.add({
      kind: item.kind,
      itemId: item.itemId,
      action: 'unpublish',
      data,
      note: release.releaseName,
      by: release.by,
    });
    return true;
  } catch (err) {
    throw new ReleaseItemError(item, title, err);
  }
}
