import {
  configure,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import PublishingPage from '@/views/project/publishing';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const ENTRY = {
  kind: 'record',
  itemId: 7,
  title: 'Spring news',
  action: 'save',
  navName: 'News',
  submitNote: 'New opening hours',
  submittedBy: 'editor',
  submittedTime: '2030-01-10 10:00:00',
};

function setup() {
  const seen = {
    lists: 0,
    rejected: [] as unknown[],
    compared: [] as string[],
  };
  server.use(
    http.get('*/project/content/review/list', () => {
      seen.lists += 1;
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        rows: seen.rejected.length ? [] : [ENTRY],
        total: seen.rejected.length ? 0 : 1,
      });
    }),
    http.get('*/project/content/compare/:kind/:id', ({ params }) => {
      seen.compared.push(`${String(params.kind)}/${String(params.id)}`);
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          published: { title: 'Spring news', summary: 'Open from nine' },
          draft: { title: 'Spring news', summary: 'Open from ten' },
        },
      });
    }),
    http.post('*/project/content/reject', async ({ request }) => {
      seen.rejected.push(await request.json());
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
  );
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: ['*:*:*'], roles: ['admin'] });
  const fb = spyFeedback(true);
  render(
    <MemoryRouter initialEntries={['/project/publishing']}>
      <App>
        <PublishingPage />
      </App>
    </MemoryRouter>,
  );
  return { seen, fb, ue: userEvent.setup({ delay: null }) };
}

/** The open dialog (or drawer) with this title. */
async function dialogTitled(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((d) => within(d).queryByText(title));
    expect(found).toBeDefined();
  });
  return found!;
}

describe('project/publishing review queue', () => {
  it('lists a submitted draft, opens its diff, and sends it back only with a comment', async () => {
    const { seen, fb, ue } = setup();
    const row = (await screen.findByText('Spring news')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Copy record',
      'Spring news',
      'News',
      'editor',
      '2030-01-10 10:00:00',
      'New opening hours',
      'Review',
    ]);

    await ue.click(
      within(row).getByRole('button', { name: 'Review Spring news' }),
    );
    const drawer = await dialogTitled('Review: Spring news');
    expect(seen.compared).toEqual(['record/7']);
    // the diff heads its sides and shows the changed field's two texts
    expect(await within(drawer).findByText('Published')).toBeInTheDocument();
    expect(within(drawer).getByText('Draft')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('nine');
    expect(drawer).toHaveTextContent('ten');

    await ue.click(within(drawer).getByRole('button', { name: 'Send back' }));
    const dialog = await dialogTitled('Send “Spring news” back to its editor');
    await ue.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(
      await within(dialog).findByText('Say what the editor should change'),
    ).toBeInTheDocument();
    expect(seen.rejected).toEqual([]);

    await ue.click(within(dialog).getByRole('textbox', { name: 'Comment' }));
    await ue.paste('The hours are wrong');
    await ue.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() =>
      expect(seen.rejected).toEqual([
        { kind: 'record', id: 7, comment: 'The hours are wrong' },
      ]),
    );
    expect(fb.success).toHaveBeenCalledWith('Sent back to the editor');
    // the queue is read again and the draft has left it
    await waitFor(() => expect(seen.lists).toBe(2));
    expect(
      await screen.findByText('Nothing is waiting for review.'),
    ).toBeInTheDocument();
  });
});
