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
import { deptDb, resetDeptMock } from '../../../mocks/handlers/system-dept';
import { useUserStore } from '@/stores/user';
import DeptPage from '@/views/system/dept';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'system:dept:list',
  'system:dept:query',
  'system:dept:add',
  'system:dept:edit',
  'system:dept:remove',
];

function setup(perms = ALL) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  // antd's motion leaves pointer-events: none on rows for a moment under jsdom.
  const ue = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  render(
    <App>
      <DeptPage />
    </App>,
  );
  return { fb, ue };
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent?.trim());

describe('system/dept view', () => {
  beforeEach(() => resetDeptMock());

  it('shows the departments as an expanded tree, collapses and filters', async () => {
    const { ue } = setup();
    await waitFor(() =>
      expect(names()).toEqual([
        'Head office',
        'Shenzhen',
        'Research',
        'Testing',
        'Changsha',
      ]),
    );
    await ue.click(screen.getByRole('button', { name: /Expand\/Collapse/ }));
    await waitFor(() => expect(names()).toEqual(['Head office']));
    await ue.type(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Department name',
      ),
      'Research',
    );
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(names()).toEqual(['Research']));
  });

  it('adds a child department from a row, with the parent preselected', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(5));
    const row = screen
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Research'))!;
    await ue.click(within(row).getByRole('button', { name: 'Add Research' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add department')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getAllByText('Research').length).toBeGreaterThan(0),
    );
    await ue.type(within(dialog).getByLabelText('Department name'), 'Frontend');
    await ue.type(within(dialog).getByLabelText('Phone'), '12');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('Please enter a correct phone number'),
    ).toBeInTheDocument();
    await ue.clear(within(dialog).getByLabelText('Phone'));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    expect(deptDb.rows.at(-1)).toMatchObject({
      deptName: 'Frontend',
      parentId: 103,
      ancestors: '0,100,101,103',
    });
    await waitFor(() => expect(names()).toContain('Frontend'));
  });

  it('asks before deleting and shows the server warning for a department with children', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(5));
    await ue.click(screen.getByRole('button', { name: 'Delete Shenzhen' }));
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Delete department name "Shenzhen"?',
      }),
    );
    await waitFor(() =>
      expect(fb.warning).toHaveBeenCalledWith(
        'The department has sub-departments and cannot be deleted',
      ),
    );
    await ue.click(screen.getByRole('button', { name: 'Delete Testing' }));
    await waitFor(() => expect(names()).not.toContain('Testing'));
    // the root has no delete button
    expect(
      screen.queryByRole('button', { name: 'Delete Head office' }),
    ).not.toBeInTheDocument();
  });

  it('offers only the permitted actions', async () => {
    setup(['system:dept:list', 'system:dept:edit']);
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(
      screen.getByRole('button', { name: 'Edit Research' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add Research' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Delete Research' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^plus Add$/ }),
    ).not.toBeInTheDocument();
  });
});
