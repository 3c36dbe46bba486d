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
  noticeDb,
  resetNoticeMock,
} from '../../../mocks/handlers/system-notice';
import { useUserStore } from '@/stores/user';
import NoticePage from '@/views/system/notice';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
// The machine is shared and busy: give list loads time to settle.
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
  'system:notice:list',
  'system:notice:query',
  'system:notice:add',
  'system:notice:edit',
  'system:notice:remove',
];

function setup(perms = ALL, confirm = true) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(confirm);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <NoticePage />
    </App>,
  );
  return { fb, ue };
}

const table = () => screen.getByRole('table');
const rowOf = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text))!;
const titles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[2]?.textContent);
/** An option of the open select dropdown. */
const option = async (title: string) =>
  (await screen.findAllByTitle(title)).find((el) =>
    el.classList.contains('ant-select-item-option'),
  )!;
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(within(dialog).getByText(title)).toBeInTheDocument(),
  );
  return dialog;
}

describe('system/notice view', () => {
  beforeEach(() => resetNoticeMock());

  it('lists notices newest first with type and status labels, and searches', async () => {
    const { ue } = setup();
    await waitFor(() =>
      expect(titles()).toEqual(['Maintenance tonight', 'New version released']),
    );
    expect(
      within(rowOf('Maintenance tonight')).getByText('Notice'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Maintenance tonight')).getByText('Closed'),
    ).toBeInTheDocument();
    expect(
      within(rowOf('New version released')).getByText('Announcement'),
    ).toBeInTheDocument();

    const search = screen.getByRole('search');
    await ue.type(
      within(search).getByPlaceholderText('Please enter Title'),
      'version',
    );
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(titles()).toEqual(['New version released']));

    await ue.click(within(search).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(titles()).toHaveLength(2));
    await ue.click(within(search).getByRole('combobox', { name: 'Type' }));
    await ue.click(await option('Announcement'));
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(titles()).toEqual(['New version released']));
  });

  it('shows a notice read-only with its rich content rendered', async () => {
    const { ue } = setup();
    await waitFor(() => expect(titles()).toHaveLength(2));
    await ue.click(
      within(rowOf('New version released')).getByRole('button', {
        name: 'View New version released',
      }),
    );
    const dialog = await dialogTitled('Notice details');
    const content = await within(dialog).findByRole('region', {
      name: 'Notice content',
    });
    expect(within(content).getByText('notes').tagName).toBe('STRONG');
    expect(within(dialog).getByText('Announcement')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'OK' }),
    ).not.toBeInTheDocument();
  });

  it('adds a notice with rich text, validating title and type first', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(titles()).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add notice');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('Title cannot be empty'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Type cannot be empty'),
    ).toBeInTheDocument();
    expect(noticeDb.rows).toHaveLength(2);

    await ue.type(within(dialog).getByLabelText('Title'), 'Holiday plan');
    await ue.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await ue.click(await option('Notice'));
    const editor = await within(dialog).findByRole('textbox', {
      name: 'Rich text',
    });
    await ue.click(editor);
    await ue.paste('<p>Office closed on <b>Friday</b></p>');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    expect(noticeDb.rows.at(-1)).toMatchObject({
      noticeTitle: 'Holiday plan',
      noticeType: '1',
      status: '0',
      noticeContent: '<p>Office closed on <b>Friday</b></p>',
    });
    await waitFor(() => expect(titles()[0]).toBe('Holiday plan'));
  });

  it('edits the freshly loaded notice, sending its version; the server message keeps the dialog open', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(titles()).toHaveLength(2));
    await ue.click(
      within(rowOf('Maintenance tonight')).getByRole('button', {
        name: 'Edit Maintenance tonight',
      }),
    );
    const dialog = await dialogTitled('Edit notice');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title')).toHaveValue(
        'Maintenance tonight',
      ),
    );
    expect(
      await within(dialog).findByRole('textbox', { name: 'Rich text' }),
    ).toHaveValue('<p>Down from 01:00 to 02:00</p>');

    await ue.clear(within(dialog).getByLabelText('Title'));
    await ue.type(within(dialog).getByLabelText('Title'), '<b>x</b>');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'The notice title cannot contain script characters',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await ue.clear(within(dialog).getByLabelText('Title'));
    await ue.type(within(dialog).getByLabelText('Title'), 'Maintenance moved');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(noticeDb.rows[1]).toMatchObject({
      noticeTitle: 'Maintenance moved',
      version: 1,
    });
    await waitFor(() => expect(titles()[0]).toBe('Maintenance moved'));
  });

  it('deletes selected notices after confirmation', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(titles()).toHaveLength(2));
    const del = screen.getByRole('button', { name: /Delete$/ });
    expect(del).toBeDisabled();
    await ue.click(within(rowOf('Maintenance tonight')).getByRole('checkbox'));
    await ue.click(del);
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete notice ID "2"?' }),
    );
    await waitFor(() => expect(titles()).toEqual(['New version released']));
    expect(noticeDb.rows.map((n) => n.noticeId)).toEqual([1]);
  });

  it('read-only users (list and query) see and open notices but no write controls', async () => {
    const { ue } = setup(['system:notice:list', 'system:notice:query']);
    await waitFor(() => expect(titles()).toHaveLength(2));
    for (const name of [/Add/, /Delete/, /^edit Edit$/i, /^Edit /]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    await ue.click(
      screen.getByRole('button', { name: 'View Maintenance tonight' }),
    );
    const dialog = await dialogTitled('Notice details');
    expect(
      await within(dialog).findByText('Down from 01:00 to 02:00'),
    ).toBeInTheDocument();
  });

  it('list-only users get plain titles and no action column', async () => {
    setup(['system:notice:list']);
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(
      screen.queryByRole('columnheader', { name: 'Actions' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Maintenance tonight' }),
    ).not.toBeInTheDocument();
  });
});
