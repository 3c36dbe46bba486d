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
import { HashRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { mailDb, resetMailMock } from '../../../mocks/handlers/mail';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import MailOutboxPage from '@/views/monitor/mailOutbox';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = ['monitor:mail:list', 'monitor:mail:query', 'monitor:mail:resend'];

/** The list requests' queries, in order. */
let queries: URLSearchParams[] = [];

function setup(confirm = true, perms = ALL) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(confirm);
  const ue = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  render(
    <HashRouter>
      <App>
        <MailOutboxPage />
      </App>
    </HashRouter>,
  );
  return { fb, ue };
}

/** A row's cells after its checkbox. */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .filter((c) => !c.classList.contains('ant-table-selection-column'));
/** The list's rows (a date picker's calendar, drawn later, is a table too). */
const rows = () =>
  within(screen.getAllByRole('table')[0]).getAllByRole('row').slice(1);
const ids = () => rows().map((r) => cellsOf(r)[0]?.textContent);
const rowOf = (id: number) =>
  rows().find((r) => cellsOf(r)[0]?.textContent === `${id}`)!;

describe('monitor/mailOutbox view', () => {
  beforeEach(() => {
    resetMailMock();
    queries = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/monitor/mail/list')) {
        queries.push(url.searchParams);
      }
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it('lists the mails newest first and sends the filters (status, kind, recipient, time) as the query', async () => {
    const { ue } = setup();
    await waitFor(() => expect(ids()).toEqual(['4', '3', '2', '1']));
    expect(queries[0].get('orderByColumn')).toBe('mailId');
    expect(queries[0].get('isAsc')).toBe('descending');
    const failed = rowOf(2);
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Staff notification')).toBeInTheDocument();
    expect(
      within(failed).getByText(
        '550 5.1.1 <staff@example.com>: Recipient address rejected',
      ),
    ).toBeInTheDocument();

    // the last error in full when the pointer rests on it
    await ue.hover(
      within(failed).getByText(
        '550 5.1.1 <staff@example.com>: Recipient address rejected',
      ),
    );
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '550 5.1.1 <staff@example.com>: Recipient address rejected',
    );

    const search = screen.getByRole('search');
    await ue.click(within(search).getByRole('combobox', { name: 'Status' }));
    await ue.click(await screen.findByTitle('Failed'));
    await ue.click(within(search).getByRole('combobox', { name: 'Kind' }));
    await ue.click(await screen.findByTitle('Staff notification'));
    await ue.type(
      within(search).getByPlaceholderText('Please enter Recipient'),
      'staff',
    );
    // each end of the time range typed and confirmed with Enter
    await ue.type(
      within(search).getByPlaceholderText('Start time'),
      '2026-11-21 00:00:00{Enter}',
    );
    await ue.type(
      within(search).getByPlaceholderText('End time'),
      '2026-11-21 23:59:59{Enter}',
    );
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(ids()).toEqual(['2']));
    const last = queries.at(-1)!;
    expect(last.get('status')).toBe('failed');
    expect(last.get('kind')).toBe('staffNotice');
    expect(last.get('toAddr')).toBe('staff');
    expect(last.get('params[beginTime]')).toBe('2026-11-21 00:00:00');
    expect(last.get('params[endTime]')).toBe('2026-11-21 23:59:59');
  });

  it('resends one mail after a confirm that names its recipient', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(ids()).toHaveLength(4));
    await ue.click(screen.getByRole('button', { name: 'Resend mail 2' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith(
        'Back in the queue: the mail will be sent shortly.',
      ),
    );
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Send the mail to staff@example.com again?',
      }),
    );
    expect(mailDb.outbox.find(2)).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
    await waitFor(() =>
      expect(within(rowOf(2)).getByText('Queued')).toBeInTheDocument(),
    );
  });

  it('resends the selected mails, naming every recipient once; a No changes nothing', async () => {
    const { ue, fb } = setup(false);
    await waitFor(() => expect(ids()).toHaveLength(4));
    const resend = screen.getByRole('button', { name: /^redo Resend$/ });
    expect(resend).toBeDisabled();
    for (const id of [4, 3, 1]) {
      await ue.click(within(rowOf(id)).getByRole('checkbox'));
    }
    await ue.click(resend);
    await waitFor(() =>
      expect(fb.confirm).toHaveBeenCalledWith(
        expect.objectContaining({
          content:
            'Send these 3 mails again? Recipients: visitor@example.com, admin@example.com',
        }),
      ),
    );
    expect(fb.success).not.toHaveBeenCalled();
    expect(mailDb.outbox.find(1)?.status).toBe('sent');

    fb.confirm.mockResolvedValue(true);
    await ue.click(resend);
    await waitFor(() => expect(fb.success).toHaveBeenCalled());
    expect(mailDb.outbox.find(1)?.status).toBe('queued');
    expect(mailDb.outbox.find(3)?.status).toBe('queued');
    expect(mailDb.outbox.find(2)?.status).toBe('failed');
  });

  it('shows a mail in a drawer: its text as sent, its ids and a link to the enquiry', async () => {
    const { ue } = setup();
    await waitFor(() => expect(ids()).toHaveLength(4));
    await ue.click(screen.getByRole('button', { name: 'Details mail 4' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Mail 4')).toBeInTheDocument();
    expect(await within(drawer).findByLabelText('Body')).toHaveTextContent(
      'Dear visitor,',
    );
    expect(
      within(drawer).getByText('<mail-4@example.com>'),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByText('<mail-1@example.com>'),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByRole('link', { name: 'Open enquiry 7' }),
    ).toHaveAttribute('href', '#/project/contacts?contactId=7');
  });

  it('shows a kind it has no name for as stored', async () => {
    mailDb.outbox.update(3, { kind: 'digest' });
    setup();
    await waitFor(() => expect(ids()).toHaveLength(4));
    expect(within(rowOf(3)).getByText('digest')).toBeInTheDocument();
  });

  it('offers no resend and no selection without the resend permission', async () => {
    setup(true, ['monitor:mail:list', 'monitor:mail:query']);
    await waitFor(() => expect(ids()).toHaveLength(4));
    expect(
      screen.queryByRole('button', { name: /Resend/ }),
    ).not.toBeInTheDocument();
    expect(within(rowOf(2)).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
