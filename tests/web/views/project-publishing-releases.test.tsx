import {
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import dayjs from 'dayjs';
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

const RELEASE = {
  releaseId: 3,
  releaseName: 'Spring launch',
  publishAt: '2030-01-15 09:00:00',
  status: 'open',
  itemCount: 2,
  createBy: 'admin',
};

function setup() {
  // The viewer is in New York; the site's clock is Tokyo's.
  vi.spyOn(dayjs.tz, 'guess').mockReturnValue('America/New_York');
  const seen = {
    puts: [] as string[],
    added: [] as unknown[],
    searches: [] as string[],
  };
  server.use(
    http.get('*/project/release/list', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        rows: [RELEASE],
        total: 1,
        timeZone: 'Asia/Tokyo',
      }),
    ),
    http.put('*/project/release/:action/:id', ({ params }) => {
      seen.puts.push(`${String(params.action)}/${String(params.id)}`);
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
    http.post('*/project/release', async ({ request }) => {
      seen.added.push(await request.json());
      return HttpResponse.json({ code: 200, msg: 'ok', data: 4 });
    }),
    http.get('*/project/record/list', ({ request }) => {
      seen.searches.push(new URL(request.url).search);
      const state = new URL(request.url).searchParams.get('publishState');
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        rows:
          state === 'review'
            ? [{ recordId: 7, title: 'Spring news', publishState: 'review' }]
            : [],
        total: state === 'review' ? 1 : 0,
      });
    }),
  );
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: ['*:*:*'], roles: ['admin'] });
  const fb = spyFeedback(true);
  render(
    <MemoryRouter initialEntries={['/project/publishing?tab=releases']}>
      <App>
        <PublishingPage />
      </App>
    </MemoryRouter>,
  );
  return { seen, fb, ue: userEvent.setup({ delay: null }) };
}

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('tr')!;

describe('project/publishing releases', () => {
  it('shows the time in the site zone, and schedules and cancels after asking', async () => {
    const { seen, fb, ue } = setup();
    const row = await rowOf('Spring launch');
    expect(row).toHaveTextContent('2030-01-15 09:00:00 (Asia/Tokyo)');
    expect(within(row).getByText('Open')).toBeInTheDocument();

    await ue.click(
      within(row).getByRole('button', { name: 'Schedule Spring launch' }),
    );
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content:
          'Schedule “Spring launch”? Its items go live at 2030-01-15 09:00:00 (Asia/Tokyo).',
      }),
    );
    await waitFor(() => expect(seen.puts).toEqual(['schedule/3']));
    expect(fb.success).toHaveBeenCalledWith('Scheduled');

    await ue.click(
      within(await rowOf('Spring launch')).getByRole('button', {
        name: 'Cancel release Spring launch',
      }),
    );
    await waitFor(() => expect(seen.puts).toEqual(['schedule/3', 'cancel/3']));
    expect(fb.success).toHaveBeenCalledWith('Cancelled');
  });

  it('sends a new release with its time on the site clock, named beside the viewer’s', async () => {
    const { seen, ue } = setup();
    await rowOf('Spring launch');
    await ue.click(screen.getByRole('button', { name: /New release/ }));
    const dialog = (await screen.findByText('Add release')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await ue.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await ue.paste('Autumn launch');

    const time = within(dialog).getByRole('textbox', { name: 'Publish at' });
    await ue.click(time);
    fireEvent.change(time, { target: { value: '2030-02-01 10:30:00' } });
    await ue.keyboard('{Enter}');
    expect(
      within(dialog).getByText("In the site's time zone, Asia/Tokyo"),
    ).toBeInTheDocument();
    // 10:30 in Tokyo is 20:30 the day before in New York
    expect(
      await within(dialog).findByText('Your time: 2030-01-31 20:30'),
    ).toBeInTheDocument();

    await ue.click(within(dialog).getByRole('combobox', { name: 'Item 1' }));
    const option = await screen.findByText('Spring news (In review)');
    await ue.click(option);
    expect(seen.searches.some((s) => s.includes('publishState=review'))).toBe(
      true,
    );

    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(seen.added).toEqual([
        {
          releaseName: 'Autumn launch',
          publishAt: '2030-02-01 10:30:00',
          items: [{ kind: 'record', itemId: 7, action: 'publish' }],
        },
      ]),
    );
  });
});
