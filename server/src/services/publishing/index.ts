/**
 * Publishing (docs/publishing.md): saves go to an item's draft; submit,
 * withdraw, reject, publish, discard and restore move it through its states;
 * every step keeps a revision. Only publishing writes the rows visitors see,
 * in one transaction with the revision.
 */
import type { Queryable } from '../../db/index.js';
import { ServiceError } from '../../errors.js';
import type { Draft } from '../../repositories/content-drafts.js';
import { MediaPinRepository } from '../../repositories/media-pins.js';
import type {
  AppRepositories,
  Repositories,
} from '../../repositories/index.js';
import {
  KINDS,
  rowFacts,
  setPublished,
  type Actor,
  type RowFacts,
  type ContentKind,
  type Data,
} from './kinds.js';
import {
  publishStateOf,
  type PublishState,
} from '../../repositories/lib/publish-state.js';

export { CONTENT_KINDS, KINDS, isContentKind } from './kinds.js';
export type { Actor, ContentKind } from './kinds.js';

/** The data a draft keeps: the save body without the version it was loaded at. */
const draftData = ({ version: _version, ...data }: Data): Data => data;

export interface ItemState {
  publishState: PublishState;
  published: boolean;
  publishedTime: string | null;
  draft: Omit<Draft, 'data' | 'kind' | 'itemId'> | null;
}

export class PublishingService {
  constructor(
    private readonly repos: AppRepositories,
    private readonly db: Queryable,
  ) {}

  /** A new item: an unpublished row (for its id) and its draft. */
  create(kind: ContentKind, body: Data, actor: Actor): Promise<number> {
    const def = KINDS[kind];
    const data = draftData(body);
    return this.repos.transaction(async (r) => {
      const id = await def.insert(r, data, actor);
      await r.drafts.save(kind, id, data, 'save', 0, actor.userName);
      await r.revisions.add({
        kind,
        itemId: id,
        action: 'create',
        data,
        by: actor.userName,
      });
      return id;
    });
  }

  /**
   * Saves the item's draft. `version` is what the editor loaded: the draft's,
   * or the published row's when there was no draft; a save since is refused.
   */
  save(
    kind: ContentKind,
    id: number,
    body: Data,
    version: number | null | undefined,
    by: string,
  ): Promise<void> {
    const def = KINDS[kind];
    const data = draftData(body);
    return this.repos.transaction(async (r, tx) => {
      const facts = await rowFacts(tx, def, id);
      if (!facts) throw new ServiceError(500, 'common.notExists');
      const draft = await r.drafts.findForUpdate(kind, id);
      if (!draft && typeof version === 'number' && version !== facts.version) {
        throw new ServiceError(500, 'common.modifiedConcurrently');
      }
      if (!draft) await keepBaseline(r, kind, id, facts);
      if (draft?.releaseId) await leaveRelease(tx, kind, id);
      const expected = draft ? version : facts.version;
      await r.drafts.save(kind, id, data, 'save', expected, by);
      await r.revisions.add({ kind, itemId: id, action: 'save', data, by });
    });
  }

  /**
   * Deletes items: one visitors do not see (never published, or taken off
   * the site) is gone at once with its drafts and its items' drafts; a
   * published one gets a draft that unpublishes it, through review like any
   * change. The number of items affected.
   */
  remove(kind: ContentKind, ids: readonly number[], by: string) {
    const def = KINDS[kind];
    return this.repos.transaction(async (r, tx) => {
      let n = 0;
      for (const id of ids) {
        const facts = await rowFacts(tx, def, id);
        if (!facts) continue;
        n += 1;
        if (facts.published !== '1') {
          // visitors see nothing of it: it goes at once, with its drafts
          await forget(tx, kind, [id]);
          if (def.items) {
            const { kind: items, table, parentColumn } = def.items;
            const rows = await tx.query<{ id: number }>(
              `SELECT item_id AS id FROM ${table} WHERE ${parentColumn} = $1`,
              [id],
            );
            await forget(
              tx,
              items,
              rows.map((x) => x.id),
            );
          }
          await def.remove(r, [id], by);
          continue;
        }
        const draft = await r.drafts.findForUpdate(kind, id);
        if (!draft) await keepBaseline(r, kind, id, facts);
        const data = draft?.data ?? (await def.load(r, id)) ?? {};
        if (draft?.releaseId) await leaveRelease(tx, kind, id);
        const base = draft ? undefined : facts.version;
        await r.drafts.save(kind, id, data, 'unpublish', base, by);
        await r.revisions.add({ kind, itemId: id, action: 'remove', data, by });
      }
      return n;
    });
  }

  submit(kind: ContentKind, id: number, note: string | null, by: string) {
    return this.step(kind, id, ['draft'], 'review', 'submit', by, note, {
      submittedBy: by,
      submitNote: note,
    });
  }

  withdraw(kind: ContentKind, id: number, by: string) {
    return this.step(kind, id, ['review'], 'draft', 'withdraw', by, null);
  }

  reject(kind: ContentKind, id: number, comment: string, by: string) {
    return this.step(kind, id, ['review'], 'draft', 'reject', by, comment, {
      reviewedBy: by,
      reviewComment: comment,
    });
  }

  /** Publishes a draft in draft or review now. */
  publish(kind: ContentKind, id: number, note: string | null, by: string) {
    return this.repos.transaction(async (r, tx) => {
      const draft = await r.drafts.findForUpdate(kind, id);
      if (!draft || draft.state === 'scheduled') {
        throw new ServiceError(500, 'publishing.notPublishable');
      }
      await publishDraft(r, tx, draft, by, note);
    });
  }

  /** Drops the draft of a published item (visitors' version stays). */
  discard(kind: ContentKind, id: number, by: string) {
    const def = KINDS[kind];
    return this.repos.transaction(async (r, tx) => {
      const facts = await rowFacts(tx, def, id);
      const draft = await r.drafts.findForUpdate(kind, id);
      if (!facts || !draft) throw new ServiceError(500, 'publishing.noDraft');
      if (facts.publishedTime === null) {
        throw new ServiceError(500, 'publishing.discardNew');
      }
      if (draft.releaseId) await leaveRelease(tx, kind, id);
      await r.drafts.remove(kind, [id]);
      await r.revisions.add({
        kind,
        itemId: id,
        action: 'discard',
        data: draft.data,
        by,
      });
    });
  }

  /** Puts a revision's data into its item's draft (never onto the site). */
  restore(revisionId: number, by: string) {
    return this.repos.transaction(async (r, tx) => {
      const rev = await r.revisions.find(revisionId);
      if (!rev?.data) throw new ServiceError(500, 'common.notExists');
      const kind = rev.kind as ContentKind;
      const facts = await rowFacts(tx, KINDS[kind], rev.itemId);
      if (!facts) throw new ServiceError(500, 'publishing.itemGone');
      const draft = await r.drafts.findForUpdate(kind, rev.itemId);
      if (!draft) await keepBaseline(r, kind, rev.itemId, facts);
      if (draft?.releaseId) await leaveRelease(tx, kind, rev.itemId);
      const base = draft ? undefined : facts.version;
      await r.drafts.save(kind, rev.itemId, rev.data, 'save', base, by);
      await r.revisions.add({
        kind,
        itemId: rev.itemId,
        action: 'restore',
        data: rev.data,
        note: `#${revisionId}`,
        by,
      });
    });
  }

  /** The item's state and draft facts; undefined when it does not exist. */
  async state(kind: ContentKind, id: number): Promise<ItemState | undefined> {
    const facts = await rowFacts(this.db, KINDS[kind], id);
    if (!facts) return undefined;
    const draft = await this.repos.drafts.find(kind, id);
    const { data: _data, kind: _kind, itemId: _id, ...rest } = draft ?? {};
    return {
      publishState: publishStateOf(draft, facts),
      published: facts.published === '1',
      publishedTime: facts.publishedTime,
      draft: draft ? (rest as ItemState['draft']) : null,
    };
  }

  /**
   * The row a form edits: the published row with the draft's data over it
   * (and the draft's version), plus its state.
   */
  async overlay<T extends object>(
    kind: ContentKind,
    id: number,
    row: T,
  ): Promise<T & { publishState: PublishState }> {
    const facts = await rowFacts(this.db, KINDS[kind], id);
    if (!facts) throw new ServiceError(500, 'common.notExists');
    const draft = await this.repos.drafts.find(kind, id);
    const publishState = publishStateOf(draft, facts);
    if (!draft) return { ...row, publishState };
    return { ...row, ...draft.data, version: draft.version, publishState };
  }

  /** The published version (null when visitors see none) and the draft. */
  async compare(kind: ContentKind, id: number) {
    const def = KINDS[kind];
    const facts = await rowFacts(this.db, def, id);
    if (!facts) throw new ServiceError(500, 'common.notExists');
    const draft = await this.repos.drafts.find(kind, id);
    const published =
      facts.published === '1'
        ? ((await def.load(this.repos, id)) ?? null)
        : null;
    return {
      published,
      draft: draft ? (draft.action === 'unpublish' ? null : draft.data) : null,
    };
  }

  private step(
    kind: ContentKind,
    id: number,
    from: readonly Draft['state'][],
    to: Draft['state'],
    action: 'submit' | 'withdraw' | 'reject',
    by: string,
    note: string | null,
    set: Parameters<Repositories['drafts']['transition']>[4] = {},
  ) {
    return this.repos.transaction(async (r) => {
      const draft = await r.drafts.findForUpdate(kind, id);
      if (!draft) throw new ServiceError(500, 'publishing.noDraft');
      if (!(await r.drafts.transition(kind, id, from, to, set))) {
        throw new ServiceError(500, `publishing.cannot.${action}`);
      }
      await r.revisions.add({
        kind,
        itemId: id,
        action,
        data: draft.data,
        note,
        by,
      });
    });
  }
}

/**
 * Writes a draft onto the rows visitors see (or takes the item off the
 * site), pins the library files it links to at their current versions (or
 * drops its pins), drops the draft and keeps a revision, inside the caller's
 * transaction (a release publishes many in one).
 */
export async function publishDraft(
  r: Repositories,
  tx: Queryable,
  draft: Draft,
  by: string,
  note: string | null,
): Promise<void> {
  const kind = draft.kind as ContentKind;
  const def = KINDS[kind];
  const unpublish = draft.action === 'unpublish';
  if (!unpublish) await def.apply(r, draft.itemId, draft.data, by);
  await setPublished(tx, def, [draft.itemId], !unpublish);
  // the library files it shows stay at these versions until it is published again
  const pins = new MediaPinRepository(tx);
  if (unpublish) await pins.drop(kind, draft.itemId);
  else await pins.pinPublished(kind, draft.itemId, draft.data);
  await r.drafts.remove(kind, [draft.itemId]);
  await r.revisions.add({
    kind,
    itemId: draft.itemId,
    action: unpublish ? 'unpublish' : 'publish',
    data: draft.data,
    note,
    by,
  });
}

/**
 * Before the first draft of an item published before revisions were kept,
 * keeps its published version as its first revision (so it can be compared
 * and restored).
 */
async function keepBaseline(
  r: Repositories,
  kind: ContentKind,
  id: number,
  facts: RowFacts,
): Promise<void> {
  if (facts.publishedTime === null) return;
  const row = await KINDS[kind].load(r, id);
  if (!row) return;
  const by = String(row.updateBy || row.createBy || '');
  await r.revisions.baseline({
    kind,
    itemId: id,
    data: draftData(row),
    by,
    at: facts.publishedTime,
  });
}

/** Drops the drafts of items about to be deleted, and their release places. */
async function forget(tx: Queryable, kind: string, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.query(
    'DELETE FROM content_draft WHERE kind = $1 AND item_id = ANY($2::int[])',
    [kind, ids],
  );
  for (const id of ids) await leaveRelease(tx, kind, id);
}

/** Takes the item out of any release that has not run yet. */
async function leaveRelease(tx: Queryable, kind: string, id: number) {
  await tx.query(
    `DELETE FROM content_release_item i USING content_release r
      WHERE r.release_id = i.release_id AND r.status IN ('open', 'scheduled')
        AND i.kind = $1 AND i.item_id = $2`,
    [kind, id],
  );
}
