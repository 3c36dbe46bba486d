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

const LINKS = [
  {
    previewId: 1,
    kind: null,
    itemId: null,
    releaseId: 3,
    title: 'Spring launch',
    // on the site's clock: long to go
    expiresAt: '2099-01-01 00:00:00',
    revoked: false,
    createBy: 'admin',
    createTime: '2030-01-10 10:00:00',
  },
  {
    previewId: 2,
    kind: 'record',
    itemId: 7,
    releaseId: null,
    title: 'Spring news',
    expiresAt: '2020-01-01 00:00:00',
    revoked: false,
    createBy: 'editor',
    createTime: '2019-12-31 23:00:00',
  },
];

function setup() {
  const seen = { revoked: [] as string[], created: [] as unknown[] };
  server.use(
    http.get('*/project/content/preview/list', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        rows: LINKS,
        total: 2,
        // the list names the clock of its times
        timeZone: 'Europe/Paris',
      }),
    ),
    http.get('*/project/release/list', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        rows:
          status === 'scheduled' || !status
            ? [
                {
                  releaseId: 3,
                  releaseName: 'Spring launch',
                  publishAt: '2030-01-15 09:00:00',
                  status: 'scheduled',
                  itemCount: 2,
                },
              ]
            : [],
        total: 1,
        timeZone: 'Asia/Tokyo',
      });
    }),
    http.put('*/project/content/preview/revoke/:id', ({ params }) => {
      seen.revoked.push(String(params.id));
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
    http.post('*/project/content/preview', async ({ request }) => {
      seen.created.push(await request.json());
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          previewId: 9,
          url: 'http://site.example/w/preview/abc/',
          expiresAt: '2030-01-10 14:00:00',
          timeZone: 'Asia/Tokyo',
        },
      });
    }),
  );
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: ['*:*:*'], roles: ['admin'] });
  const fb = spyFeedback(true);
  render(
    <MemoryRouter initialEntries={['/project/publishing?tab=previews']}>
      <App>
        <PublishingPage />
      </App>
    </MemoryRouter>,
  );
  return { seen, fb, ue: userEvent.setup({ delay: null }) };
}

const rowOf = async (text: string) =>
  (await screen.findByText(text)).closest('tr')!;

describe('project/publishing preview links', () => {
  it('tells live links from expired ones and revokes a live one after asking', async () => {
    const { seen, fb, ue } = setup();
    const live = await rowOf('Release “Spring launch”');
    expect(live).toHaveTextContent('2099-01-01 00:00:00 (Europe/Paris)');
    expect(within(live).getByText('Active')).toBeInTheDocument();
    const old = await rowOf('Copy record: Spring news');
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();

    await ue.click(
      within(live).getByRole('button', {
        name: 'Revoke Release “Spring launch”',
      }),
    );
    await waitFor(() => expect(seen.revoked).toEqual(['1']));
    expect(fb.success).toHaveBeenCalledWith('Revoked');
  });

  it('makes a link to a release for the chosen time and shows it to copy', async () => {
    const { seen, ue } = setup();
    await rowOf('Release “Spring launch”');
    await ue.click(screen.getByRole('button', { name: /New preview link/ }));
    const dialog = (await screen.findByText('Valid for')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await ue.click(within(dialog).getByRole('combobox', { name: 'Release' }));
    await ue.click(
      (await screen.findAllByTitle('Spring launch')).find((el) =>
        el.classList.contains('ant-select-item-option'),
      )!,
    );
    await ue.click(within(dialog).getByRole('combobox', { name: 'Valid for' }));
    await ue.click(
      (await screen.findAllByTitle('1 day')).find((el) =>
        el.classList.contains('ant-select-item-option'),
      )!,
    );
    await ue.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(seen.created).toEqual([{ releaseId: 3, minutes: 1440 }]),
    );
    expect(
      await screen.findByText(
        'Copy the link now: it is valid until 2030-01-10 14:00:00 (Asia/Tokyo).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('http://site.example/w/preview/abc/'),
    ).toBeInTheDocument();
    const shown = screen
      .getByText('Preview link created')
      .closest('[role="dialog"]') as HTMLElement;
    expect(
      within(shown).getByRole('button', { name: /Copy Preview link/i }),
    ).toBeInTheDocument();
    // shown once, to copy: nothing to cancel (a button merely hidden by its
    // attribute still shows: antd's button style sets its display)
    expect(
      within(shown)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.textContent)
        .filter(Boolean),
    ).toEqual(['OK']);
  });
});
