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
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import ConsultingItemPage from '@/views/project/consultingItem';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const PERMS = ['list', 'query', 'add', 'edit', 'remove'].map(
  (p) => `project:consultingItem:${p}`,
);

const ADMIN = {
  userId: 1,
  userName: 'admin',
  nickName: 'Admin',
  email: 'admin@example.com',
};
const SATO = {
  userId: 2,
  userName: 'sato',
  nickName: 'Sato',
  email: 'sato@example.com',
};
const PRODUCTS = {
  itemId: 1,
  itemName: 'Products',
  deptId: 100,
  deptName: 'Head office',
  orderNum: 1,
  status: '0',
  recipients: [ADMIN],
  remark: null,
  createTime: '2026-11-01 10:00:00',
  version: 3,
};
const OTHER = {
  ...PRODUCTS,
  itemId: 2,
  itemName: 'Other',
  orderNum: 2,
  recipients: [],
  version: 0,
};

/** The bodies the screen sent, by method. */
let sent: { post: unknown[]; put: unknown[] };

function setup() {
  sent = { post: [], put: [] };
  server.use(
    http.get('*/project/consultingItem/list', () =>
      HttpResponse.json({
        code: 200,
        msg: '',
        rows: [PRODUCTS, OTHER],
        total: 2,
      }),
    ),
    http.get('*/project/consultingItem/deptTree', () =>
      HttpResponse.json({
        code: 200,
        msg: '',
        data: [
          {
            id: 100,
            label: 'Head office',
            children: [{ id: 105, label: 'QA' }],
          },
        ],
      }),
    ),
    http.get('*/project/consultingItem/recipientOptions', () =>
      HttpResponse.json({ code: 200, msg: '', data: [ADMIN, SATO] }),
    ),
    http.get('*/project/consultingItem/:id', () =>
      HttpResponse.json({ code: 200, msg: '', data: PRODUCTS }),
    ),
    http.post('*/project/consultingItem', async ({ request }) => {
      sent.post.push(await request.json());
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
    http.put('*/project/consultingItem', async ({ request }) => {
      sent.put.push(await request.json());
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
  );
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: PERMS, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <ConsultingItemPage />
    </App>,
  );
  return { fb, ue };
}

const rowOf = (name: string) =>
  waitFor(() => {
    const row = screen
      .getAllByRole('row')
      .find((r) => within(r).queryByText(name));
    expect(row).toBeDefined();
    return row!;
  });

describe('project/consultingItem view', () => {
  it('lists the items with their department and the staff told, or that nobody is', async () => {
    setup();
    const products = await rowOf('Products');
    expect(within(products).getByText('Head office')).toBeInTheDocument();
    expect(
      within(products).getByText('Admin <admin@example.com>'),
    ).toBeInTheDocument();
    expect(within(products).getByText('Normal')).toBeInTheDocument();
    const other = await rowOf('Other');
    expect(within(other).getByText('Nobody is told')).toBeInTheDocument();
  });

  it('adds an item with a department from the tree and recipients shown with their address', async () => {
    const { ue, fb } = setup();
    await rowOf('Products');
    await ue.click(screen.getByRole('button', { name: /^plus Add$/i }));
    const dialog = await screen.findByRole('dialog');
    await ue.type(within(dialog).getByLabelText('Item name'), 'Partners');
    await ue.click(within(dialog).getByLabelText('Department'));
    await ue.click(await screen.findByTitle('QA'));
    await ue.click(within(dialog).getByLabelText('Recipients'));
    await ue.click(await screen.findByTitle('Sato (sato) <sato@example.com>'));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalled());
    expect(sent.post).toEqual([
      {
        itemName: 'Partners',
        deptId: 105,
        orderNum: 0,
        status: '0',
        recipientIds: [2],
        remark: '',
      },
    ]);
  });

  it('edits an item with its recipients chosen, sending ids and the version only', async () => {
    const { ue, fb } = setup();
    const products = await rowOf('Products');
    await ue.click(within(products).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Item name')).toHaveValue(
        'Products',
      ),
    );
    expect(
      within(dialog).getByTitle('Admin (admin) <admin@example.com>'),
    ).toBeInTheDocument();
    await ue.click(within(dialog).getByLabelText('Recipients'));
    await ue.click(await screen.findByTitle('Sato (sato) <sato@example.com>'));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalled());
    expect(sent.put).toEqual([
      {
        itemId: 1,
        version: 3,
        itemName: 'Products',
        deptId: 100,
        orderNum: 1,
        status: '0',
        recipientIds: [1, 2],
        remark: null,
      },
    ]);
  });
});
