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
import {
  projectNavDb,
  projectNavHandlers,
  resetProjectNavMock,
} from '../../../mocks/handlers/project-nav';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import NavRecordPage from '@/views/project/navRecord';
import { spyFeedback } from '../support/feedback';

// TinyMCE does not run under jsdom: a plain text area stands in for it.
vi.mock('@/components/editor/tinymce-editor', () => ({
  default: (props: { value?: string; onChange?: (html: string) => void }) => (
    <textarea
      aria-label="Rich text"
      value={props.value ?? ''}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  ),
}));

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'project:navRecord:list',
  'project:navRecord:query',
  'project:navRecord:add',
  'project:navRecord:edit',
  'project:navRecord:remove',
  'project:navRecord:export',
  'project:navigation:list',
];

function setup(perms = ALL) {
  server.use(...projectNavHandlers);
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <NavRecordPage />
    </App>,
  );
  return { fb, ue };
}

const table = () => screen.getByRole('table');
const titles = () =>
  within(table())
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('cell').length > 3)
    .map((r) => within(r).getAllByRole('cell')[3]?.textContent);
const rowOf = (title: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(title))!;

describe('project/navRecord view', () => {
  beforeEach(() => resetProjectNavMock());

  it('lists copy blocks with their navigation and filters by navigation', async () => {
    const { ue } = setup();
    await waitFor(() =>
      expect(titles()).toEqual(['Company profile', 'Our history', 'About us']),
    );
    expect(
      within(rowOf('Our history')).getByText('History'),
    ).toBeInTheDocument();

    await ue.click(within(screen.getByRole('search')).getByLabelText('Column'));
    await ue.click(
      (await screen.findAllByTitle('Profile')).find((el) =>
        el.classList.contains('ant-select-tree-node-content-wrapper'),
      )!,
    );
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(titles()).toEqual(['Company profile']));
  });

  it('adds a block with rich text under the chosen column', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    await ue.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText('Column cannot be empty'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Title cannot be empty'),
    ).toBeInTheDocument();

    await ue.click(within(dialog).getByLabelText('Column'));
    await ue.click(
      (await screen.findAllByTitle('History')).find((el) =>
        el.classList.contains('ant-select-tree-node-content-wrapper'),
      )!,
    );
    await ue.type(within(dialog).getByLabelText('Title'), 'Milestones');
    await ue.type(
      await within(dialog).findByLabelText('Rich text'),
      '<p>Founded in 2010</p>',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(projectNavDb.navRecords.rows.at(-1)).toMatchObject({
      navId: 5,
      title: 'Milestones',
      content: '<p>Founded in 2010</p>',
      status: '0',
    });
    await waitFor(() => expect(titles()).toContain('Milestones'));
  });

  it('edits and deletes blocks', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    await ue.click(
      within(rowOf('About us')).getByRole('button', { name: 'Edit About us' }),
    );
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveValue('About us'));
    await ue.type(title, ' today');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    await waitFor(() => expect(titles()).toContain('About us today'));

    await ue.click(
      within(rowOf('Our history')).getByRole('button', {
        name: 'Delete Our history',
      }),
    );
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete copy ID "2"?' }),
    );
    await waitFor(() => expect(titles()).not.toContain('Our history'));
  });

  it('shows no change controls without the permissions', async () => {
    setup(['project:navRecord:list']);
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /^plus Add$/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
