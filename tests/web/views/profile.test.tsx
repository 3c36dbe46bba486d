import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import ProfilePage from '@/views/system/user/profile';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Profile calls the page sends (GET excluded). */
function recordWrites(): Sent[] {
  const sent: Sent[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  });
  return sent;
}

function setup(user: 'admin' | 'ry' = 'admin', url = '/user/profile') {
  Cookies.set('Admin-Token', createSession(user));
  const fb = spyFeedback();
  const sent = recordWrites();
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <ProfilePage />
      </MemoryRouter>
    </App>,
  );
  return { fb, sent, ue };
}

const field = (label: string) => screen.getByLabelText(label);

async function replace(
  ue: ReturnType<typeof userEvent.setup>,
  label: string,
  value: string,
) {
  const input = field(label);
  await ue.clear(input);
  if (value) await ue.paste(value);
}

/** Types a whole value at once (pasted into the focused field). */
async function fill(
  ue: ReturnType<typeof userEvent.setup>,
  label: string,
  value: string,
) {
  await ue.click(field(label));
  await ue.paste(value);
}

describe('personal centre', () => {
  beforeEach(() => {
    useUserStore.setState({ nickName: 'Administrator' });
  });

  it('shows who I am: user name, phone, email, department / post, role, created', async () => {
    setup();
    const list = await screen.findByRole('list', {
      name: 'Personal information',
    });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'User nameadmin',
      'Phone number15888888888',
      'Emailadmin@example.com',
      'DepartmentR&D / Chairman',
      'RoleSuper administrator',
      'Created2026-01-05 09:30:00',
    ]);
    expect(
      screen.getByRole('button', { name: 'Click to upload an avatar' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Basic info', selected: true }),
    ).toBeInTheDocument();
  });

  describe('basic info', () => {
    it('is filled from the profile', async () => {
      setup();
      await screen.findByRole('list', { name: 'Personal information' });
      expect(field('Nickname')).toHaveValue('Administrator');
      expect(field('Phone number')).toHaveValue('15888888888');
      expect(field('Email')).toHaveValue('admin@example.com');
      expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    });

    it('refuses empty or malformed fields without calling the server', async () => {
      const { ue, sent } = setup();
      await screen.findByRole('list', { name: 'Personal information' });
      await replace(ue, 'Nickname', '');
      await replace(ue, 'Phone number', '12ab');
      await replace(ue, 'Email', 'not-an-email');
      await ue.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The nickname cannot be empty'),
      ).toBeInTheDocument();
      expect(
        await screen.findByText(
          'Please enter a correct phone number (6 to 11 digits)',
        ),
      ).toBeInTheDocument();
      expect(
        await screen.findByText('Please enter a correct email address'),
      ).toBeInTheDocument();

      await replace(ue, 'Phone number', '');
      await replace(ue, 'Email', '');
      await ue.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The phone number cannot be empty'),
      ).toBeInTheDocument();
      expect(
        await screen.findByText('The email address cannot be empty'),
      ).toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it('saves nickname, phone, email and gender, and renames the navbar user', async () => {
      const { ue, sent } = setup();
      await screen.findByRole('list', { name: 'Personal information' });
      await replace(ue, 'Nickname', '  Chief ');
      await replace(ue, 'Phone number', '09012345678');
      await ue.click(screen.getByRole('radio', { name: 'Male' }));
      await ue.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Modified successfully'),
      ).toBeInTheDocument();
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/system/user/profile',
          body: {
            nickName: 'Chief',
            phonenumber: '09012345678',
            email: 'admin@example.com',
            sex: '0',
          },
        },
      ]);
      expect(useUserStore.getState().nickName).toBe('Chief');
      const list = screen.getByRole('list', { name: 'Personal information' });
      expect(within(list).getByText('09012345678')).toBeInTheDocument();
    });

    it('shows the server refusal (phone of another user) and keeps the nickname', async () => {
      const { ue, fb } = setup();
      await screen.findByRole('list', { name: 'Personal information' });
      await replace(ue, 'Nickname', 'Other');
      await replace(ue, 'Phone number', '15666666666');
      await ue.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(fb.error).toHaveBeenCalledWith(
          "Failed to modify user 'admin': the phone number already exists",
        ),
      );
      expect(useUserStore.getState().nickName).toBe('Administrator');
      expect(
        screen.queryByText('Modified successfully'),
      ).not.toBeInTheDocument();
    });
  });

  describe('change password', () => {
    async function openTab() {
      const ctx = setup();
      await ctx.ue.click(
        await screen.findByRole('tab', { name: 'Change password' }),
      );
      return ctx;
    }

    it('requires the old, new and confirm passwords', async () => {
      const { ue, sent } = await openTab();
      await ue.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('The old password cannot be empty'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('The new password cannot be empty'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('The confirm password cannot be empty'),
      ).toBeInTheDocument();
      expect(sent).toEqual([]);
    });

    it.each([
      ['abc12', 'abc12', 'Length must be between 6 and 20 characters'],
      [
        'a'.repeat(21),
        'a'.repeat(21),
        'Length must be between 6 and 20 characters',
      ],
      [
        'abc<def>',
        'abc<def>',
        'Cannot contain illegal characters: < > " \' \\ |',
      ],
      [
        'abc|defg',
        'abc|defg',
        'Cannot contain illegal characters: < > " \' \\ |',
      ],
      ['secret12', 'secret13', 'The two passwords entered are inconsistent'],
    ])('refuses new %s / confirm %s', async (next, confirm, message) => {
      const { ue, sent } = await openTab();
      await fill(ue, 'Old password', 'admin123');
      await fill(ue, 'New password', next);
      await fill(ue, 'Confirm password', confirm);
      await ue.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
      expect(sent).toEqual([]);
    });

    it('sends old and new password as JSON, then clears the form', async () => {
      const { ue, sent } = await openTab();
      await fill(ue, 'Old password', 'admin123');
      await fill(ue, 'New password', 'secret12');
      await fill(ue, 'Confirm password', 'secret12');
      await ue.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Password changed')).toBeInTheDocument();
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/system/user/profile/updatePwd',
          body: { oldPassword: 'admin123', newPassword: 'secret12' },
        },
      ]);
      await waitFor(() => expect(field('Old password')).toHaveValue(''));
      expect(field('New password')).toHaveValue('');
    });

    it('shows the server message for a wrong old password', async () => {
      const { ue, fb } = await openTab();
      await fill(ue, 'Old password', 'wrong-one');
      await fill(ue, 'New password', 'secret12');
      await fill(ue, 'Confirm password', 'secret12');
      await ue.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(fb.error).toHaveBeenCalledWith(
          'Failed to change the password: the old password is wrong',
        ),
      );
      expect(field('Old password')).toHaveValue('wrong-one');
    });

    it('opens directly with ?activeTab=resetPwd', async () => {
      setup('admin', '/user/profile?activeTab=resetPwd');
      expect(
        await screen.findByRole('tab', {
          name: 'Change password',
          selected: true,
        }),
      ).toBeInTheDocument();
    });
  });

  it('opens the avatar cropper from the avatar', async () => {
    const { ue } = setup();
    await ue.click(
      await screen.findByRole('button', { name: 'Click to upload an avatar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change avatar' });
    expect(
      within(dialog).getByRole('group', { name: 'Crop area' }),
    ).toBeInTheDocument();
    for (const name of [
      'Select',
      'Zoom in',
      'Zoom out',
      'Rotate left',
      'Rotate right',
      'Submit',
    ]) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
