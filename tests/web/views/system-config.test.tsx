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
  configDb,
  resetConfigMock,
} from '../../../mocks/handlers/system-config';
import { useUserStore } from '@/stores/user';
import ConfigPage from '@/views/system/config';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = [
  'system:config:list',
  'system:config:query',
  'system:config:add',
  'system:config:edit',
  'system:config:remove',
  'system:config:export',
];

function setup(perms = ALL) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  render(
    <App>
      <ConfigPage />
    </App>,
  );
  return { fb, ue };
}

const keys = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[3]?.textContent);
const rowOf = (text: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(text))!;

describe('system/config view', () => {
  beforeEach(() => resetConfigMock());

  it('lists parameters with the built-in and public flags and searches by key', async () => {
    const { ue } = setup();
    await waitFor(() => expect(keys()).toHaveLength(4));
    expect(
      screen.getByRole('columnheader', { name: 'Public' }),
    ).toBeInTheDocument();
    // built-in, then public
    const flags = (key: string) =>
      within(rowOf(key))
        .getAllByText(/^(Yes|No)$/)
        .map((e) => e.textContent);
    expect(flags('site.banner.text')).toEqual(['No', 'No']);
    expect(flags('sys.index.skinName')).toEqual(['Yes', 'Yes']);
    expect(flags('sys.user.initPassword')).toEqual(['Yes', 'No']);
    await ue.type(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Parameter key',
      ),
      'captcha',
    );
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(keys()).toEqual(['sys.account.captchaEnabled']));
  });

  it('adds a parameter, validating first; a taken key keeps the dialog open', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(keys()).toHaveLength(4));
    await ue.click(screen.getByRole('button', { name: 'plus Add' }));
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('Parameter name cannot be empty'),
    ).toBeInTheDocument();
    await ue.type(within(dialog).getByLabelText('Parameter name'), 'Footer');
    await ue.type(
      within(dialog).getByLabelText('Parameter key'),
      'sys.index.skinName',
    );
    await ue.type(within(dialog).getByLabelText('Parameter value'), '2026');
    const isPublic = within(dialog)
      .getByText('Public', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    expect(within(isPublic).getByRole('radio', { name: 'No' })).toBeChecked();
    await ue.click(within(isPublic).getByRole('radio', { name: 'Yes' }));
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        "Failed to add parameter 'Footer': the parameter key already exists",
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await ue.clear(within(dialog).getByLabelText('Parameter key'));
    await ue.type(
      within(dialog).getByLabelText('Parameter key'),
      'site.footer.year',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Added successfully'),
    );
    expect(configDb.rows.at(-1)).toMatchObject({
      configKey: 'site.footer.year',
      configValue: '2026',
      configType: 'N',
      isPublic: 'Y',
    });
  });

  it('edits with the loaded version, refuses to delete a built-in one, deletes another, refreshes the cache', async () => {
    const { ue, fb } = setup();
    await waitFor(() => expect(keys()).toHaveLength(4));
    await ue.click(
      within(rowOf('site.banner.text')).getByRole('button', {
        name: 'Edit site.banner.text',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Parameter value')).toHaveValue(
        'Welcome',
      ),
    );
    await ue.clear(within(dialog).getByLabelText('Parameter value'));
    await ue.type(within(dialog).getByLabelText('Parameter value'), 'Hello');
    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Saved successfully'),
    );
    expect(configDb.rows[3]).toMatchObject({
      configValue: 'Hello',
      version: 1,
    });

    await ue.click(
      within(rowOf('sys.index.skinName')).getByRole('button', {
        name: 'Delete sys.index.skinName',
      }),
    );
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Built-in parameter [sys.index.skinName] cannot be deleted',
      ),
    );
    expect(configDb.rows).toHaveLength(4);
    await ue.click(
      within(rowOf('site.banner.text')).getByRole('button', {
        name: 'Delete site.banner.text',
      }),
    );
    await waitFor(() => expect(keys()).toHaveLength(3));

    await ue.click(screen.getByRole('button', { name: /Refresh cache/ }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Cache refreshed'),
    );
    expect(configDb.refreshed).toBe(1);
  });

  it('shows only the list to a user without the other permissions', async () => {
    setup(['system:config:list']);
    await waitFor(() => expect(keys()).toHaveLength(4));
    for (const name of [/plus Add/, /Export/, /Refresh cache/, /^Edit /]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
