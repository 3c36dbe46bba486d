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
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { resetUserMock, userDb } from '../../../mocks/handlers/system-user';
import { server } from '../../../mocks/node';
import i18n from '@/lib/i18n';
import { useUserStore } from '@/stores/user';
import UserPage from '@/views/system/user';
import { passwordProblem } from '@/views/system/user/user-rules';
import { spyFeedback } from '../support/feedback';

// antd under jsdom on a busy two-core machine: dialogs take a while.
vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'system:user:list',
  'system:user:query',
  'system:user:add',
  'system:user:edit',
  'system:user:remove',
  'system:user:export',
  'system:user:import',
  'system:user:resetPwd',
];

function setup(perms = ALL, confirm = true) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ id: 1, permissions: perms, roles: ['common'] });
  const fb = spyFeedback(confirm);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <MemoryRouter>
        <UserPage />
      </MemoryRouter>
    </App>,
  );
  return { fb, ue };
}

/** The user table (not the import report). */
const table = () =>
  document.querySelector<HTMLElement>('.user-page-main table')!;
const accounts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text))!;
async function openDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

describe('system/user view', () => {
  beforeEach(() => resetUserMock());

  it('lists users with their departments; the department tree filters', async () => {
    const { ue } = setup();
    await waitFor(() => expect(accounts()).toEqual(['admin', 'ry']));
    expect(within(rowOf('ry')).getByText('Testing')).toBeInTheDocument();
    const tree = screen.getByRole('tree', { name: 'Departments' });
    await ue.click(within(tree).getByText('Testing'));
    await waitFor(() => expect(accounts()).toEqual(['ry']));
    // clicking the selected department again clears the filter
    await ue.click(within(tree).getByText('Testing'));
    await waitFor(() => expect(accounts()).toEqual(['admin', 'ry']));
    // the tree's search keeps matches and their parents
    await ue.type(
      screen.getByPlaceholderText('Please enter a department name'),
      'fin',
    );
    expect(within(tree).getByText('Finance')).toBeInTheDocument();
    expect(within(tree).getByText('Head office')).toBeInTheDocument();
    expect(within(tree).queryByText('Testing')).not.toBeInTheDocument();
  });

  it('checks the add form by the rules before anything is sent', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(accounts()).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await openDialog('Add user');
    const field = (label: string) => within(dialog).getByLabelText(label);
    // the initial password comes from sys.user.initPassword
    await waitFor(() => expect(field('Password')).toHaveValue('123456'));
    await ue.clear(field('Password'));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    for (const msg of [
      'Nickname cannot be empty',
      'Account cannot be empty',
      'Password cannot be empty',
    ]) {
      expect(await within(dialog).findByText(msg)).toBeInTheDocument();
    }

    const cases: [string, string, string][] = [
      ['Account', 'a', 'The account must be 2 to 20 characters long'],
      ['Account', 'a b', 'The account cannot contain spaces, quotes, < > or &'],
      ['Password', '1234', 'The password must be 5 to 20 characters long'],
      [
        'Password',
        'abc<12',
        `The password cannot contain the characters < > " ' \\ |`,
      ],
      ['Email', 'not-mail', 'Please enter a valid email address'],
      [
        'Phone number',
        '12ab',
        'Please enter a valid phone number (digits only, at most 11)',
      ],
    ];
    for (const [label, value, msg] of cases) {
      await ue.clear(field(label));
      await ue.type(field(label), value);
      expect(await within(dialog).findByText(msg)).toBeInTheDocument();
    }
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(userDb.sent).toEqual([]);

    await ue.type(field('Nickname'), 'Carol');
    await ue.clear(field('Account'));
    await ue.type(field('Account'), 'carol');
    await ue.clear(field('Password'));
    await ue.type(field('Password'), 'carol-pw');
    await ue.clear(field('Email'));
    await ue.type(field('Email'), 'carol@example.com');
    await ue.clear(field('Phone number'));
    await ue.type(field('Phone number'), '13800000000');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    expect(userDb.sent[0]).toMatchObject({
      userName: 'carol',
      nickName: 'Carol',
      password: 'carol-pw',
      email: 'carol@example.com',
      phonenumber: '13800000000',
      sex: '0',
      status: '0',
      postIds: [],
      roleIds: [],
    });
    await waitFor(() => expect(accounts()).toEqual(['admin', 'ry', 'carol']));
  });

  it('keeps the add form closed to typing until its initial values have arrived', async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    // the initial password answers only once released
    server.use(
      http.get('*/system/config/configKey/:key', async () => {
        await arrived;
      }),
    );
    const { ue } = setup();
    await waitFor(() => expect(accounts()).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await openDialog('Add user');
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Nickname')).toBeDisabled();
    release();
    await waitFor(() => expect(field('Nickname')).toBeEnabled());
    // antd's Spin stops one render after the form is enabled; until then
    // its blurred container takes no pointer (a user sees it still busy)
    await waitFor(() =>
      expect(dialog.querySelector('[aria-busy="true"]')).toBeNull(),
    );
    await ue.type(field('Nickname'), 'Dup');
    expect(field('Nickname')).toHaveValue('Dup');
    expect(field('Password')).toHaveValue('123456');
  });

  it('edits without account or password fields and sends the loaded version back', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(accounts()).toHaveLength(2));
    // the super administrator's row has no actions; nobody deletes themself
    expect(
      within(rowOf('admin')).queryByRole('button', { name: /Edit/ }),
    ).not.toBeInTheDocument();
    expect(
      within(rowOf('admin')).getByRole('switch', { name: 'Status of admin' }),
    ).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: 'Edit ry' }));
    const dialog = await openDialog('Edit user');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nickname')).toHaveValue('Editor'),
    );
    expect(within(dialog).queryByLabelText('Account')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await ue.type(within(dialog).getByLabelText('Nickname'), ' B');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(userDb.sent[0]).toMatchObject({
      userId: 2,
      nickName: 'Editor B',
      version: 0,
      roleIds: [2],
      postIds: [2],
    });
    expect(userDb.sent[0]).not.toHaveProperty('password');
  });

  it('asks before switching a status and resets a password by the rules', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(accounts()).toHaveLength(2));
    await ue.click(screen.getByRole('switch', { name: 'Status of ry' }));
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Do you want to disable user "ry"?',
      }),
    );
    await waitFor(() => expect(userDb.rows[1].status).toBe('1'));
    expect(fb.success).toHaveBeenCalledWith('Disabled');

    await ue.click(screen.getByRole('button', { name: 'More for ry' }));
    await ue.click(
      await screen.findByRole('menuitem', { name: /Reset password/ }),
    );
    const dialog = await openDialog('Reset password');
    const input = within(dialog).getByLabelText(
      'Please enter the new password for "ry"',
    );
    await ue.type(input, 'ab|cd1');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText(
        `The password cannot contain the characters < > " ' \\ |`,
      ),
    ).toBeInTheDocument();
    expect(userDb.rows[1].password).toBeUndefined();
    await ue.clear(input);
    await ue.type(input, 'good-pw1');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(userDb.rows[1].password).toBe('good-pw1'));
    expect(fb.success).toHaveBeenCalledWith(
      'Password changed. The new password is: good-pw1',
    );
  });

  it('shows the import report row by row', async () => {
    const { ue } = setup();
    await waitFor(() => expect(accounts()).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: /Import/ }));
    const dialog = await openDialog('Import users');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await ue.upload(
      input,
      new File(['x'], 'users.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await ue.click(within(dialog).getByRole('checkbox'));
    await ue.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('table', {
      name: 'Import result',
    });
    expect(
      within(dialog).getByText('Import failed! 1 row(s) are not valid:'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('1 added, 0 updated, 1 failed'),
    ).toBeInTheDocument();
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2new1AddedAccount new1 imported',
      '3badFailedRow 3, account bad: Nickname cannot be empty',
    ]);
  });

  it('shows only what the permissions allow', async () => {
    setup(['system:user:list']);
    await waitFor(() => expect(accounts()).toHaveLength(2));
    for (const name of [/Add/, /Delete/, /Export/, /Import/, /^edit Edit$/i]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(
      screen.queryByRole('columnheader', { name: 'Actions' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Status of ry' })).toBeDisabled();
  });
});

describe('user password rules', () => {
  const t = i18n.t.bind(i18n);
  it('accepts 5 to 20 characters without < > " \' \\ |', () => {
    expect(passwordProblem('12345', t)).toBeNull();
    expect(passwordProblem('a'.repeat(20), t)).toBeNull();
    expect(passwordProblem('1234', t)).toBe(
      'The password must be 5 to 20 characters long',
    );
    expect(passwordProblem('a'.repeat(21), t)).toBe(
      'The password must be 5 to 20 characters long',
    );
    for (const c of ['<', '>', '"', "'", '\\', '|']) {
      expect(passwordProblem(`abcde${c}`, t)).toBe(
        `The password cannot contain the characters < > " ' \\ |`,
      );
    }
  });
});
