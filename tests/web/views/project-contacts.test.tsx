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
import ContactsPage from '@/views/project/contacts';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'project:contacts:list',
  'project:contacts:query',
  'project:contacts:edit',
  'project:contacts:export',
];

function setup(perms = ALL) {
  server.use(...projectNavHandlers);
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <ContactsPage />
    </App>,
  );
  return { fb, ue };
}

/** The list (the details drawer holds a table too). */
const table = () => screen.getAllByRole('table')[0];
const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('cell').length > 3);
/** Company names in row order. */
const companies = () =>
  dataRows().map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .find((x) => /Acme|Globex|Initech/.test(x ?? '')),
  );
const rowOf = (company: string) =>
  dataRows().find((r) => within(r).queryByText(company))!;
const search = () => screen.getByRole('search');
/** An option of the open select dropdown. */
const option = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) =>
    el.classList.contains('ant-select-item-option'),
  )!;

describe('project/contacts view', () => {
  beforeEach(() => resetProjectNavMock());

  it('lists enquiries with their handled flag and searches by company, name and flag', async () => {
    const { ue } = setup();
    await waitFor(() =>
      expect(companies()).toEqual(['Acme Ltd', 'Globex', 'Initech']),
    );
    expect(within(rowOf('Globex')).getByText('Handled')).toBeInTheDocument();
    expect(
      within(rowOf('Acme Ltd')).getByText('Unhandled'),
    ).toBeInTheDocument();
    expect(within(rowOf('Acme Ltd')).getByText('SATO')).toBeInTheDocument();

    await ue.type(
      within(search()).getByPlaceholderText('Please enter Company name'),
      'Glob',
    );
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(companies()).toEqual(['Globex']));

    await ue.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(companies()).toHaveLength(3));
    await ue.type(
      within(search()).getByPlaceholderText('Please enter Name'),
      'FURU',
    );
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(companies()).toEqual(['Initech']));

    await ue.click(screen.getByRole('button', { name: /Reset/ }));
    await ue.click(within(search()).getByLabelText('Handled'));
    await ue.click(await option('Unhandled'));
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(companies()).toEqual(['Acme Ltd', 'Initech']));
  });

  it('opens the details with every field the visitor sent, read-only, and saves handled + remark', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(companies()).toHaveLength(3));
    await ue.click(
      within(rowOf('Acme Ltd')).getByRole('button', { name: 'Details 3' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Enquiry 3')).toBeInTheDocument();
    for (const text of [
      'Acme Ltd',
      'Hanako Sato',
      'SATO',
      'sato@example.jp',
      '03-1234-5678',
      '100-0005',
      'Tokyo',
      'Products',
      'Question from Hanako Sato: please send a quote.',
      '2025-03-01 09:00:00',
      '10.0.0.1',
    ]) {
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    }
    // nothing the visitor sent is an input
    expect(within(drawer).queryByDisplayValue('Acme Ltd')).toBeNull();
    expect(within(drawer).getAllByRole('textbox')).toHaveLength(1);

    const handled = within(drawer).getByRole('radio', { name: 'Handled' });
    await ue.click(handled.closest('label')!);
    expect(handled).toBeChecked();
    await ue.type(
      within(drawer).getByLabelText('Internal remark'),
      'Quote sent by mail',
    );
    await ue.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(
      projectNavDb.contacts.rows.find((c) => c.contactId === 3),
    ).toMatchObject({
      companyName: 'Acme Ltd',
      handled: '1',
      remark: 'Quote sent by mail',
      version: 1,
    });
    await waitFor(() =>
      expect(
        within(rowOf('Acme Ltd')).getByText('Handled'),
      ).toBeInTheDocument(),
    );
  });

  it('marks selected enquiries handled in one go, then one back to unhandled', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(companies()).toHaveLength(3));
    const markAll = screen.getByRole('button', {
      name: 'check-circle Mark handled',
    });
    expect(markAll).toBeDisabled();
    await ue.click(within(rowOf('Acme Ltd')).getByRole('checkbox'));
    await ue.click(within(rowOf('Initech')).getByRole('checkbox'));
    await ue.click(markAll);
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Mark enquiry "3,1" as handled?',
      }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Marked as handled'),
    );
    expect(projectNavDb.contacts.rows.map((c) => c.handled)).toEqual([
      '1',
      '1',
      '1',
    ]);
    await waitFor(() =>
      expect(within(rowOf('Initech')).getByText('Handled')).toBeInTheDocument(),
    );

    await ue.click(
      within(rowOf('Globex')).getByRole('button', {
        name: 'Mark unhandled 2',
      }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Marked as unhandled'),
    );
    expect(
      projectNavDb.contacts.rows.find((c) => c.contactId === 2)?.handled,
    ).toBe('0');
  });

  it('exports the current search', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(companies()).toHaveLength(3));
    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/project/contacts/export'))
        bodies.push(await request.clone().text());
    });
    await ue.click(within(search()).getByLabelText('Handled'));
    await ue.click(await option('Handled'));
    await ue.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(bodies).toEqual(['handled=1']));
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('read-only staff see the details but cannot change anything', async () => {
    const { ue } = setup(['project:contacts:list', 'project:contacts:query']);
    await waitFor(() => expect(companies()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /Mark handled/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    await ue.click(
      within(rowOf('Globex')).getByRole('button', { name: 'Details 2' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Taro Yamada')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(drawer).getByLabelText('Internal remark')).toBeDisabled();
  });
});
