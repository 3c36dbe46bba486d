/** The enquiries screen rendered for a test, and ways to find its parts. */
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { projectNavHandlers } from '../../../mocks/handlers/project-nav';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import ContactsPage from '@/views/project/contacts';
import { spyFeedback } from './feedback';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

export const ALL = [
  'project:contacts:list',
  'project:contacts:query',
  'project:contacts:edit',
  'project:contacts:reply',
  'project:contacts:export',
];

/** The screen for `account` (admin: user 1) holding `perms`, at `path`. */
export function setupContacts(
  perms = ALL,
  path = '/project/contacts',
  account: 'admin' | 'ry' = 'admin',
) {
  server.use(...projectNavHandlers);
  Cookies.set('Admin-Token', createSession(account));
  useUserStore.setState({
    id: account === 'admin' ? 1 : 2,
    name: account,
    nickName: account === 'admin' ? 'Administrator' : 'Editor',
    permissions: perms,
    roles: ['common'],
  });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App>
        <ContactsPage />
      </App>
    </MemoryRouter>,
  );
  return { fb, ue };
}

/** The list (the details drawer holds a table too). */
export const table = () => screen.getAllByRole('table')[0];
export const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('cell').length > 3);
/** Company names in row order. */
export const companies = () =>
  dataRows().map((r) =>
    within(r)
      .getAllByRole('cell')
      .map((c) => c.textContent)
      .find((x) => /Acme|Globex|Initech/.test(x ?? '')),
  );
export const rowOf = (company: string) =>
  dataRows().find((r) => within(r).queryByText(company))!;
export const search = () => screen.getByRole('search');
/** An option of the open select dropdown. */
export const option = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) =>
    el.classList.contains('ant-select-item-option'),
  )!;
