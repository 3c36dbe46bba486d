import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  projectNavDb,
  resetProjectNavMock,
} from '../../../mocks/handlers/project-nav';
import {
  ALL,
  companies,
  rowOf,
  setupContacts as setup,
} from '../support/contacts';

/** The drawer of the enquiry opened, once its history is there. */
async function drawer() {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Enquiry received');
  return dialog;
}
const history = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('.contact-history')!;

describe('project/contacts: working an enquiry in its drawer', () => {
  beforeEach(() => resetProjectNavMock());

  it('opens the enquiry the staff mail links to and works it: start, assign to me, a note, then a reply by mail', async () => {
    const { ue, fb } = setup(undefined, '/project/contacts?contactId=3');
    const d = await drawer();
    expect(within(d).getByText('Enquiry 3')).toBeInTheDocument();
    expect(within(d).getByText('New')).toBeInTheDocument();
    // a new enquiry may be started, answered or closed, not reopened
    expect(within(d).queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(
      within(d).getByRole('button', { name: 'Mark answered' }),
    ).toBeInTheDocument();

    await ue.click(within(d).getByRole('button', { name: 'Start' }));
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content: 'Start working on the enquiry from Acme Ltd?',
      }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Now in progress'),
    );
    await within(history(d)).findByText('Status changed to');
    expect(within(history(d)).getByText('In progress')).toBeInTheDocument();
    expect(projectNavDb.contacts.find(3)?.status).toBe('in_progress');
    // the list follows
    await waitFor(() =>
      expect(
        within(rowOf('Acme Ltd')).getByText('In progress'),
      ).toBeInTheDocument(),
    );

    await ue.click(within(d).getByRole('button', { name: 'Assign to me' }));
    await within(history(d)).findByText('Assigned to Administrator');
    expect(projectNavDb.contacts.find(3)).toMatchObject({ assigneeId: 1 });
    expect(
      within(d).queryByRole('button', { name: 'Assign to me' }),
    ).toBeNull();
    await waitFor(() =>
      expect(
        within(rowOf('Acme Ltd')).getByText('Administrator'),
      ).toBeInTheDocument(),
    );

    await ue.type(
      within(d).getByLabelText('Internal note'),
      'Called back, sending the price list',
    );
    await ue.click(within(d).getByRole('button', { name: 'Add note' }));
    await within(history(d)).findByText('Called back, sending the price list');
    expect(within(d).getByLabelText('Internal note')).toHaveValue('');

    const reply = within(d).getByRole('region', { name: 'Reply by mail' });
    expect(within(reply).getByText('sato@example.jp')).toBeInTheDocument();
    expect(within(reply).getByText('000003')).toBeInTheDocument();
    const send = within(reply).getByRole('button', { name: /Send reply/ });
    expect(send).toBeDisabled();
    await ue.type(
      within(reply).getByLabelText('Reply'),
      'Thank you. The price list is attached.',
    );
    await ue.click(send);
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content: 'Send this reply to Acme Ltd (sato@example.jp)?',
      }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Reply queued for sending'),
    );
    await within(history(d)).findByText('Reply sent');
    const sent = within(history(d))
      .getByText('Thank you. The price list is attached.')
      .closest<HTMLElement>('.contact-history__event')!;
    expect(within(sent).getByText('Queued')).toBeInTheDocument();
    expect(projectNavDb.contacts.find(3)).toMatchObject({
      status: 'answered',
      handled: '1',
    });
    // answered: reopen or close
    expect(
      await within(d).findByRole('button', { name: 'Reopen' }),
    ).toBeInTheDocument();
    expect(
      within(d).getByText('First answered').closest('tr'),
    ).toHaveTextContent('2025-04-01 10:00:00');
  });

  it('offers every enabled user as assignee to staff who may not list users', async () => {
    // the enquiry permissions only, not system:user:list
    const { ue } = setup(ALL, '/project/contacts?contactId=3');
    const d = await drawer();
    await ue.click(within(d).getByRole('combobox', { name: 'Assignee' }));
    await ue.click(await screen.findByTitle('Editor (ry)'));
    await within(history(d)).findByText('Assigned to Editor');
    expect(projectNavDb.contacts.find(3)).toMatchObject({ assigneeId: 2 });
  });

  it('shows the server refusing a stale change and loads the enquiry as it is now', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(companies()).toHaveLength(3));
    await ue.click(
      within(rowOf('Initech')).getByRole('button', { name: 'Details 1' }),
    );
    const d = await drawer();
    // someone else starts it meanwhile
    projectNavDb.contacts.update(1, { status: 'in_progress', version: 4 });
    await ue.click(within(d).getByRole('button', { name: 'Close enquiry' }));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Someone else changed this enquiry after you opened it.',
      ),
    );
    expect(projectNavDb.contacts.find(1)?.status).toBe('in_progress');
    // now shown as in progress: no Start any more
    await waitFor(() =>
      expect(within(d).queryByRole('button', { name: 'Start' })).toBeNull(),
    );
    expect(within(d).getAllByText('In progress').length).toBeGreaterThan(0);
  });

  it('offers no reply for a closed enquiry, only reopening it', async () => {
    projectNavDb.contacts.update(2, { status: 'closed' });
    const { ue } = setup(undefined, '/project/contacts?contactId=2');
    const d = await drawer();
    expect(within(d).getByText('Closed')).toBeInTheDocument();
    expect(
      within(d).queryByRole('region', { name: 'Reply by mail' }),
    ).toBeNull();
    await ue.click(within(d).getByRole('button', { name: 'Reopen' }));
    await within(history(d)).findByText('Status changed to');
    expect(projectNavDb.contacts.find(2)?.status).toBe('in_progress');
    expect(
      await within(d).findByRole('region', { name: 'Reply by mail' }),
    ).toBeInTheDocument();
  });

  it('keeps an internal remark with the enquiry (RuoYi field), its status untouched', async () => {
    const { ue, fb } = setup(undefined, '/project/contacts?contactId=3');
    const d = await drawer();
    await ue.click(within(d).getByRole('button', { name: 'Mark answered' }));
    await within(history(d)).findByText('Status changed to');
    await ue.type(
      within(d).getByLabelText('Internal remark'),
      'Quote sent by mail',
    );
    await ue.click(within(d).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(projectNavDb.contacts.find(3)).toMatchObject({
      remark: 'Quote sent by mail',
      handled: '1',
      status: 'answered',
      version: 2,
    });
    await waitFor(() =>
      expect(within(d).getByLabelText('Internal remark')).toHaveValue(
        'Quote sent by mail',
      ),
    );
  });

  it('asks before dropping a remark, note or reply not yet saved or sent', async () => {
    const { ue, fb } = setup(undefined, '/project/contacts?contactId=3');
    for (const [label, text] of [
      ['Internal remark', 'Half a remark'],
      ['Internal note', 'Half a note'],
      ['Reply', 'Half a reply'],
    ] as const) {
      fb.confirm.mockClear();
      fb.confirm.mockResolvedValueOnce(false); // keep editing
      const d = await drawer();
      await ue.type(within(d).getByLabelText(label), text);
      await ue.click(within(d).getByRole('button', { name: 'Close' }));
      await waitFor(() =>
        expect(fb.confirm).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Discard changes?' }),
        ),
      );
      expect(within(d).getByLabelText(label)).toHaveValue(text);
      await ue.clear(within(d).getByLabelText(label));
    }
  });
});
