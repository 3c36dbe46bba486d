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
  projectContentDb,
  projectContentHandlers,
  resetProjectContentMock,
} from '../../../mocks/handlers/project-content';
import {
  projectNavDb,
  projectNavHandlers,
  resetProjectNavMock,
} from '../../../mocks/handlers/project-nav';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import type { ProjectNavigation } from '@/types/navigation';
import ProductPage from '@/views/project/product';
import { spyFeedback } from '../support/feedback';

// The dialogs are large and the machine is shared: typing takes a while.
vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 10_000 });

// TinyMCE does not run in jsdom: a plain text area stands in for it.
vi.mock('@/components/editor/tinymce-editor', () => ({
  default: (props: { value?: string; onChange?: (html: string) => void }) => (
    <textarea
      aria-label="Rich text"
      value={props.value ?? ''}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  ),
}));

const ALL = [
  'project:product:list',
  'project:product:query',
  'project:product:add',
  'project:product:edit',
  'project:product:remove',
  'project:product:export',
];

/** Product columns next to the navigation mock's other columns. */
const column = (
  navId: number,
  parentId: number,
  navName: string,
): ProjectNavigation => ({
  navId,
  parentId,
  ancestors: parentId ? `0,${parentId}` : '0',
  navName,
  navType: '3',
  recordCategory: 'product',
  showInNav: '1',
  orderNum: navId,
  status: '0',
  version: 0,
});

function setup(perms = ALL) {
  server.use(...projectNavHandlers, ...projectContentHandlers);
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <ProductPage />
    </App>,
  );
  return { fb, ue };
}

async function fill(
  ue: ReturnType<typeof userEvent.setup>,
  el: HTMLElement,
  text: string,
) {
  await ue.click(el);
  await ue.paste(text);
}

const table = () => screen.getByRole('table');
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('.content-title__text')?.textContent);
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name))!;
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(within(dialog).getByText(title)).toBeInTheDocument(),
  );
  return dialog;
}

describe('project/product view', () => {
  beforeEach(() => {
    resetProjectNavMock();
    resetProjectContentMock();
    projectNavDb.navigation.rows.push(
      column(20, 0, 'Products'),
      column(21, 20, 'Scanners'),
      column(22, 20, 'Software'),
    );
  });

  it('lists products with image, flags and column; the tree holds product columns only', async () => {
    const { ue } = setup();
    await waitFor(() =>
      expect(names()).toEqual(['Scanner SC-100', 'Printer PR-200']),
    );
    const sc = rowOf('Scanner SC-100');
    expect(within(sc).getByText('New')).toBeInTheDocument();
    expect(within(sc).getByText('Pinned')).toBeInTheDocument();
    expect(within(sc).getByText('Scanners')).toBeInTheDocument();
    expect(
      within(sc).getByRole('img', { name: 'Scanner SC-100' }),
    ).toHaveAttribute(
      'src',
      expect.stringMatching(/\/profile\/upload\/demo\/p\.png$/),
    );
    expect(within(rowOf('Printer PR-200')).queryByText('New')).toBeNull();

    const tree = screen.getByRole('tree', { name: 'Columns' });
    expect(within(tree).getByText('Scanners')).toBeInTheDocument();
    expect(within(tree).queryByText('News')).toBeNull();
    await ue.click(within(tree).getByText('Software'));
    await waitFor(() =>
      expect(table().querySelector('.ant-table-placeholder')).not.toBeNull(),
    );
    await ue.click(within(tree).getByText('Products'));
    await waitFor(() => expect(names()).toHaveLength(2));
  });

  it('adds a product with key points, images and a content block under the selected column', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(2));
    await ue.click(
      within(screen.getByRole('tree', { name: 'Columns' })).getByText(
        'Software',
      ),
    );
    await waitFor(() =>
      expect(table().querySelector('.ant-table-placeholder')).not.toBeNull(),
    );
    await ue.click(screen.getByRole('button', { name: /^plus Add$/ }));
    const dialog = await dialogTitled('Add product');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText('Product name cannot be empty'),
    ).toBeInTheDocument();
    expect(projectContentDb.sent).toEqual([]);

    // the list's column is preset
    expect(
      within(dialog)
        .getByRole('combobox', { name: 'Column' })
        .closest('.ant-select'),
    ).toHaveTextContent('Software');
    await fill(ue, within(dialog).getByLabelText('Product name'), 'Cloud ERP');
    await fill(ue, within(dialog).getByLabelText('Size'), '-');
    await fill(
      ue,
      within(dialog).getByLabelText('Key points'),
      'Fast setup\nAPI',
    );
    const isNew = within(dialog)
      .getByText('New product', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    await ue.click(within(isNew).getByLabelText('Yes'));
    const editor = await within(dialog).findByRole('textbox', {
      name: 'Rich text',
    });
    await ue.click(editor);
    await ue.paste('<p>All in <b>one</b></p>');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(projectContentDb.sent).toEqual([
      {
        method: 'POST',
        path: 'product',
        body: expect.objectContaining({
          navId: 22,
          productName: 'Cloud ERP',
          size: '-',
          keyPoints: 'Fast setup\nAPI',
          isNew: '1',
          pinned: '0',
          contentBlock: '<p>All in <b>one</b></p>',
          mainImage: '',
          images: '',
        }),
      },
    ]);
    await waitFor(() => expect(names()).toEqual(['Cloud ERP']));
  });

  it('edits the loaded product with its version and shows its images; a stale save keeps the dialog open', async () => {
    projectContentDb.products.rows[1].images =
      '/profile/upload/a.png,/profile/upload/b.png';
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(2));
    await ue.click(
      within(rowOf('Printer PR-200')).getByRole('button', {
        name: 'Edit Printer PR-200',
      }),
    );
    const dialog = await dialogTitled('Edit product');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Product name')).toHaveValue(
        'Printer PR-200',
      ),
    );
    const images = within(dialog)
      .getByText('Images', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    expect(
      images.querySelectorAll('.ant-upload-list-item-container'),
    ).toHaveLength(2);

    projectContentDb.products.rows[1].version = 4;
    await fill(ue, within(dialog).getByLabelText('Subtitle'), 'Laser');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Someone else changed this record after you opened it. Reload it and make your changes again.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(projectContentDb.sent.at(-1)).toMatchObject({
      method: 'PUT',
      body: {
        productId: 2,
        version: 0,
        subtitle: 'Laser',
        images: '/profile/upload/a.png,/profile/upload/b.png',
      },
    });
  });

  it('deletes a product after confirming', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(names()).toHaveLength(2));
    await ue.click(
      within(rowOf('Printer PR-200')).getByRole('button', {
        name: 'Delete Printer PR-200',
      }),
    );
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete product ID "2"?' }),
    );
    await waitFor(() => expect(names()).toEqual(['Scanner SC-100']));
  });
});
