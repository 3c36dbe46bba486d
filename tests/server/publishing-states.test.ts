import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import {
  addRoleUser,
  CONTENT_PERMS,
  PUBLISH_PERM,
} from './helpers/content-roles.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };
const forbidden = {
  code: 403,
  msg: 'No permission, please contact the administrator',
};
const refused = (msg: string) => ({ code: 500, msg });
const outOfScope = refused('No permission to access this column’s content!');

/** Seeded published records in the top department's column "News" (5). */
const R1 = 2;
const R2 = 3;

const record = (navId: number, title: string) => ({
  navId,
  title,
  subtitle: '',
  summary: '',
  content: '<p>Body.</p>',
  contentBlocks: [],
  mainImage: '',
  pinned: '0',
  displayType: '1',
  jumpLink: '',
  orderNum: 1,
  status: '0',
});

/**
 * docs/publishing.md, "Transitions": each step allowed and refused by
 * permission, by data scope and by state. "editor" holds the content
 * screens' permissions without publishing; "publisher" may read and publish
 * but not edit; "scoped" may do both for its own department (105) only.
 */
describe('the publishing state machine', () => {
  let t: TestApp;
  let admin: Api;
  let editor: Api;
  let publisher: Api;
  let scoped: Api;

  const state = async (id: number) =>
    (await admin.get(`/project/content/state/record/${id}`)).data;
  /** Saves the form as loaded (by admin) with a new title, as `client`. */
  const save = async (client: Api, id: number, title: string) => {
    const loaded = (await admin.get(`/project/record/${id}`)).data;
    return client.put('/project/record', { ...loaded, title });
  };
  const step = (client: Api, action: string, id: number, extra = {}) =>
    client.post(`/project/content/${action}`, { kind: 'record', id, ...extra });
  const titleOf = async (id: number) =>
    (
      await t.app.db.one<{ title: string }>(
        'SELECT title FROM project_record WHERE record_id = $1',
        [id],
      )
    )?.title;
  const idOf = async (title: string) =>
    (await admin.get(`/project/record/list?title=${encodeURIComponent(title)}`))
      .rows[0].recordId as number;

  beforeAll(async () => {
    t = await createTestApp();
    const users = [
      ['editor', '1', CONTENT_PERMS],
      [
        'publisher',
        '1',
        [
          ...CONTENT_PERMS.filter((p) => /:(list|query)$/.test(p)),
          PUBLISH_PERM,
        ],
      ],
      ['scoped', '3', [...CONTENT_PERMS, PUBLISH_PERM]],
    ] as const;
    for (const [name, dataScope, perms] of users) {
      await addRoleUser(t.app, { name, deptId: 105, dataScope, perms });
    }
    const token = (u: string) =>
      loginToken(t.app, u, 'admin123', { headers: EN });
    admin = api(t.app, await token('admin'), EN);
    editor = api(t.app, await token('editor'), EN);
    publisher = api(t.app, await token('publisher'), EN);
    scoped = api(t.app, await token('scoped'), EN);
  });
  afterAll(() => t.close());

  it('an editor saves, submits and withdraws, but neither publishes nor sends back', async () => {
    const published = await titleOf(R1);
    expect(await state(R1)).toMatchObject({
      publishState: 'published',
      draft: null,
    });
    expect(await save(editor, R1, 'Edited once')).toEqual(ok);
    expect(await state(R1)).toMatchObject({
      publishState: 'changed',
      draft: { state: 'draft', action: 'save', updateBy: 'editor' },
    });

    expect(await step(editor, 'submit', R1, { note: 'Please' })).toEqual(ok);
    expect(await state(R1)).toMatchObject({
      publishState: 'review',
      draft: { state: 'review', submitNote: 'Please', submittedBy: 'editor' },
    });
    expect(await step(editor, 'submit', R1)).toEqual(
      refused('Only a draft can be submitted for review'),
    );
    expect(await step(editor, 'publish', R1)).toEqual(forbidden);
    expect(await step(editor, 'reject', R1, { comment: 'No' })).toEqual(
      forbidden,
    );

    expect(await step(editor, 'withdraw', R1)).toEqual(ok);
    expect((await state(R1)).publishState).toBe('changed');
    expect(await step(editor, 'withdraw', R1)).toEqual(
      refused('Only a draft in review can be withdrawn'),
    );
    // saving a draft in review takes it back to draft
    expect(await step(editor, 'submit', R1)).toEqual(ok);
    expect(await save(editor, R1, 'Edited twice')).toEqual(ok);
    expect((await state(R1)).draft.state).toBe('draft');
    expect(await titleOf(R1)).toBe(published);
  });

  it('a publisher sends back only with a comment the editor sees, and publishes; without edit rights it cannot submit, withdraw, discard or restore', async () => {
    expect(await step(editor, 'submit', R1)).toEqual(ok);
    for (const action of ['submit', 'withdraw', 'discard']) {
      expect(await step(publisher, action, R1), action).toEqual(forbidden);
    }
    const revision = (
      await publisher.get(
        `/project/content/revision/list?kind=record&itemId=${R1}`,
      )
    ).rows[0].revisionId;
    expect(
      await publisher.post(`/project/content/revision/restore/${revision}`),
    ).toEqual(forbidden);

    const noComment = await step(publisher, 'reject', R1, { comment: ' ' });
    expect(noComment.code).toBe(500);
    expect(noComment.msg).toContain('Comment');
    expect((await state(R1)).publishState).toBe('review');

    expect(
      await step(publisher, 'reject', R1, { comment: 'Fix the date' }),
    ).toEqual(ok);
    const seen = (await editor.get(`/project/content/state/record/${R1}`)).data;
    expect(seen).toMatchObject({
      publishState: 'changed',
      draft: {
        state: 'draft',
        reviewComment: 'Fix the date',
        reviewedBy: 'publisher',
      },
    });
    expect(await step(publisher, 'reject', R1, { comment: 'Again' })).toEqual(
      refused('Only a draft in review can be sent back'),
    );

    // publishing from draft or from review
    expect(await step(editor, 'submit', R1)).toEqual(ok);
    expect(await step(publisher, 'publish', R1, { note: 'Go' })).toEqual(ok);
    expect(await state(R1)).toMatchObject({
      publishState: 'published',
      published: true,
      draft: null,
    });
    expect(await titleOf(R1)).toBe('Edited twice');
    expect(await save(editor, R2, 'Straight out')).toEqual(ok);
    expect(await step(publisher, 'publish', R2)).toEqual(ok);
    expect(await titleOf(R2)).toBe('Straight out');
  });

  it('refuses steps the item’s state does not allow', async () => {
    // no draft at all
    expect(await step(admin, 'publish', R1)).toEqual(
      refused('Only a draft or a draft in review can be published now'),
    );
    for (const action of ['submit', 'withdraw', 'discard']) {
      expect(await step(admin, action, R1), action).toEqual(
        refused('This item has no draft'),
      );
    }

    // a scheduled draft (in a release) is published by its release only
    expect(await save(editor, R1, 'For the release')).toEqual(ok);
    expect(await step(editor, 'submit', R1)).toEqual(ok);
    const release = {
      releaseName: 'Spring',
      publishAt: '2099-04-01 09:00:00',
      items: [{ kind: 'record', itemId: R1, action: 'publish' }],
    };
    expect(await editor.post('/project/release', release)).toEqual(forbidden);
    const added = await publisher.post('/project/release', release);
    expect(added.code).toBe(200);
    // an open release holds the draft as it is; scheduling it schedules it
    expect((await state(R1)).publishState).toBe('review');
    expect(
      await publisher.put(`/project/release/schedule/${added.data}`),
    ).toEqual(ok);
    expect(await state(R1)).toMatchObject({
      publishState: 'scheduled',
      draft: { state: 'scheduled', releaseId: added.data },
    });
    expect(await step(publisher, 'publish', R1)).toEqual(
      refused('Only a draft or a draft in review can be published now'),
    );
    expect(await step(editor, 'submit', R1)).toEqual(
      refused('Only a draft can be submitted for review'),
    );
    expect(await step(editor, 'withdraw', R1)).toEqual(
      refused('Only a draft in review can be withdrawn'),
    );
    expect(await step(publisher, 'reject', R1, { comment: 'x' })).toEqual(
      refused('Only a draft in review can be sent back'),
    );
    // a save takes it out of the release; discard drops it
    expect(await save(editor, R1, 'Not for the release')).toEqual(ok);
    expect((await state(R1)).draft).toMatchObject({
      state: 'draft',
      releaseId: null,
    });
    expect(
      (await publisher.get(`/project/release/${added.data}`)).data.items,
    ).toEqual([]);
    expect(await step(editor, 'discard', R1)).toEqual(ok);
    expect(await state(R1)).toMatchObject({
      publishState: 'published',
      draft: null,
    });
    expect(await titleOf(R1)).toBe('Edited twice');

    // a never-published item has no published version to fall back to
    expect(
      await editor.post('/project/record', record(5, 'Brand new')),
    ).toEqual(ok);
    const fresh = await idOf('Brand new');
    expect(await state(fresh)).toMatchObject({
      publishState: 'draft',
      published: false,
      publishedTime: null,
    });
    expect(await step(editor, 'discard', fresh)).toEqual(
      refused(
        'This item has never been published: delete it instead of discarding its draft',
      ),
    );
    expect(await step(publisher, 'publish', fresh)).toEqual(ok);
    expect((await state(fresh)).publishState).toBe('published');
  });

  it('a department submits, reviews and publishes only the columns it owns', async () => {
    await admin.post('/project/navigation', {
      parentId: 0,
      navName: 'Testing',
      navType: '2',
      recordCategory: 'testing',
      showInNav: '1',
      orderNum: 30,
      status: '0',
      deptId: 105,
    });
    const column = (await admin.get('/project/navigation/list?navName=Testing'))
      .data[0].navId;
    expect(
      await step(admin, 'publish', column, { kind: 'navigation' }),
    ).toEqual(ok);

    // the top department's record, in review
    expect(await save(editor, R1, 'Top news')).toEqual(ok);
    expect(await step(editor, 'submit', R1)).toEqual(ok);
    expect(await scoped.get(`/project/content/state/record/${R1}`)).toEqual(
      outOfScope,
    );
    expect(await save(scoped, R1, 'Mine now')).toEqual(outOfScope);
    for (const action of ['submit', 'withdraw', 'discard', 'publish']) {
      expect(await step(scoped, action, R1), action).toEqual(outOfScope);
    }
    expect(await step(scoped, 'reject', R1, { comment: 'No' })).toEqual(
      outOfScope,
    );
    const revision = (
      await admin.get(`/project/content/revision/list?kind=record&itemId=${R1}`)
    ).rows[0].revisionId;
    expect(
      await scoped.post(`/project/content/revision/restore/${revision}`),
    ).toEqual(outOfScope);
    expect((await state(R1)).publishState).toBe('review');

    // its own column's record
    expect(
      await scoped.post('/project/record', record(column, 'Test report')),
    ).toEqual(ok);
    const own = await idOf('Test report');
    expect(await step(scoped, 'submit', own)).toEqual(ok);
    const queue = async (client: Api) =>
      (await client.get('/project/content/review/list')).rows.map((r: Json) => [
        r.kind,
        r.itemId,
      ]);
    expect(await queue(scoped)).toEqual([['record', own]]);
    expect(await queue(publisher)).toEqual([
      ['record', R1],
      ['record', own],
    ]);
    expect(await step(scoped, 'publish', own)).toEqual(ok);
    expect((await state(own)).publishState).toBe('published');
  });
});
