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
  projectNavHandlers,
  resetProjectNavMock,
} from '../../../mocks/handlers/project-nav';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import RecordPage from '@/views/project/record';
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
  'project:record:list',
  'project:record:query',
  'project:record:add',
  'project:record:edit',
  'project:record:remove',
  'project:record:export',
];

function setup(perms = ALL) {
  server.use(...projectNavHandlers, ...projectContentHandlers);
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <RecordPage />
    </App>,
  );
  return { fb, ue };
}

/** Types by pasting: a keystroke per character re-renders the whole form. */
async function fill(
  ue: ReturnType<typeof userEvent.setup>,
  el: HTMLElement,
  text: string,
) {
  await ue.click(el);
  await ue.paste(text);
}

const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1);
const titles = () =>
  rows().map(
    (r) =>
      r.querySelector('.content-title__text')?.textContent ??
      r.textContent?.trim(),
  );
const rowOf = (title: string) =>
  rows().find((r) => within(r).queryByText(title))!;
const columnTree = () => screen.getByRole('tree', { name: 'Columns' });
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(within(dialog).getByText(title)).toBeInTheDocument(),
  );
  return dialog;
}
/** A node of the open tree-select dropdown. */
const treeOption = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) =>
    el.classList.contains('ant-select-tree-node-content-wrapper'),
  )!;

describe('project/record view', () => {
  beforeEach(() => {
    resetProjectNavMock();
    resetProjectContentMock();
  });

  it('lists records with column, pinned mark, display type and views; the column tree narrows the list', async () => {
    const { ue } = setup();
    await waitFor(() =>
      expect(titles()).toEqual([
        'Spring sale',
        'Office moved',
        'Company brochure',
      ]),
    );
    const sale = rowOf('Spring sale');
    expect(within(sale).getByText('Pinned')).toBeInTheDocument();
    expect(within(sale).getByText('News')).toBeInTheDocument();
    expect(within(sale).getByText('With image')).toBeInTheDocument();
    expect(within(sale).getByText('120')).toBeInTheDocument();
    expect(within(rowOf('Office moved')).getByText('List')).toBeInTheDocument();
    expect(screen.getByText('Total 3')).toBeInTheDocument();

    await ue.click(within(columnTree()).getByText('Downloads'));
    await waitFor(() => expect(titles()).toEqual(['Company brochure']));
    // a column lists what is filed below it too
    await ue.click(within(columnTree()).getByText('News'));
    await waitFor(() => expect(titles()).toHaveLength(3));
    await ue.click(within(columnTree()).getByText('Company'));
    await waitFor(() =>
      expect(table().querySelector('.ant-table-placeholder')).not.toBeNull(),
    );
    // clicking the selected column again lists everything
    await ue.click(within(columnTree()).getByText('Company'));
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it('adds a record with rich text and content blocks, checking column, title and jump link first', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    await ue.click(screen.getByRole('button', { name: /^plus Add$/ }));
    const dialog = await dialogTitled('Add copy record');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText('Title cannot be empty'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Column cannot be empty'),
    ).toBeInTheDocument();
    expect(projectContentDb.sent).toEqual([]);

    await ue.click(within(dialog).getByRole('combobox', { name: 'Column' }));
    await ue.click(await treeOption('News'));
    await fill(ue, within(dialog).getByLabelText('Title'), 'Summer fair');
    await fill(ue, within(dialog).getByLabelText('Summary'), 'Come and see');
    await ue.click(within(dialog).getByLabelText('Link'));
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findByText(
        'A jump link is required when the display type is Link',
      ),
    ).toBeInTheDocument();
    await fill(ue, within(dialog).getByLabelText('Jump link'), 'javascript:x');
    expect(
      await within(dialog).findByText(
        'The link must start with http://, https://, mailto:, tel:, / or #/',
      ),
    ).toBeInTheDocument();
    await ue.clear(within(dialog).getByLabelText('Jump link'));
    await fill(ue, within(dialog).getByLabelText('Jump link'), '#/w');

    const editor = await within(dialog).findByRole('textbox', {
      name: 'Rich text',
    });
    await ue.click(editor);
    await ue.paste('<p>Fair on <b>Friday</b></p>');

    await ue.click(
      within(dialog).getByRole('button', { name: /Add content block/ }),
    );
    await ue.click(
      within(dialog).getByRole('button', { name: /Add content block/ }),
    );
    const first = within(dialog).getByRole('group', { name: 'Block 1' });
    await fill(ue, within(first).getByLabelText('Block 1: Title'), 'Hours');
    await fill(ue, within(first).getByLabelText('Block 1: Content'), '10-18');
    const second = within(dialog).getByRole('group', { name: 'Block 2' });
    await fill(ue, within(second).getByLabelText('Block 2: Title'), 'Access');
    // the second block goes first
    await ue.click(
      within(second).getByRole('button', { name: 'Move block 2 up' }),
    );

    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(projectContentDb.sent).toEqual([
      {
        method: 'POST',
        path: 'record',
        body: expect.objectContaining({
          navId: 3,
          title: 'Summer fair',
          summary: 'Come and see',
          content: '<p>Fair on <b>Friday</b></p>',
          displayType: '3',
          jumpLink: '#/w',
          pinned: '0',
          status: '0',
          contentBlocks: [
            { type: 'text', title: 'Access', body: '', image: '' },
            { type: 'text', title: 'Hours', body: '10-18', image: '' },
          ],
        }),
      },
    ]);
    await waitFor(() => expect(titles()).toContain('Summer fair'));
  });

  it('edits the freshly loaded record with its version, shows views and authors read-only; a stale save keeps the dialog open', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    await ue.click(
      within(rowOf('Spring sale')).getByRole('button', {
        name: 'Edit Spring sale',
      }),
    );
    const dialog = await dialogTitled('Edit copy record');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title')).toHaveValue('Spring sale'),
    );
    expect(
      await within(dialog).findByRole('textbox', { name: 'Rich text' }),
    ).toHaveValue('<p>Spring sale</p>');
    const info = within(dialog).getByText('Total views').closest('table')!;
    expect(within(info).getByText('120')).toBeInTheDocument();
    expect(within(info).getByText('admin')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Total views')).toBeNull();

    // someone else saves first
    projectContentDb.records.rows[0].version = 3;
    await ue.clear(within(dialog).getByLabelText('Title'));
    await fill(ue, within(dialog).getByLabelText('Title'), 'Spring sale!');
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Someone else changed this record after you opened it. Reload it and make your changes again.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(projectContentDb.records.rows[0].title).toBe('Spring sale');
    expect(projectContentDb.sent.at(-1)).toMatchObject({
      method: 'PUT',
      body: { recordId: 1, version: 0, title: 'Spring sale!' },
    });

    // The same body again within 1000 ms is a duplicate submit:
    // the editor tries again a moment later.
    projectContentDb.records.rows[0].version = 0;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await ue.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Draft saved'));
    expect(projectContentDb.records.rows[0]).toMatchObject({
      title: 'Spring sale!',
      totalViews: 120,
      version: 1,
    });
  });

  it('deletes selected records after confirming, and exports the search', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    const boxes = within(table()).getAllByRole('checkbox');
    await ue.click(boxes[1]);
    await ue.click(boxes[2]);
    await ue.click(screen.getByRole('button', { name: /^delete Delete$/ }));
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete record ID "1,2"?' }),
    );
    await waitFor(() => expect(titles()).toEqual(['Company brochure']));
    expect(fb.success).toHaveBeenCalledWith('Deleted successfully');

    await ue.click(screen.getByRole('button', { name: /^download Export$/ }));
    await waitFor(() =>
      expect(projectContentDb.sent.at(-1)).toMatchObject({
        method: 'EXPORT',
        path: 'record',
      }),
    );
  });

  it('shows only the list to a user with the list permission alone', async () => {
    setup(['project:record:list']);
    await waitFor(() => expect(titles()).toHaveLength(3));
    for (const name of [/Add$/, /Edit$/, /Delete$/, /Export$/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByText('Actions')).toBeNull();
  });
});
