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
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { ok } from '../../../mocks/handlers/shared';
import { resetRoleMock, roleDb } from '../../../mocks/handlers/system-role';
import { server } from '../../../mocks/node';
import { savedKeys, treeKeys } from '@/components/check-tree';
import { filterTree } from '@/components/tree-panel';
import { useUserStore } from '@/stores/user';
import type { TreeSelect } from '@/types/tree';
import RolePage from '@/views/system/role';
import { spyFeedback } from '../support/feedback';

// antd under jsdom on a busy two-core machine: dialogs take a while.
vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 10_000 });

const MENUS: TreeSelect[] = [
  {
    id: 1,
    label: 'System',
    children: [
      {
        id: 100,
        label: 'Users',
        children: [
          { id: 1000, label: 'Query' },
          { id: 1001, label: 'Add' },
        ],
      },
      { id: 101, label: 'Roles' },
    ],
  },
  { id: 2, label: 'Monitoring' },
];

const ALL = [
  'system:role:list',
  'system:role:query',
  'system:role:add',
  'system:role:edit',
  'system:role:remove',
  'system:role:export',
];

function setup(perms = ALL) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ id: 1, permissions: perms, roles: ['common'] });
  server.use(
    http.get('*/system/menu/treeselect', () => ok({ data: MENUS })),
    http.get('*/system/menu/roleMenuTreeselect/:id', ({ params }) =>
      ok({
        menus: MENUS,
        checkedKeys: (roleDb.menus.get(Number(params.id)) ?? []).filter(
          (k) => k >= 1000,
        ),
      }),
    ),
  );
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <MemoryRouter>
        <RolePage />
      </MemoryRouter>
    </App>,
  );
  return { fb, ue };
}

const table = () => document.querySelector<HTMLElement>('.crud-page table')!;
const keys = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[3]?.textContent);
async function openDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}
/** The checkbox of a tree node by its title. */
function nodeBox(tree: HTMLElement, title: string) {
  const node = within(tree)
    .getByText(title)
    .closest('.ant-tree-treenode') as HTMLElement;
  return node.querySelector('.ant-tree-checkbox') as HTMLElement;
}

describe('system/role view', () => {
  beforeEach(() => resetRoleMock());

  it('validates the role form and saves menus with parent-child linkage, or strictly without', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(keys()).toEqual(['admin', 'common']));
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await openDialog('Add role');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('Role name cannot be empty'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Permission string cannot be empty'),
    ).toBeInTheDocument();
    expect(roleDb.sent).toEqual([]);

    await ue.type(within(dialog).getByLabelText('Role name'), 'Auditors');
    await ue.type(within(dialog).getByLabelText('Permission string'), 'audit');
    const tree = within(dialog).getByRole('tree', {
      name: 'Menu permissions',
    });
    await ue.click(within(dialog).getByText('Expand/Collapse'));
    expect(await within(tree).findByText('Query')).toBeInTheDocument();
    // linked: ticking "Users" ticks its buttons, System becomes half-checked
    await ue.click(nodeBox(tree, 'Users'));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    expect(roleDb.sent[0]).toMatchObject({
      roleName: 'Auditors',
      roleKey: 'audit',
      roleSort: 0,
      status: '0',
      menuCheckStrictly: true,
      menuIds: [1, 100, 1000, 1001],
    });

    // without linkage each node stands alone
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const again = await openDialog('Add role');
    await ue.type(within(again).getByLabelText('Role name'), 'Strict');
    await ue.type(within(again).getByLabelText('Permission string'), 'strict');
    await ue.click(within(again).getByText('Parent-child linkage'));
    const tree2 = within(again).getByRole('tree', {
      name: 'Menu permissions',
    });
    await ue.click(within(again).getByText('Expand/Collapse'));
    await ue.click(nodeBox(tree2, 'Query'));
    await ue.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(roleDb.sent).toHaveLength(2));
    expect(roleDb.sent[1]).toMatchObject({
      menuCheckStrictly: false,
      menuIds: [1000],
    });
    // roles the user does not hold leave their permissions alone
    expect(useUserStore.getState().permissions).toEqual(ALL);
  });

  it('edits a role: its menus come back ticked; select none clears them', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(keys()).toEqual(['admin', 'common']));
    // the super administrator role has no actions
    expect(
      screen.queryByRole('button', { name: 'Edit Super admin' }),
    ).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Edit Editor' }));
    const dialog = await openDialog('Edit role');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Role name')).toHaveValue('Editor'),
    );
    const tree = within(dialog).getByRole('tree', {
      name: 'Menu permissions',
    });
    await ue.click(within(dialog).getByText('Expand/Collapse'));
    await within(tree).findByText('Query');
    expect(nodeBox(tree, 'Query')).toHaveClass('ant-tree-checkbox-checked');
    expect(nodeBox(tree, 'Add')).not.toHaveClass('ant-tree-checkbox-checked');
    await ue.click(within(dialog).getByText('Select all/none'));
    expect(nodeBox(tree, 'Monitoring')).toHaveClass(
      'ant-tree-checkbox-checked',
    );
    await ue.click(within(dialog).getByText('Select all/none'));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(roleDb.sent[0]).toMatchObject({
      roleId: 2,
      version: 0,
      menuIds: [],
    });
    // the signed-in user holds "common": their permissions are reloaded
    await waitFor(() =>
      expect(useUserStore.getState().permissions).toEqual(['*:*:*']),
    );
  });

  it('saves a data scope; custom departments only for the custom scope', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(keys()).toEqual(['admin', 'common']));
    await ue.click(screen.getByRole('button', { name: 'More for Editor' }));
    await ue.click(await screen.findByRole('menuitem', { name: /Data scope/ }));
    const dialog = await openDialog('Assign data scope');
    const tree = await within(dialog).findByRole('tree', {
      name: 'Departments',
    });
    await ue.click(within(dialog).getByText('Expand/Collapse'));
    await within(tree).findByText('Testing');
    expect(nodeBox(tree, 'Testing')).toHaveClass('ant-tree-checkbox-checked');
    await ue.click(nodeBox(tree, 'Development'));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(roleDb.sent[0]).toMatchObject({
      roleId: 2,
      dataScope: '2',
      deptIds: [100, 103, 105],
      deptCheckStrictly: true,
    });

    // another scope sends no departments
    await ue.click(screen.getByRole('button', { name: 'More for Editor' }));
    await ue.click(await screen.findByRole('menuitem', { name: /Data scope/ }));
    const next = await openDialog('Assign data scope');
    await within(next).findByRole('tree', { name: 'Departments' });
    await ue.click(within(next).getByLabelText('Data scope'));
    await ue.click(await screen.findByTitle('Own department'));
    expect(
      within(next).queryByRole('tree', { name: 'Departments' }),
    ).not.toBeInTheDocument();
    // (jsdom keeps the last save's leaving spinner in the button's name)
    await ue.click(within(next).getByRole('button', { name: /OK$/ }));
    await waitFor(() => expect(roleDb.sent).toHaveLength(2));
    expect(roleDb.sent[1]).toMatchObject({ dataScope: '3', deptIds: [] });
  });

  it('keeps the data scope unchangeable until the role has loaded', async () => {
    const { ue } = setup();
    await waitFor(() => expect(keys()).toEqual(['admin', 'common']));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/system/role/:id', async () => {
        await held;
        return undefined;
      }),
    );
    await ue.click(screen.getByRole('button', { name: 'More for Editor' }));
    await ue.click(await screen.findByRole('menuitem', { name: /Data scope/ }));
    const dialog = await openDialog('Assign data scope');
    const select = () =>
      within(dialog).getByLabelText('Data scope').closest('.ant-select');
    // a choice made now would be overwritten by the loaded scope
    expect(select()).toHaveClass('ant-select-disabled');
    release();
    await within(dialog).findByRole('tree', { name: 'Departments' });
    expect(select()).not.toHaveClass('ant-select-disabled');
  });

  it('shows only what the permissions allow', async () => {
    setup(['system:role:list']);
    await waitFor(() => expect(keys()).toEqual(['admin', 'common']));
    for (const name of [/Add/, /Delete/, /Export/, /^edit Edit$/i, /More/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(
      screen.queryByRole('columnheader', { name: 'Actions' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Status of Editor' }),
    ).toBeDisabled();
  });
});

describe('tree helpers', () => {
  it('savedKeys adds the ancestors of checked nodes when linked, in tree order', () => {
    expect(savedKeys(MENUS, [1001], true)).toEqual([1, 100, 1001]);
    expect(savedKeys(MENUS, [1001, 2], true)).toEqual([1, 100, 1001, 2]);
    expect(savedKeys(MENUS, [101, 1001], false)).toEqual([1001, 101]);
    expect(savedKeys(MENUS, [], true)).toEqual([]);
    expect(treeKeys(MENUS)).toEqual([1, 100, 1000, 1001, 101, 2]);
  });

  it('filterTree keeps matches with their ancestors, case-insensitively', () => {
    expect(filterTree(MENUS, 'add')).toEqual([
      {
        id: 1,
        label: 'System',
        children: [
          { id: 100, label: 'Users', children: [{ id: 1001, label: 'Add' }] },
        ],
      },
    ]);
    expect(filterTree(MENUS, '  ')).toEqual(MENUS);
    expect(filterTree(MENUS, 'nothing')).toEqual([]);
  });
});
