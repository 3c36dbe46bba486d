/**
 * <HistoryDrawer>: an item's revisions newest first and a page at a time
 * (who, when, the action in words, the note); the newest against the one
 * before at first, any two ticked side by side, the draft against the
 * published version; Restore asks, restores into the draft and tells the
 * screen, and is offered only to those who may edit the item.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../../mocks/db';
import { ok } from '../../../../mocks/handlers/shared';
import { server } from '../../../../mocks/node';
import { HistoryDrawer } from '@/components/publishing';
import { useUserStore } from '@/stores/user';
import type { ContentRevision } from '@/types/publishing';
import { spyFeedback } from '../../support/feedback';

vi.setConfig({ testTimeout: 60_000 });

const ACTIONS = ['save', 'submit', 'publish'] as const;
/** 12 revisions of record 7, revision n with title "版n". */
const revisions: ContentRevision[] = Array.from({ length: 12 }, (_, i) => ({
  revisionId: i + 1,
  kind: 'record',
  itemId: 7,
  action: ACTIONS[i % 3],
  note: i === 11 ? '誤字を修正' : null,
  createBy: i % 2 ? 'editor' : 'admin',
  createTime: `2026-11-${String(i + 1).padStart(2, '0')} 10:00:00`,
}));
const dataOf = (id: number) => ({
  recordId: 7,
  title: `版${id}`,
  content: '<p>本文</p>',
  status: '0',
});

let calls: string[] = [];

beforeEach(() => {
  calls = [];
  server.use(
    http.get('*/project/content/revision/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.push(
        `list ${q.get('kind')} ${q.get('itemId')} p${q.get('pageNum')}`,
      );
      const page = Number(q.get('pageNum'));
      const size = Number(q.get('pageSize'));
      const newest = [...revisions].reverse();
      return ok({
        rows: newest.slice((page - 1) * size, page * size),
        total: newest.length,
      });
    }),
    http.get('*/project/content/revision/:id', ({ params }) => {
      const row = revisions.find((r) => r.revisionId === Number(params.id))!;
      return ok({ data: { ...row, data: dataOf(row.revisionId) } });
    }),
    http.get('*/project/content/compare/:kind/:id', ({ params }) => {
      calls.push(`compare ${params.kind} ${params.id}`);
      return ok({
        data: {
          published: dataOf(12),
          draft: { ...dataOf(12), title: '下書きの題' },
        },
      });
    }),
    http.post('*/project/content/revision/restore/:id', ({ params }) => {
      calls.push(`restore ${params.id}`);
      return ok();
    }),
  );
});

function open(perms = ['project:record:query', 'project:record:edit']) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const onRestored = vi.fn();
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <HistoryDrawer
        kind="record"
        itemId={7}
        open
        onClose={() => {}}
        onRestored={onRestored}
      />
    </App>,
  );
  return { fb, onRestored, ue };
}

const drawer = () => screen.getByRole('dialog');
const dataRows = () =>
  within(drawer())
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-row-key'));
const comparison = () =>
  within(drawer()).getByRole('region', { name: 'Comparison' });
/** The changed title's two sides, as shown under the comparison. */
async function titleSides() {
  const row = (
    await within(comparison()).findByRole('rowheader', {
      name: /^Title/,
    })
  ).parentElement!;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

describe('<HistoryDrawer>', () => {
  it('lists the revisions newest first and compares the newest with the one before', async () => {
    open();
    expect(
      await screen.findByText('Revision history · Copy record #7'),
    ).toBeInTheDocument();
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    const first = within(dataRows()[0]);
    expect(first.getByText('2026-11-12 10:00:00')).toBeInTheDocument();
    expect(first.getByText('editor')).toBeInTheDocument();
    expect(first.getByText('Published')).toBeInTheDocument();
    expect(first.getByText('誤字を修正')).toBeInTheDocument();
    expect(
      within(dataRows()[1]).getByText('Submitted for review'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['list record 7 p1']);

    expect(
      within(comparison()).getByRole('columnheader', {
        name: '#11 · Submitted for review · 2026-11-11 10:00:00',
      }),
    ).toBeInTheDocument();
    expect(await titleSides()).toEqual([
      // only the changed word: 版 stays
      '版Removed:11',
      '版Added:12',
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'Select revision #12' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Select revision #11' }),
    ).toBeChecked();
  });

  it('compares any two ticked revisions, the older one first, across pages', async () => {
    const { ue } = open();
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    // two are ticked: the others wait
    expect(
      screen.getByRole('checkbox', { name: 'Select revision #10' }),
    ).toBeDisabled();
    await ue.click(
      screen.getByRole('checkbox', { name: 'Select revision #12' }),
    );
    await ue.click(
      screen.getByRole('checkbox', { name: 'Select revision #11' }),
    );
    expect(
      screen.getByRole('button', { name: /Compare selected/ }),
    ).toBeDisabled();
    await ue.click(
      screen.getByRole('checkbox', { name: 'Select revision #9' }),
    );
    await ue.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(calls).toContain('list record 7 p2'));
    await waitFor(() =>
      expect(
        within(dataRows()[0]).getByText('2026-11-07 10:00:00'),
      ).toBeVisible(),
    );
    await ue.click(
      screen.getByRole('checkbox', { name: 'Select revision #4' }),
    );
    await ue.click(screen.getByRole('button', { name: /Compare selected/ }));
    await waitFor(() =>
      expect(
        within(comparison()).getByRole('columnheader', {
          name: '#4 · Saved · 2026-11-04 10:00:00',
        }),
      ).toBeInTheDocument(),
    );
    expect(await titleSides()).toEqual(['版Removed:4', '版Added:9']);
  });

  it('compares the draft with the published version', async () => {
    const { ue } = open();
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    await ue.click(
      screen.getByRole('button', { name: 'Compare draft with published' }),
    );
    await waitFor(() =>
      expect(
        within(comparison()).getByRole('columnheader', { name: 'Draft' }),
      ).toBeInTheDocument(),
    );
    expect(calls).toContain('compare record 7');
    expect(await titleSides()).toEqual(['Removed:版12', 'Added:下書きの題']);
  });

  it('restores a revision into the draft after asking, then tells the screen', async () => {
    const { fb, onRestored, ue } = open();
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    await ue.click(
      screen.getByRole('button', { name: 'Restore revision #10' }),
    );
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Restore this revision?',
        content: expect.stringContaining(
          'restored into the draft, not onto the site',
        ),
      }),
    );
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    // the list shows the restore's own revision
    await waitFor(() =>
      expect(calls).toEqual([
        'list record 7 p1',
        'restore 10',
        'list record 7 p1',
      ]),
    );
    expect(fb.success).toHaveBeenCalledWith('Restored into the draft');
  });

  it('restores nothing when the question is declined', async () => {
    const { fb, onRestored, ue } = open();
    fb.confirm.mockResolvedValue(false);
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    await ue.click(
      screen.getByRole('button', { name: 'Restore revision #10' }),
    );
    await waitFor(() => expect(fb.confirm).toHaveBeenCalled());
    expect(calls).not.toContain('restore 10');
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('offers no Restore without the kind’s edit permission', async () => {
    open(['project:record:query']);
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    expect(
      within(drawer()).queryByRole('button', { name: /^Restore/ }),
    ).not.toBeInTheDocument();
    expect(
      within(drawer()).queryByRole('columnheader', { name: 'Actions' }),
    ).toBeNull();
  });
});
