import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ROUTERS } from '../../../mocks/db';
import {
  projectNavDb,
  resetProjectNavMock,
} from '../../../mocks/handlers/project-nav';
import { resetNoticeMock } from '../../../mocks/handlers/system-notice';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/handlers/shared';
import type { RouterVo } from '@/types/api';
import { renderApp, signIn } from '../router/render-app';

/** The admin's menu with Project › Enquiries. */
const ROUTERS: RouterVo[] = ADMIN_ROUTERS.map((r) =>
  r.path === '/project'
    ? {
        ...r,
        children: [
          ...(r.children ?? []),
          {
            name: 'Contacts',
            path: 'contacts',
            hidden: false,
            component: 'project/contacts/index',
            meta: { title: 'Enquiries', icon: 'email', noCache: false },
          },
        ],
      }
    : r,
);

// The first render of the shell in a file can take a while on a busy machine.
// With two counts the bell's name starts with the badge's figure, the sum.
const bell = (name: string) =>
  screen.findByRole('button', { name }, { timeout: 45_000 });
const location = () => screen.getByRole('status', { name: 'current location' });
/** The Enquiries entry of the sidebar (its badge is part of its text). */
const menuEntry = async () => {
  const nav = within(
    await screen.findByRole(
      'navigation',
      { name: 'Main menu' },
      { timeout: 20_000 },
    ),
  );
  if (!nav.queryByRole('menuitem', { name: /^Enquiries/ }))
    await userEvent.click(nav.getByRole('menuitem', { name: /Website/ }));
  return nav.findByRole('menuitem', { name: /^Enquiries/ });
};
/**
 * The count the Enquiries entry's badge shows (null: no badge), read from
 * its title: while the count rolls from one number to the next, antd draws
 * the digits of both.
 */
const badgeCount = async () =>
  (await menuEntry())
    .querySelector('.ant-scroll-number')
    ?.getAttribute('title') ?? null;

describe('new enquiries in the bell and the menu', () => {
  beforeEach(() => {
    resetNoticeMock();
    resetProjectNavMock();
    server.use(http.get('*/getRouters', () => ok({ data: ROUTERS })));
  });

  it(
    'counts the new enquiries for me in the bell and as the menu badge, opens mine, and counts down when one is started here',
    { timeout: 120_000 },
    async () => {
      const user = userEvent.setup();
      signIn('admin');
      renderApp('/pc/index');
      // one unread notice and two new enquiries about the admin's item
      const button = await bell(
        '3 in all: Notices, 1 unread, 2 new enquiries for you',
      );
      expect(within(button).getByText('3')).toBeInTheDocument();
      expect(await badgeCount()).toBe('2');

      await user.click(button);
      await user.click(
        await screen.findByRole('button', {
          name: '2 new enquiries for you',
        }),
      );
      await waitFor(() =>
        expect(location()).toHaveTextContent('/project/contacts?mine=1'),
      );
      const list = await screen.findByRole('table', {}, { timeout: 30_000 });
      const acme = await within(list).findByText('Acme Ltd');
      await user.click(
        within(acme.closest('tr')!).getByRole('button', { name: 'Details 3' }),
      );
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByText('Enquiry 3')).toBeInTheDocument();
      await user.click(
        await within(drawer).findByRole('button', { name: 'Start' }),
      );
      // the prompt names the company
      const question = await screen.findByText(
        'Start working on the enquiry from Acme Ltd?',
      );
      const prompt = question.closest<HTMLElement>('.ant-modal')!;
      await user.click(within(prompt).getByRole('button', { name: 'OK' }));
      await bell('2 in all: Notices, 1 unread, 1 new enquiry for you');
      expect(projectNavDb.contacts.find(3)?.status).toBe('in_progress');
      await waitFor(async () => expect(await badgeCount()).toBe('1'));

      // none left: the badge goes, the bell counts the notices only
      projectNavDb.contacts.update(1, { status: 'closed' });
      await user.click(
        await bell('2 in all: Notices, 1 unread, 1 new enquiry for you'),
      );
      await bell('1 in all: Notices, 1 unread, 0 new enquiries for you');
      await waitFor(async () => expect(await badgeCount()).toBeNull());
      expect(await menuEntry()).toHaveTextContent(/^Enquiries$/);
    },
  );

  it('asks nothing about enquiries for staff who may not list them', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/project/contacts/count'))
        asked.push(request.url);
    });
    const user = userEvent.setup();
    signIn('ry');
    renderApp('/pc/index');
    await user.click(await bell('Notices, 1 unread'));
    await screen.findByRole('list', { name: 'Notices' });
    expect(
      screen.queryByRole('button', { name: /new enquir/ }),
    ).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
