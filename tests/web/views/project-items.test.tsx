import {
  fireEvent,
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
  projectNavHandlers,
  resetProjectNavMock,
} from '../../../mocks/handlers/project-nav';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import ProductItemPage from '@/views/project/productItem';
import RecordItemPage from '@/views/project/recordItem';
import { spyFeedback } from '../support/feedback';

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

const perms = (business: string) =>
  ['list', 'query', 'add', 'edit', 'remove', 'export'].map(
    (p) => `project:${business}:${p}`,
  );

function setup(Page: () => React.ReactNode, permissions: string[]) {
  server.use(...projectNavHandlers, ...projectContentHandlers);
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <Page />
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
/** Cell texts of the body rows (first cell is the checkbox). */
const cells = (col: number) =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[col]?.textContent?.trim());
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text))!;
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(within(dialog).getByText(title)).toBeInTheDocument(),
  );
  return dialog;
}
/** An option of the open select dropdown whose text contains `text`. */
const option = async (text: string) =>
  (await screen.findAllByText(new RegExp(text))).find((el) =>
    el.closest('.ant-select-item-option'),
  )!;

describe('project/recordItem view', () => {
  beforeEach(() => {
    resetProjectNavMock();
    resetProjectContentMock();
  });

  it('lists items with their record, type and file, and filters by record', async () => {
    const { ue } = setup(RecordItemPage, perms('recordItem'));
    await waitFor(() => expect(cells(3)).toEqual(['Brochure (PDF)', 'Terms']));
    const brochure = rowOf('Brochure (PDF)');
    expect(within(brochure).getByText('Company brochure')).toBeInTheDocument();
    expect(within(brochure).getByText('File')).toBeInTheDocument();
    expect(
      within(brochure).getByRole('link', {
        name: /company\.pdf \(204\.2 KB\)/,
      }),
    ).toHaveAttribute('href', '/profile/upload/demo/company.pdf');
    expect(within(rowOf('Terms')).getByText('Text block')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await ue.click(
      within(search).getByRole('combobox', { name: 'Copy record' }),
    );
    await ue.click(await option('Spring sale'));
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(cells(3)).toEqual(['Terms']));
  });

  it('adds a text block to a picked record with rich text; a file item needs its file', async () => {
    const { ue, fb } = setup(RecordItemPage, perms('recordItem'));
    await waitFor(() => expect(cells(3)).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: /^plus Add$/ }));
    const dialog = await dialogTitled('Add record item');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText('Item name cannot be empty'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Copy record cannot be empty'),
    ).toBeInTheDocument();

    await ue.click(
      within(dialog).getByRole('combobox', { name: 'Copy record' }),
    );
    await ue.click(await option('Office moved'));
    await fill(ue, within(dialog).getByLabelText('Item name'), 'Opening hours');
    // a file item cannot be saved without its file
    await ue.click(within(dialog).getByLabelText('File'));
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText('Please upload a file'),
    ).toBeInTheDocument();
    await ue.click(within(dialog).getByLabelText('Text block'));
    const editor = await within(dialog).findByRole('textbox', {
      name: 'Rich text',
    });
    await ue.click(editor);
    await ue.paste('<p>9:00–18:00</p>');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(projectContentDb.sent).toEqual([
      {
        method: 'POST',
        path: 'recordItem',
        body: expect.objectContaining({
          recordId: 2,
          itemName: 'Opening hours',
          itemType: '1',
          content: '<p>9:00–18:00</p>',
          fileUrl: '',
          fileName: '',
          fileSize: 0,
        }),
      },
    ]);
    await waitFor(() => expect(cells(3)).toContain('Opening hours'));
  });
});

describe('project/productItem view', () => {
  beforeEach(() => {
    resetProjectNavMock();
    resetProjectContentMock();
  });

  it('adds a specification row to a picked product, and deletes it', async () => {
    const { ue, fb } = setup(ProductItemPage, perms('productItem'));
    await waitFor(() => expect(cells(3)).toEqual(['Speed']));
    expect(
      within(rowOf('Speed')).getByText('Specification'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Speed')).getByText('60 pages/min'),
    ).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: /^plus Add$/ }));
    const dialog = await dialogTitled('Add product item');
    await ue.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    await ue.click(await option('Printer PR-200'));
    await fill(ue, within(dialog).getByLabelText('Item name'), 'Weight');
    await fill(ue, within(dialog).getByLabelText('Value'), '24.5 kg');
    // an image item needs its image
    await ue.click(within(dialog).getByLabelText('Image'));
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText('Please upload an image'),
    ).toBeInTheDocument();
    await ue.click(within(dialog).getByLabelText('Specification'));
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(projectContentDb.sent).toEqual([
      {
        method: 'POST',
        path: 'productItem',
        body: expect.objectContaining({
          productId: 2,
          itemName: 'Weight',
          itemType: '1',
          itemValue: '24.5 kg',
          image: '',
          fileUrl: '',
        }),
      },
    ]);
    await waitFor(() => expect(cells(3)).toEqual(['Speed', 'Weight']));
    expect(
      within(rowOf('Weight')).getByText('Printer PR-200'),
    ).toBeInTheDocument();

    await ue.click(
      within(rowOf('Weight')).getByRole('button', { name: 'Delete Weight' }),
    );
    await waitFor(() => expect(cells(3)).toEqual(['Speed']));
    expect(fb.success).toHaveBeenCalledWith('Deleted successfully');
  });

  it('validates the kind chosen last, even when Save draft follows the switch at once', async () => {
    const { ue, fb } = setup(ProductItemPage, perms('productItem'));
    await waitFor(() => expect(cells(3)).toEqual(['Speed']));
    await ue.click(screen.getByRole('button', { name: /^plus Add$/ }));
    const dialog = await dialogTitled('Add product item');
    await ue.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    await ue.click(await option('Printer PR-200'));
    await fill(ue, within(dialog).getByLabelText('Item name'), 'Weight');
    await ue.click(within(dialog).getByLabelText('Image'));
    // the image field is there (its label beside the kind's radio label)
    await waitFor(() =>
      expect(within(dialog).getAllByText('Image')).toHaveLength(2),
    );
    // Back to a specification and Save draft in the same moment: the image field is
    // still on screen (a watched field re-renders a task later).
    fireEvent.click(within(dialog).getByLabelText('Specification'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(within(dialog).queryByText('Please upload an image')).toBeNull();
  });
});
