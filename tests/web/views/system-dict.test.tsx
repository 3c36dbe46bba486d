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
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { dictDb, resetDictMock } from '../../../mocks/handlers/system-dict';
import { useDictStore } from '@/stores/dict';
import { useUserStore } from '@/stores/user';
import DictTypePage from '@/views/system/dict';
import DictDataPage from '@/views/system/dict/data';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'system:dict:list',
  'system:dict:query',
  'system:dict:add',
  'system:dict:edit',
  'system:dict:remove',
  'system:dict:export',
];

function setup(url: string, perms = ALL) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/system/dict" element={<DictTypePage />} />
          <Route
            path="/system/dict-data/index/:dictId"
            element={<DictDataPage />}
          />
        </Routes>
      </MemoryRouter>
    </App>,
  );
  return { fb, ue };
}

const column = (i: number) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[i]?.textContent?.trim());
const rowOf = (text: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text))!;
const typeId = (type: string) =>
  dictDb.types.rows.find((t) => t.dictType === type)!.dictId!;

describe('system/dict views', () => {
  beforeEach(() => resetDictMock());

  it('lists types, each linking to its data page; searches by type', async () => {
    const { ue } = setup('/system/dict');
    await waitFor(() => expect(column(3)).toContain('sys_yes_no'));
    expect(
      screen.getByRole('link', { name: 'Data of sys_yes_no' }),
    ).toHaveAttribute(
      'href',
      `/system/dict-data/index/${typeId('sys_yes_no')}`,
    );
    await ue.type(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Dictionary type',
      ),
      'notice',
    );
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(column(3)).toEqual(['sys_notice_type', 'sys_notice_status']),
    );
  });

  it('adds a type (checking its code first) and renames one, forgetting the cached options of the old code', async () => {
    const { ue, fb } = setup('/system/dict');
    await waitFor(() => expect(column(3)).toContain('sys_yes_no'));
    await ue.click(screen.getByRole('button', { name: 'plus Add' }));
    const dialog = await screen.findByRole('dialog');
    await ue.type(within(dialog).getByLabelText('Dictionary name'), 'Level');
    await ue.type(
      within(dialog).getByLabelText('Dictionary type'),
      'Biz-Level',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText(/must start with a letter/),
    ).toBeInTheDocument();
    await ue.clear(within(dialog).getByLabelText('Dictionary type'));
    await ue.type(
      within(dialog).getByLabelText('Dictionary type'),
      'biz_level',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    expect(dictDb.types.rows.at(-1)).toMatchObject({
      dictName: 'Level',
      dictType: 'biz_level',
    });

    useDictStore.getState().setDict('sys_yes_no', []);
    await ue.click(
      within(rowOf('sys_yes_no')).getByRole('button', {
        name: 'Edit sys_yes_no',
      }),
    );
    const edit = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(edit).getByLabelText('Dictionary type')).toHaveValue(
        'sys_yes_no',
      ),
    );
    await ue.clear(within(edit).getByLabelText('Dictionary type'));
    await ue.type(
      within(edit).getByLabelText('Dictionary type'),
      'sys_yes_or_no',
    );
    await ue.click(within(edit).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(useDictStore.getState().getDict('sys_yes_no')).toBeNull();
    expect(
      dictDb.data.rows.filter((d) => d.dictType === 'sys_yes_or_no'),
    ).toHaveLength(2);
  });

  it('refreshes the cache on the server and forgets every cached type', async () => {
    const { ue, fb } = setup('/system/dict');
    await waitFor(() => expect(column(3)).toContain('sys_yes_no'));
    useDictStore.getState().setDict('sys_user_sex', []);
    await ue.click(screen.getByRole('button', { name: /Refresh cache/ }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Cache refreshed'),
    );
    expect(dictDb.refreshed).toBe(1);
    expect(useDictStore.getState().dict).toEqual({});
  });

  it('shows a type’s data with styled labels; adds, edits and deletes entries, each time forgetting the cached type', async () => {
    const { ue, fb } = setup(
      `/system/dict-data/index/${typeId('sys_normal_disable')}`,
    );
    await waitFor(() => expect(column(3)).toEqual(['0', '1']));
    expect(
      within(rowOf('Disabled')).getByText('Disabled').closest('.ant-tag'),
    ).toHaveClass('ant-tag-error');

    useDictStore.getState().setDict('sys_normal_disable', []);
    await ue.click(screen.getByRole('button', { name: 'plus Add' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Dictionary type')).toHaveValue(
      'sys_normal_disable',
    );
    await ue.type(within(dialog).getByLabelText('Data label'), 'Archived');
    await ue.type(within(dialog).getByLabelText('Data value'), '2');
    await ue.click(within(dialog).getByLabelText('Display style'));
    await ue.click(await screen.findByTitle('Warning'));
    // The preview follows the form (Form.useWatch) in a render of its own.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('dict-preview'))
          .getByText('Archived')
          .closest('.ant-tag'),
      ).toHaveClass('ant-tag-warning'),
    );
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    await waitFor(() => expect(column(3)).toEqual(['2', '0', '1']));
    expect(dictDb.data.rows.at(-1)).toMatchObject({
      dictType: 'sys_normal_disable',
      dictLabel: 'Archived',
      dictValue: '2',
      listClass: 'warning',
      isDefault: 'N',
    });
    expect(useDictStore.getState().getDict('sys_normal_disable')).toBeNull();

    await ue.click(
      within(rowOf('Archived')).getByRole('button', { name: 'Edit Archived' }),
    );
    const edit = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(edit).getByLabelText('Data label')).toHaveValue('Archived'),
    );
    await ue.click(within(edit).getByLabelText('Yes'));
    await ue.click(within(edit).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(dictDb.data.rows.at(-1)).toMatchObject({
      isDefault: 'Y',
      version: 1,
    });

    await ue.click(
      within(rowOf('Archived')).getByRole('button', {
        name: 'Delete Archived',
      }),
    );
    await waitFor(() => expect(column(3)).toEqual(['0', '1']));
  });

  it('shows only the lists to a user without the other permissions', async () => {
    // The list permission alone opens the data page: no 403 on the way.
    const { fb } = setup(`/system/dict-data/index/${typeId('sys_yes_no')}`, [
      'system:dict:list',
    ]);
    await waitFor(() => expect(column(3)).toEqual(['Y', 'N']));
    expect(fb.error).not.toHaveBeenCalled();
    for (const name of [/plus Add/, /Export/, /^Edit /, /^Delete /]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
