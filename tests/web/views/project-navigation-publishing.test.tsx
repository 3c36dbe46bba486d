/**
 * The navigation tree shows each entry's publishing state and the draft's
 * name, filters by state, offers the Publishing menu by state and
 * permission, and its dialog saves a draft (a publisher may also publish).
 */
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
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { ok } from '../../../mocks/handlers/shared';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import NavigationPage from '@/views/project/navigation';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const EDITOR = [
  'project:navigation:list',
  'project:navigation:query',
  'project:navigation:edit',
];

const entry = (navId: number, navName: string, parentId = 0) => ({
  navId,
  parentId,
  ancestors: parentId ? `0,${parentId}` : '0',
  navName,
  mainName: '',
  enName: '',
  link: '',
  mainImage: '',
  navType: '1',
  recordCategory: '',
  showInNav: '1',
  orderNum: navId,
  status: '0',
});

const ROWS = [
  { ...entry(1, 'Home'), publishState: 'published' },
  {
    ...entry(2, 'News'),
    publishState: 'changed',
    draftTitle: 'Newsroom',
  },
  { ...entry(3, 'Careers', 2), publishState: 'review' },
];

let listed: URLSearchParams[] = [];
const posted: string[] = [];

function setup(perms: string[]) {
  listed = [];
  posted.length = 0;
  server.use(
    http.get('*/project/navigation/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      listed.push(q);
      const state = q.get('publishState');
      return ok({
        data: ROWS.filter((r) => !state || r.publishState === state),
      });
    }),
    http.get('*/project/navigation/:id', ({ params }) =>
      ok({ data: ROWS.find((r) => r.navId === Number(params.id)) }),
    ),
    http.get('*/project/content/state/:kind/:id', () =>
      ok({
        data: {
          publishState: 'changed',
          published: true,
          publishedTime: '2026-11-01 09:00:00',
          draft: null,
        },
      }),
    ),
    http.put('*/project/navigation', () => {
      posted.push('PUT /project/navigation');
      return ok();
    }),
    http.post('*/project/content/:action', ({ params }) => {
      posted.push(`POST /project/content/${String(params.action)}`);
      return ok();
    }),
  );
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <NavigationPage />
    </App>,
  );
  return { fb, ue };
}

const rowOf = (name: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((r) =>
      within(r).queryAllByRole('cell')[0]?.textContent?.startsWith(name),
    )!;

async function menuOf(ue: ReturnType<typeof userEvent.setup>, name: string) {
  await ue.click(
    within(rowOf(name)).getByRole('button', { name: `Publishing of ${name}` }),
  );
  const menu = (await screen.findAllByRole('menu')).at(-1)!;
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
  await ue.keyboard('{Escape}');
  return items;
}

describe('project/navigation publishing', () => {
  it('shows the state of each entry and the draft name, and filters by state', async () => {
    const { ue } = setup(EDITOR);
    await waitFor(() => expect(rowOf('Careers')).toBeDefined());
    expect(within(rowOf('Home')).getByText('Published')).toHaveClass('ant-tag');
    expect(
      within(rowOf('News')).getByText('Changed since publish'),
    ).toBeInTheDocument();
    expect(within(rowOf('News')).getByText('Draft: Newsroom')).toBeVisible();
    expect(within(rowOf('Careers')).getByText('In review')).toBeVisible();

    await ue.click(screen.getByRole('combobox', { name: 'Publishing' }));
    await ue.click(await screen.findByTitle('In review'));
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(listed.some((q) => q.get('publishState') === 'review')).toBe(true),
    );
  });

  it('offers an editor submit and discard, a publisher publish and send back', async () => {
    const editor = setup(EDITOR);
    await waitFor(() => expect(rowOf('Careers')).toBeDefined());
    expect(await menuOf(editor.ue, 'News')).toEqual([
      'Submit for review',
      'Discard draft',
      'Preview',
      'History',
    ]);
    expect(await menuOf(editor.ue, 'Careers')).toEqual([
      'Withdraw',
      'Preview',
      'History',
    ]);
  });

  it('saves a draft, and a publisher may save and publish', async () => {
    const { ue, fb } = setup([...EDITOR, 'project:content:publish']);
    await waitFor(() => expect(rowOf('News')).toBeDefined());
    expect(await menuOf(ue, 'Careers')).toEqual([
      'Publish now',
      'Send back',
      'Withdraw',
      'Preview',
      'History',
    ]);
    await ue.click(
      within(rowOf('News')).getByRole('button', { name: 'Edit News' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Visitors see the published version; this draft holds unpublished changes.',
      ),
    ).toBeInTheDocument();
    await ue.click(
      within(dialog).getByRole('button', { name: 'Save and publish' }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved and published'),
    );
    expect(posted).toEqual([
      'PUT /project/navigation',
      'POST /project/content/publish',
    ]);
  });
});
