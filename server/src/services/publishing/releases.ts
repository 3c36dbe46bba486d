/**
 * Releases (docs/publishing.md): drafts, and items to take off the site,
 * that go live together at one time. A release is open while it is put
 * together; scheduling it moves the drafts it publishes to `scheduled`
 * (they leave the review queue), cancelling puts them back to review. The
 * runner (release-runner.ts) puts a due release live.
 */
import type { Queryable } from '../../db/index.js';
import { ServiceError } from '../../errors.js';
import type { Lang } from '../../i18n/index.js';
import type { Draft } from '../../repositories/content-drafts.js';
import {
  ReleaseRepository,
  type ReleaseItemRef,
  type ReleaseRow,
  type ReleaseStatus,
} from '../../repositories/content-releases.js';
import type {
  AppRepositories,
  Repositories,
} from '../../repositories/index.js';
import type { Lists } from '../../repositories/lib/lists.js';
import type { Page } from '../../repositories/lib/page.js';
import type { ConfigService } from '../config.js';
import { translate } from '../../i18n/index.js';
import { KINDS, type ContentKind } from './kinds.js';
import { failText } from './release-failure.js';
import { itemFacts, itemKey, itemName, kindName } from './release-items.js';
import { formatSiteTime, parseSiteTime, siteTimeZone } from './site-time.js';

export interface ReleaseInput {
  releaseName: string;
  publishAt: string;
  remark?: string | null;
  items: ReleaseItemRef[];
}

/** A release as answered: times in the site's zone, late as a boolean. */
export type ShownRelease = Omit<ReleaseRow, 'late'> & { late: boolean };

const EDITABLE: readonly ReleaseStatus[] = ['open', 'scheduled'];
const DELETABLE: readonly ReleaseStatus[] = [
  'open',
  'cancelled',
  'done',
  'failed',
];

export class ReleaseService {
  constructor(
    private readonly repos: AppRepositories,
    private readonly db: Queryable,
    private readonly lists: Lists,
    private readonly config: ConfigService,
  ) {}

  private releases(db: Queryable = this.db) {
    return new ReleaseRepository(db, this.lists);
  }

  timeZone(): Promise<string> {
    return siteTimeZone(this.config);
  }

  /** The row as answered in `lang`, times in the zone. */
  shown(row: ReleaseRow, zone: string, lang: Lang): ShownRelease {
    return {
      ...row,
      publishAt: formatSiteTime(row.publishAt, zone),
      ranAt: row.ranAt ? formatSiteTime(row.ranAt, zone) : null,
      late: row.late === '1',
      failReason: row.failReason ? failText(row.failReason, lang) : null,
    };
  }

  async list(status: string | undefined, page: Page, lang: Lang) {
    const zone = await this.timeZone();
    const { rows, total } = await this.releases().list(status, page);
    return {
      rows: rows.map((r) => this.shown(r, zone, lang)),
      total,
      timeZone: zone,
    };
  }

  /** The release with its items (title and state now); undefined if none. */
  async get(releaseId: number, lang: Lang) {
    const row = await this.releases().find(releaseId);
    if (!row) return undefined;
    const zone = await this.timeZone();
    const items = await this.items(releaseId);
    const facts = await itemFacts(this.db, items);
    return {
      ...this.shown(row, zone, lang),
      timeZone: zone,
      items: items.map((i) => {
        const f = facts.get(itemKey(i));
        return { ...i, title: f?.title ?? null, publishState: f?.publishState };
      }),
    };
  }

  items(releaseId: number): Promise<ReleaseItemRef[]> {
    return this.releases().items(releaseId);
  }

  async add(input: ReleaseInput, by: string, lang: Lang): Promise<number> {
    const fields = await this.fields(input);
    return this.repos.transaction(async (r, tx) => {
      await this.check(r, tx, lang, null, input.items);
      const id = await this.releases(tx).insert(fields, by);
      await this.releases(tx).replaceItems(id, input.items);
      return id;
    });
  }

  /**
   * Saves an open or scheduled release. In a scheduled one the time must
   * still be ahead, drafts it no longer holds go back to review and those
   * it now holds are scheduled.
   */
  async edit(
    releaseId: number,
    version: number | null | undefined,
    input: ReleaseInput,
    by: string,
    lang: Lang,
  ): Promise<void> {
    const fields = await this.fields(input);
    return this.repos.transaction(async (r, tx) => {
      const releases = this.releases(tx);
      const current = await this.locked(releases, releaseId);
      refuseUnless(current, EDITABLE, 'release.notEditable', lang);
      const carried = await this.check(r, tx, lang, releaseId, input.items);
      await releases.update(releaseId, version, fields, by);
      await releases.replaceItems(releaseId, input.items);
      if (current.status !== 'scheduled') return;
      if (input.items.length === 0) {
        throw new ServiceError(500, 'release.noItems');
      }
      await this.refusePast(releases, releaseId, fields);
      await tx.query(
        `UPDATE content_draft SET state = 'review', release_id = NULL
          WHERE release_id = $1 AND state = 'scheduled'
            AND NOT (kind || ':' || item_id = ANY($2::text[]))`,
        [releaseId, carried.map(itemKey)],
      );
      await scheduleDrafts(r, releaseId, carried, lang);
    });
  }

  /** open → scheduled: the time is ahead, items are ready, drafts scheduled. */
  async schedule(releaseId: number, by: string, lang: Lang): Promise<void> {
    const zone = await this.timeZone();
    return this.repos.transaction(async (r, tx) => {
      const releases = this.releases(tx);
      const current = await this.locked(releases, releaseId);
      refuseUnless(current, ['open'], 'release.notSchedulable', lang);
      const items = await releases.items(releaseId);
      if (items.length === 0) throw new ServiceError(500, 'release.noItems');
      if (await releases.isDue(releaseId, null)) {
        throw new ServiceError(500, 'release.timePassed', {
          publishAt: formatSiteTime(current.publishAt, zone),
          timeZone: zone,
        });
      }
      const carried = await this.check(r, tx, lang, releaseId, items);
      await scheduleDrafts(r, releaseId, carried, lang);
      await releases.setStatus(releaseId, 'scheduled', by);
    });
  }

  /** open or scheduled → cancelled; its scheduled drafts back to review. */
  cancel(releaseId: number, by: string, lang: Lang): Promise<void> {
    return this.repos.transaction(async (_r, tx) => {
      const releases = this.releases(tx);
      const current = await this.locked(releases, releaseId);
      refuseUnless(current, EDITABLE, 'release.notCancellable', lang);
      await releases.returnDrafts(releaseId);
      await releases.setStatus(releaseId, 'cancelled', by);
    });
  }

  /** Deletes releases that are not scheduled or running; how many. */
  remove(releaseIds: readonly number[], lang: Lang): Promise<number> {
    return this.repos.transaction(async (_r, tx) => {
      const releases = this.releases(tx);
      for (const id of releaseIds) {
        const current = await releases.findForUpdate(id);
        if (current)
          refuseUnless(current, DELETABLE, 'release.notDeletable', lang);
      }
      return releases.remove(releaseIds);
    });
  }

  private async locked(releases: ReleaseRepository, releaseId: number) {
    const row = await releases.findForUpdate(releaseId);
    if (!row) throw new ServiceError(500, 'common.notExists');
    return row;
  }

  private async fields(input: ReleaseInput) {
    return {
      releaseName: input.releaseName.trim(),
      publishAt: parseSiteTime(input.publishAt),
      timeZone: await this.timeZone(),
      remark: input.remark?.trim() || null,
    };
  }

  private async refusePast(
    releases: ReleaseRepository,
    releaseId: number,
    fields: { publishAt: string; timeZone: string },
  ) {
    if (await releases.isDue(releaseId, null)) {
      throw new ServiceError(500, 'release.timePassed', {
        publishAt: fields.publishAt,
        timeZone: fields.timeZone,
      });
    }
  }

  /**
   * Refuses items that are missing, twice in the list, in another pending
   * release, or not ready for their action. Answers the items whose draft
   * goes with the release (a publish, or the unpublish of a deleted item).
   */
  private async check(
    r: Repositories,
    tx: Queryable,
    lang: Lang,
    releaseId: number | null,
    items: readonly ReleaseItemRef[],
  ): Promise<ReleaseItemRef[]> {
    const facts = await itemFacts(tx, items);
    const releases = this.releases(tx);
    const seen = new Set<string>();
    const carried: ReleaseItemRef[] = [];
    for (const item of items) {
      const key = itemKey(item);
      const fact = facts.get(key);
      if (!fact) {
        throw new ServiceError(500, 'release.itemMissing', {
          kind: kindName(lang, item.kind),
          id: item.itemId,
        });
      }
      const named = itemName(lang, item.kind, item.itemId, fact.title);
      if (seen.has(key)) {
        throw new ServiceError(500, 'release.itemTwice', { item: named });
      }
      seen.add(key);
      const other = await releases.pendingWith(
        item.kind,
        item.itemId,
        releaseId,
      );
      if (other) {
        throw new ServiceError(500, 'release.inOtherRelease', {
          item: named,
          release: other.releaseName,
        });
      }
      const draft = await r.drafts.findForUpdate(item.kind, item.itemId);
      if (item.action === 'publish') {
        if (!draft)
          throw new ServiceError(500, 'release.noDraft', { item: named });
        if (draft.action === 'unpublish') {
          throw new ServiceError(500, 'release.unpublishDraft', {
            item: named,
          });
        }
      } else if (fact.published !== '1') {
        throw new ServiceError(500, 'release.notPublished', { item: named });
      }
      if (
        draft &&
        (item.action === 'publish' || draft.action === 'unpublish')
      ) {
        carried.push(item);
      }
    }
    return carried;
  }
}

/** Refuses unless the release's status is one of `allowed`. */
function refuseUnless(
  row: ReleaseRow,
  allowed: readonly ReleaseStatus[],
  key:
    | 'release.notEditable'
    | 'release.notSchedulable'
    | 'release.notCancellable'
    | 'release.notDeletable',
  lang: Lang,
): void {
  if (allowed.includes(row.status)) return;
  throw new ServiceError(500, key, {
    name: row.releaseName,
    status: translate(lang, `release.status.${row.status}`),
  });
}

/** Moves the drafts that go with the release to `scheduled` in it. */
async function scheduleDrafts(
  r: Repositories,
  releaseId: number,
  carried: readonly ReleaseItemRef[],
  lang: Lang,
): Promise<void> {
  for (const item of carried) {
    const draft = (await r.drafts.find(item.kind, item.itemId)) as Draft;
    if (draft.state === 'scheduled' && draft.releaseId === releaseId) continue;
    const moved = await r.drafts.transition(
      item.kind,
      item.itemId,
      ['draft', 'review'],
      'scheduled',
      { releaseId },
    );
    if (!moved) {
      const title = String(
        draft.data[KINDS[item.kind as ContentKind].titleField] ?? '',
      );
      throw new ServiceError(500, 'release.draftScheduled', {
        item: itemName(lang, item.kind, item.itemId, title),
      });
    }
  }
}
