import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  noticeDb,
  resetNoticeMock,
} from '../../../mocks/handlers/system-notice';
import { server } from '../../../mocks/node';
import { renderApp, signIn } from '../router/render-app';

// The first render of the shell in a file can take a while on a busy machine.
// Staff who see enquiries (admin) are also told of the new ones for them.
const bell = (unread: number, enquiries?: number) =>
  screen.findByRole(
    'button',
    {
      // the badge's figure first when there are two counts (its text must
      // be a word of the name)
      name:
        enquiries === undefined
          ? `Notices, ${unread} unread`
          : `${unread + enquiries} in all: Notices, ${unread} unread, ${enquiries} new enquiries for you`,
    },
    { timeout: 45_000 },
  );

describe('notice bell', () => {
  beforeEach(() => {
    resetNoticeMock();
    noticeDb.rows.push({
      noticeId: 3,
      noticeTitle: 'Office closed on Friday',
      noticeType: '1',
      noticeContent: '<p>Closed all day</p>',
      status: '0',
      createBy: 'admin',
      createTime: '2024-02-01 09:00:00',
      version: 0,
    });
  });

  it(
    'counts unread notices in force, opens one (marking it read) and marks the rest read',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      signIn('ry');
      renderApp('/pc/index');
      await user.click(await bell(2));
      const list = await screen.findByRole('list', { name: 'Notices' });
      const items = within(list).getAllByRole('button');
      expect(items.map((b) => b.textContent)).toEqual([
        expect.stringContaining('Office closed on Friday'),
        expect.stringContaining('New version released'),
      ]);
      expect(within(items[0]).getByLabelText('Unread')).toBeInTheDocument();
      // ry may not list notices: no way to the list page.
      expect(
        screen.queryByRole('button', { name: 'View all notices' }),
      ).not.toBeInTheDocument();
      // The closed notice 2 is not offered.
      expect(list).not.toHaveTextContent('Maintenance tonight');

      await user.click(items[0]);
      const dialog = await screen.findByRole('dialog');
      expect(
        await within(dialog).findByRole('heading', {
          name: 'Office closed on Friday',
        }),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Closed all day')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await user.click(await bell(1));
      await user.click(
        await screen.findByRole('button', { name: 'Mark all as read' }),
      );
      await bell(0);
      expect(noticeDb.reads.has('ry:1')).toBe(true);
      expect(noticeDb.reads.has('ry:3')).toBe(true);
      expect(noticeDb.reads.has('admin:3')).toBe(false);
    },
  );

  it('offers the notice list only to users who may list notices', async () => {
    const user = userEvent.setup();
    signIn('admin');
    renderApp('/pc/index');
    await user.click(await bell(2, 2));
    await user.click(
      await screen.findByRole('button', { name: 'View all notices' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: 'current location' }),
      ).toHaveTextContent('/system/notice'),
    );
  });

  it('claims no count before the first answer has come', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/system/notice/listTop', async () => {
        await answered;
        return undefined;
      }),
    );
    signIn('admin');
    renderApp('/pc/index');
    const button = await screen.findByRole(
      'button',
      { name: 'Notices' },
      { timeout: 45_000 },
    );
    expect(button).not.toHaveAccessibleName(/unread/);
    answer();
    await bell(2, 2);
  });
});
