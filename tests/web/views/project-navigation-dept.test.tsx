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

const PERMS = [
  'project:navigation:list',
  'project:navigation:query',
  'project:navigation:add',
  'project:navigation:edit',
];

function setup() {
  server.use(...projectNavHandlers);
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: PERMS, roles: ['common'] });
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
  waitFor(() => {
    const row = screen
      .getAllByRole('row')
      .find(
        (r) =>
          within(r).queryAllByRole('cell')[0]?.textContent?.trim() === name,
      );
    expect(row).toBeDefined();
    return row!;
  });

/** The dialog's "Owning department" picker. */
const deptPicker = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Owning department');

describe('project/navigation: the owning department', () => {
  beforeEach(() => resetProjectNavMock());

  it('gives a top-level column a department from the tree the server offers', async () => {
    const { ue, fb } = setup();
    await rowOf('Company');
    await ue.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    const picker = deptPicker(dialog);
    expect(picker).toBeEnabled();
    expect(within(dialog).getByText('Your own department')).toBeInTheDocument();

    await ue.click(picker);
    await ue.click(await screen.findByTitle('Testing'));
    await ue.type(within(dialog).getByLabelText('Column name'), 'QA');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(projectNavDb.navigation.rows.at(-1)).toMatchObject({
      navName: 'QA',
      parentId: 0,
      deptId: 105,
    });
  });

  it('shows a child column’s department as its parent’s, read-only', async () => {
    const { ue } = setup();
    await ue.click(
      within(await rowOf('Company')).getByRole('button', {
        name: 'Add sub-column Company',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(deptPicker(dialog)).toBeDisabled());
    expect(
      within(dialog).getByText('Same as its parent column'),
    ).toBeInTheDocument();
  });
});
