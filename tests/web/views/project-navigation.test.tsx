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
import NavigationPage from '@/views/project/navigation';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'project:navigation:list',
  'project:navigation:query',
  'project:navigation:add',
  'project:navigation:edit',
  'project:navigation:remove',
  'project:navigation:export',
];

function setup(perms = ALL) {
  server.use(...projectNavHandlers);
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

const table = () => screen.getByRole('table');
/** Navigation names in row order (tree expanded). */
const names = () =>
  within(table())
    .getAllByRole('row')
    .map((r) => within(r).queryAllByRole('cell')[0]?.textContent?.trim())
    .filter(Boolean);
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find(
      (r) => within(r).queryAllByRole('cell')[0]?.textContent?.trim() === name,
    )!;
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

describe('project/navigation view', () => {
  beforeEach(() => resetProjectNavMock());

  it('shows the whole tree expanded with type, category and nav-bar labels', async () => {
    setup();
    await waitFor(() =>
      expect(names()).toEqual([
        'Home',
        'Company',
        'Profile',
        'History',
        'News',
        'Downloads',
      ]),
    );
    const downloads = rowOf('Downloads');
    expect(within(downloads).getByText('Article list')).toBeInTheDocument();
    expect(within(downloads).getByText('No')).toBeInTheDocument();
    expect(within(rowOf('Home')).getByText('Single page')).toBeInTheDocument();
    expect(within(rowOf('Profile')).getByText('Company')).toBeInTheDocument();
  });

  it('adds a top-level entry after the required name is given', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(6));
    await ue.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await dialogTitled('Add column');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText('Column name cannot be empty'),
    ).toBeInTheDocument();
    expect(projectNavDb.navigation.rows).toHaveLength(6);

    await ue.type(within(dialog).getByLabelText('Column name'), 'Careers');
    await ue.type(within(dialog).getByLabelText('English name'), 'CAREERS');
    await ue.clear(within(dialog).getByLabelText('Display order'));
    await ue.type(within(dialog).getByLabelText('Display order'), '9');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    await waitFor(() => expect(names()).toContain('Careers'));
    expect(projectNavDb.navigation.rows.at(-1)).toMatchObject({
      navName: 'Careers',
      enName: 'CAREERS',
      parentId: 0,
      navType: '1',
      showInNav: '1',
      status: '0',
      orderNum: 9,
    });
  });

  it('adds a sub-entry under a row, and refuses an unsafe link before sending', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(6));
    await ue.click(
      within(rowOf('Company')).getByRole('button', {
        name: 'Add sub-column Company',
      }),
    );
    const dialog = await dialogTitled('Add column');
    await waitFor(() =>
      expect(within(dialog).getByText('Company')).toBeInTheDocument(),
    );
    await ue.type(within(dialog).getByLabelText('Column name'), 'Access');
    await ue.type(
      within(dialog).getByLabelText('Specified link'),
      'javascript:alert(1)',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText(
        'The link must start with http://, https://, mailto:, tel:, / or #/',
      ),
    ).toBeInTheDocument();
    expect(projectNavDb.navigation.rows).toHaveLength(6);

    await ue.clear(within(dialog).getByLabelText('Specified link'));
    await ue.type(
      within(dialog).getByLabelText('Specified link'),
      'https://maps.example.com',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(projectNavDb.navigation.rows.at(-1)).toMatchObject({
      navName: 'Access',
      parentId: 2,
      ancestors: '0,2',
      link: 'https://maps.example.com',
    });
    await waitFor(() =>
      expect(names()).toEqual([
        'Home',
        'Company',
        'Access',
        'Profile',
        'History',
        'News',
        'Downloads',
      ]),
    );
  });

  it('moves entries up and down among their siblings', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(
      within(rowOf('Home')).getByRole('button', { name: 'Move up Home' }),
    ).toBeDisabled();
    expect(
      within(rowOf('History')).getByRole('button', {
        name: 'Move down History',
      }),
    ).toBeDisabled();
    await ue.click(
      within(rowOf('Home')).getByRole('button', { name: 'Move down Home' }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Order changed'),
    );
    await waitFor(() =>
      expect(names()).toEqual([
        'Company',
        'Profile',
        'History',
        'Home',
        'News',
        'Downloads',
      ]),
    );
    await ue.click(
      within(rowOf('History')).getByRole('button', {
        name: 'Move up History',
      }),
    );
    await waitFor(() =>
      expect(names().slice(0, 3)).toEqual(['Company', 'History', 'Profile']),
    );
  });

  it('edits an entry, sending its version back', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(6));
    await ue.click(
      within(rowOf('News')).getByRole('button', { name: 'Edit News' }),
    );
    const dialog = await dialogTitled('Edit column');
    const name = within(dialog).getByLabelText('Column name');
    await waitFor(() => expect(name).toHaveValue('News'));
    await ue.clear(name);
    await ue.type(name, 'Topics');
    await ue.click(within(dialog).getByLabelText('No'));
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(
      projectNavDb.navigation.rows.find((n) => n.navId === 3),
    ).toMatchObject({
      navName: 'Topics',
      showInNav: '0',
      version: 1,
    });
    await waitFor(() => expect(names()).toContain('Topics'));
  });

  it('asks before deleting and shows why the server refused', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(6));
    await ue.click(
      within(rowOf('Company')).getByRole('button', { name: 'Delete Company' }),
    );
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Delete column "Company"?',
      }),
    );
    await waitFor(() =>
      expect(fb.warning).toHaveBeenCalledWith(
        "'Company' has sub-entries and cannot be deleted; delete or move them first",
      ),
    );
    expect(names()).toContain('Company');

    await ue.click(
      within(rowOf('History')).getByRole('button', { name: 'Delete History' }),
    );
    await waitFor(() => expect(names()).not.toContain('History'));
    expect(fb.success).toHaveBeenCalledWith('Deleted successfully');
  });

  it('shows no change controls without the permissions', async () => {
    setup(['project:navigation:list']);
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: /^plus Add$/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
