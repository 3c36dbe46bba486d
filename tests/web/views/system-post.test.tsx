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
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { postDb, resetPostMock } from '../../../mocks/handlers/system-post';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import PostPage from '@/views/system/post';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
// antd under jsdom on a busy machine: allow slow first renders.
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'system:post:list',
  'system:post:query',
  'system:post:add',
  'system:post:edit',
  'system:post:remove',
  'system:post:export',
];

function setup(perms = ALL, confirm = true) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(confirm);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <PostPage />
    </App>,
  );
  return { fb, ue };
}

const table = () => screen.getByRole('table');
/** The open dialog with that title (antd's test ids make aria names unusable). */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text))!;
const codes = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[2]?.textContent);

describe('system/post view', () => {
  beforeEach(() => resetPostMock());

  it('lists posts with status labels and searches by name and status', async () => {
    const { ue } = setup();
    await waitFor(() => expect(codes()).toEqual(['ceo', 'se', 'hr', 'user']));
    expect(within(rowOf('user')).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('Total 4')).toBeInTheDocument();

    await ue.type(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Post name',
      ),
      'Project',
    );
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(codes()).toEqual(['se']));

    await ue.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(codes()).toEqual(['ceo', 'se', 'hr', 'user']));
    expect(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Post name',
      ),
    ).toHaveValue('');
  });

  it('adds a post through the dialog, validating required fields first', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add post');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('Post name cannot be empty'),
    ).toBeInTheDocument();
    expect(postDb.rows).toHaveLength(4);

    await ue.type(within(dialog).getByLabelText('Post name'), 'Quality');
    await ue.type(within(dialog).getByLabelText('Post code'), 'qa');
    await ue.clear(within(dialog).getByLabelText('Display order'));
    await ue.type(within(dialog).getByLabelText('Display order'), '5');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    await waitFor(() =>
      expect(codes()).toEqual(['ceo', 'se', 'hr', 'user', 'qa']),
    );
    expect(postDb.rows.at(-1)).toMatchObject({
      postName: 'Quality',
      postSort: 5,
      status: '0',
    });
  });

  it('edits the loaded row, sending its version back; a stale save keeps the dialog open', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(codes()).toHaveLength(4));
    await ue.click(
      within(rowOf('hr')).getByRole('button', { name: 'Edit Human resources' }),
    );
    const dialog = await dialogTitled('Edit post');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Post code')).toHaveValue('hr'),
    );
    // someone else saves the same post meanwhile
    postDb.rows[2] = { ...postDb.rows[2], version: 1 };
    await ue.type(within(dialog).getByLabelText('Post name'), ' team');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Someone else changed this record after you opened it.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(postDb.rows[2].postName).toBe('Human resources');

    // reload and save again
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await ue.click(
      within(rowOf('hr')).getByRole('button', { name: 'Edit Human resources' }),
    );
    const again = await dialogTitled('Edit post');
    await waitFor(() =>
      expect(within(again).getByLabelText('Post name')).toHaveValue(
        'Human resources',
      ),
    );
    await ue.type(within(again).getByLabelText('Post name'), ' team');
    await ue.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(postDb.rows[2]).toMatchObject({
      postName: 'Human resources team',
      version: 2,
    });
    expect(await screen.findByText('Human resources team')).toBeInTheDocument();
  });

  it('deletes selected rows after confirmation and exports the search', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(codes()).toHaveLength(4));
    const del = screen.getByRole('button', { name: /Delete$/ });
    expect(del).toBeDisabled();
    await ue.click(within(rowOf('hr')).getByRole('checkbox'));
    await ue.click(within(rowOf('user')).getByRole('checkbox'));
    expect(del).toBeEnabled();
    expect(screen.getByRole('button', { name: /^edit Edit$/i })).toBeDisabled();
    await ue.click(del);
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'System prompt',
        content: 'Delete post ID "3,4"?',
      }),
    );
    await waitFor(() => expect(codes()).toEqual(['ceo', 'se']));

    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/system/post/export'))
        bodies.push(await request.clone().text());
    });
    await ue.type(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Post code',
      ),
      'c',
    );
    await ue.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(bodies).toEqual(['postCode=c']));
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('shows only what the permissions allow', async () => {
    setup(['system:post:list']);
    await waitFor(() => expect(codes()).toHaveLength(4));
    for (const name of [/Add/, /Delete/, /Export/, /^edit Edit$/i]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(
      screen.queryByRole('columnheader', { name: 'Actions' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Search/ })).toBeInTheDocument();
  });
});
