import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  projectNavDb,
  resetProjectNavMock,
} from '../../../mocks/handlers/project-nav';
import { server } from '../../../mocks/node';
import {
  companies,
  option,
  rowOf,
  search,
  setupContacts as setup,
  table,
} from '../support/contacts';

describe('project/contacts view', () => {
  beforeEach(() => resetProjectNavMock());

  it('lists enquiries with their status, assignee and handled flag and searches by company, name and status', async () => {
    const { ue } = setup();
    await waitFor(() =>
      expect(companies()).toEqual(['Acme Ltd', 'Globex', 'Initech']),
    );
    expect(within(rowOf('Globex')).getByText('Handled')).toBeInTheDocument();
    expect(within(rowOf('Globex')).getByText('Answered')).toBeInTheDocument();
    expect(
      within(rowOf('Acme Ltd')).getByText('Unhandled'),
    ).toBeInTheDocument();
    expect(within(rowOf('Acme Ltd')).getByText('New')).toBeInTheDocument();
    expect(
      within(rowOf('Acme Ltd')).getByText('Unassigned'),
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
    await ue.click(within(search()).getByLabelText('Status'));
    await ue.click(await option('New'));
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(companies()).toEqual(['Acme Ltd', 'Initech']));
  });

  it('filters to the enquiries assigned to me or about my items, also from the link ?mine=1', async () => {
    projectNavDb.contacts.update(1, { itemId: 2 });
    projectNavDb.contacts.update(2, { itemId: 2, assigneeId: 1 });
    const { ue } = setup(undefined, '/project/contacts?mine=1');
    const mine = await screen.findByRole('checkbox', {
      name: 'Assigned to me / my items',
    });
    expect(mine).toBeChecked();
    // Acme is about item 1 (admin receives it), Globex is assigned to admin
    await waitFor(() => expect(companies()).toEqual(['Acme Ltd', 'Globex']));
    await ue.click(mine);
    await waitFor(() => expect(companies()).toHaveLength(3));
  });

  it('marks selected enquiries handled in one go, naming their companies, then one back to unhandled', async () => {
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
        content: 'Mark the 2 enquiries from Acme Ltd, Initech as handled?',
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
    expect(within(rowOf('Initech')).getByText('Answered')).toBeInTheDocument();

    await ue.click(
      within(rowOf('Globex')).getByRole('button', {
        name: 'Mark unhandled 2',
      }),
    );
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content: 'Mark the enquiry from Globex as unhandled?',
      }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Marked as unhandled'),
    );
    expect(projectNavDb.contacts.find(2)).toMatchObject({
      handled: '0',
      status: 'in_progress',
    });
  });

  it('names the contact in the prompt when there is no company', async () => {
    projectNavDb.contacts.update(3, { companyName: '' });
    const { ue, fb } = setup();
    await waitFor(() =>
      expect(companies()).toEqual([undefined, 'Globex', 'Initech']),
    );
    await ue.click(screen.getByRole('button', { name: 'Mark handled 3' }));
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Mark the enquiry from Hanako Sato as handled?',
      }),
    );
  });

  it('exports the current search under the file name the server gives', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(companies()).toHaveLength(3));
    const bodies: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/project/contacts/export'))
        bodies.push(await request.clone().text());
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await ue.click(within(search()).getByLabelText('Status'));
    await ue.click(await option('Answered'));
    await ue.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(bodies).toEqual(['status=answered']));
    await waitFor(() => expect(saved).toEqual(['enquiries_2025-04-01.xlsx']));
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
    expect(within(drawer).getByLabelText('Assignee')).toBeDisabled();
    for (const name of ['Reopen', 'Send reply', 'Add note']) {
      expect(within(drawer).queryByRole('button', { name })).toBeNull();
    }
    expect(within(drawer).queryByLabelText('Reply')).toBeNull();
  });
});
