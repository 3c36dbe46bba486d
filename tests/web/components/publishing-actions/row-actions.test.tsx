/**
 * A row's Publishing menu offers what the item's state allows and the user
 * may do: editors submit, withdraw and discard; only publishers publish now
 * and send back, and sending back needs a comment; preview makes a link;
 * history opens the item's revisions. Each change asks first, then the
 * list loads again.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../mocks/handlers/shared';
import { server } from '../../../../mocks/node';
import {
  changes,
  EDITOR,
  menuOf,
  PUBLISHER,
  READER,
  renderArticles,
  requests,
  rowOf,
} from './article-screen';

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 10_000 });

const openMenuItem = async (
  ue: Awaited<ReturnType<typeof renderArticles>>['ue'],
  title: string,
  item: string,
) => {
  await ue.click(
    within(rowOf(title)).getByRole('button', {
      name: `Publishing of ${title}`,
    }),
  );
  const menu = (await screen.findAllByRole('menu')).at(-1)!;
  // the item's name starts with its icon's
  await ue.click(
    within(menu).getByRole('menuitem', { name: new RegExp(`${item}$`) }),
  );
};

const listLoads = () =>
  requests.filter((r) => r.path === '/test/article/list').length;

describe('publishing row actions', () => {
  it('offers an editor submit, withdraw and discard by state, never publish or send back', async () => {
    const { ue } = await renderArticles(EDITOR);
    expect(await menuOf(ue, 'A draft')).toEqual([
      'Submit for review',
      'Preview',
      'History',
    ]);
    expect(await menuOf(ue, 'A review')).toEqual([
      'Withdraw',
      'Preview',
      'History',
    ]);
    expect(await menuOf(ue, 'A changed')).toEqual([
      'Submit for review',
      'Discard draft',
      'Preview',
      'History',
    ]);
    expect(await menuOf(ue, 'A published')).toEqual(['History']);
  });

  it('offers a publisher publish now and send back as well', async () => {
    const { ue } = await renderArticles(PUBLISHER);
    expect(await menuOf(ue, 'A draft')).toEqual([
      'Submit for review',
      'Publish now',
      'Preview',
      'History',
    ]);
    expect(await menuOf(ue, 'A review')).toEqual([
      'Publish now',
      'Send back',
      'Withdraw',
      'Preview',
      'History',
    ]);
    expect(await menuOf(ue, 'A scheduled')).toEqual(['Preview', 'History']);
  });

  it('offers a reader only preview and history, and no edit or delete', async () => {
    const { ue } = await renderArticles(READER);
    expect(await menuOf(ue, 'A changed')).toEqual(['Preview', 'History']);
    expect(
      within(rowOf('A changed')).queryByRole('button', { name: /^Edit/ }),
    ).toBeNull();
  });

  it('submits after asking, then lists the new state', async () => {
    const { ue, fb } = await renderArticles(EDITOR);
    const loads = listLoads();
    await openMenuItem(ue, 'A draft', 'Submit for review');
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Submit “A draft” for review?' }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Submitted for review'),
    );
    expect(changes()).toEqual(['POST /project/content/submit']);
    const submit = requests.find((r) => r.path.endsWith('/submit'))!;
    expect(submit.body).toEqual({ kind: 'record', id: 1 });
    await waitFor(() => expect(listLoads()).toBe(loads + 1));
    await waitFor(() =>
      expect(within(rowOf('A draft')).getByText('In review')).toBeVisible(),
    );
  });

  it('sends back only with a comment, which goes to the server', async () => {
    const { ue, fb } = await renderArticles(PUBLISHER);
    await openMenuItem(ue, 'A review', 'Send back');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send “A review” back');
    await ue.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      await within(dialog).findByText('Say what should change'),
    ).toBeInTheDocument();
    await ue.type(within(dialog).getByRole('textbox'), '   ');
    await ue.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(
        within(dialog).getByText('Say what should change'),
      ).toBeInTheDocument(),
    );
    expect(changes()).toEqual([]);
    await ue.type(within(dialog).getByRole('textbox'), 'Fix the date');
    await ue.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Sent back to the editor'),
    );
    const reject = requests.find((r) => r.path.endsWith('/reject'))!;
    expect(reject.body).toEqual({
      kind: 'record',
      id: 2,
      comment: 'Fix the date',
    });
  });

  it('makes a preview link and shows it to open or copy', async () => {
    const { ue } = await renderArticles(EDITOR);
    await openMenuItem(ue, 'A changed', 'Preview');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Preview of “A changed”');
    const preview = requests.find((r) => r.path.endsWith('/preview'))!;
    expect(preview.body).toEqual({ kind: 'record', id: 4 });
    expect(
      within(dialog).getByRole('link', { name: 'Open the preview' }),
    ).toHaveAttribute('href', `${window.location.origin}/w/preview/tok/`);
    expect(dialog).toHaveTextContent('2026-11-28 12:00:00');
  });

  it('opens the history of the row', async () => {
    server.use(
      http.get('*/project/content/revision/list', () =>
        ok({ rows: [], total: 0 }),
      ),
      http.get('*/project/content/compare/:kind/:id', () =>
        ok({ data: { published: null, draft: null } }),
      ),
    );
    const { ue } = await renderArticles(EDITOR);
    await openMenuItem(ue, 'A published', 'History');
    expect(
      await screen.findByText('No revisions yet.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    const list = requests.find((r) => r.path.endsWith('/revision/list'))!;
    expect(list.params.get('kind')).toBe('record');
    expect(list.params.get('itemId')).toBe('5');
  });
});
