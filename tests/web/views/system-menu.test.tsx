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
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { menuDb, resetMenuMock } from '../../../mocks/handlers/system-menu';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import MenuPage from '@/views/system/menu';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'system:menu:list',
  'system:menu:query',
  'system:menu:add',
  'system:menu:edit',
  'system:menu:remove',
];

function setup(perms = ALL) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  render(
    <App>
      <MenuPage />
    </App>,
  );
  return { fb, ue };
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent?.trim());
const rowOf = (text: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text))!;
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

describe('system/menu view', () => {
  beforeEach(() => resetMenuMock());

  it('shows the top level collapsed, expands and collapses all, filters by name and status', async () => {
    const { ue } = setup();
    await waitFor(() => expect(names()).toEqual(['System', 'Monitor']));
    await ue.click(screen.getByRole('button', { name: /Expand\/Collapse/ }));
    await waitFor(() =>
      expect(names()).toEqual(['System', 'Users', 'Query', 'Logs', 'Monitor']),
    );
    expect(within(rowOf('Logs')).getByText('Disabled')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: /Expand\/Collapse/ }));
    await waitFor(() => expect(names()).toEqual(['System', 'Monitor']));

    await ue.type(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Menu name',
      ),
      'user',
    );
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(names()).toEqual(['Users']));
    await ue.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(names()).toEqual(['System', 'Monitor']));
  });

  it('opens every row when Expand/Collapse is pressed before the list has arrived', async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    // the list answers only once released (then the usual mock answers)
    server.use(
      http.get('*/system/menu/list', async () => {
        await arrived;
      }),
    );
    const { ue } = setup();
    await ue.click(screen.getByRole('button', { name: /Expand\/Collapse/ }));
    release();
    await waitFor(() =>
      expect(names()).toEqual(['System', 'Users', 'Query', 'Logs', 'Monitor']),
    );
  });

  it('shows the fields of each type and adds a menu under a row', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(2));
    await ue.click(
      within(rowOf('System')).getByRole('button', { name: 'Add System' }),
    );
    const dialog = await dialogTitled('Add menu');
    // a directory: route address, no component or permission
    expect(within(dialog).getByLabelText(/Route address/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Component path/)).toBeNull();
    expect(within(dialog).queryByLabelText(/Permission string/)).toBeNull();
    // a button: permission only
    await ue.click(within(dialog).getByLabelText('Button'));
    await waitFor(() =>
      expect(within(dialog).queryByLabelText(/Route address/)).toBeNull(),
    );
    expect(
      within(dialog).getByLabelText(/Permission string/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Icon')).toBeNull();
    // a menu: component, parameters, cache too
    await ue.click(within(dialog).getByLabelText('Menu'));
    await waitFor(() =>
      expect(
        within(dialog).getByLabelText(/Component path/),
      ).toBeInTheDocument(),
    );
    expect(
      within(dialog).getByLabelText(/Route parameters/),
    ).toBeInTheDocument();

    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('Menu name cannot be empty'),
    ).toBeInTheDocument();
    await ue.type(within(dialog).getByLabelText('Menu name'), 'Reports');
    await ue.type(within(dialog).getByLabelText(/Route address/), 'reports');
    await ue.type(
      within(dialog).getByLabelText(/Component path/),
      'system/config/index',
    );
    await ue.type(within(dialog).getByLabelText(/Route parameters/), 'x=1');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('Route parameters must be a JSON object'),
    ).toBeInTheDocument();
    await ue.clear(within(dialog).getByLabelText(/Route parameters/));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    expect(menuDb.rows.at(-1)).toMatchObject({
      menuName: 'Reports',
      parentId: 1,
      menuType: 'C',
      path: 'reports',
      component: 'system/config/index',
    });
  });

  it('refuses an external link that does not start with http(s):// before calling the server', async () => {
    const { ue } = setup();
    await waitFor(() => expect(names()).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: /^plus Add$/ }));
    const dialog = await dialogTitled('Add menu');
    await ue.type(within(dialog).getByLabelText('Menu name'), 'Docs');
    await ue.click(within(dialog).getByLabelText('Yes'));
    await ue.type(
      within(dialog).getByLabelText(/Route address/),
      'docs.example.com',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText(
        'The address must start with http:// or https://',
      ),
    ).toBeInTheDocument();
    expect(menuDb.rows).toHaveLength(5);
  });

  it('edits the loaded menu with its icon and version; shows the server refusal to delete', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(2));
    await ue.click(
      within(rowOf('Monitor')).getByRole('button', { name: 'Edit Monitor' }),
    );
    const dialog = await dialogTitled('Edit menu');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Menu name')).toHaveValue('Monitor'),
    );
    await ue.click(within(dialog).getByLabelText('Icon'));
    await ue.click(await screen.findByTitle('chart'));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(menuDb.rows.find((m) => m.menuId === 2)).toMatchObject({
      icon: 'chart',
      version: 1,
    });

    await ue.click(
      within(rowOf('System')).getByRole('button', { name: 'Delete System' }),
    );
    await waitFor(() =>
      expect(fb.warning).toHaveBeenCalledWith(
        'The menu has submenus and cannot be deleted',
      ),
    );
    expect(menuDb.rows).toHaveLength(5);
    await ue.click(
      within(rowOf('Monitor')).getByRole('button', { name: 'Delete Monitor' }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Deleted successfully'),
    );
    await waitFor(() => expect(names()).toEqual(['System']));
  });

  it('shows no add, edit or delete controls without the permissions', async () => {
    setup(['system:menu:list']);
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^plus Add$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit System/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
