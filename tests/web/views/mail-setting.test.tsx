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
import { mailDb, resetMailMock } from '../../../mocks/handlers/mail';
import { useUserStore } from '@/stores/user';
import MailSettingPage from '@/views/system/mailSetting';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = ['system:mail:query', 'system:mail:edit', 'system:mail:test'];

function setup(perms = ALL) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  render(
    <App>
      <MailSettingPage />
    </App>,
  );
  return { fb, ue };
}

const smtpCard = () =>
  screen.getByText('SMTP server').closest('.ant-card') as HTMLElement;

describe('system/mailSetting: the SMTP form', () => {
  beforeEach(() => resetMailMock());

  it('saves the settings without the password when it is left empty, keeping the stored one', async () => {
    const { ue, fb } = setup();
    const host = await screen.findByLabelText('Host');
    await waitFor(() => expect(host).toHaveValue('smtp.example.com'));
    const card = smtpCard();
    expect(
      within(card).getByText(
        'A password is stored. Leave the field empty to keep it.',
      ),
    ).toBeInTheDocument();
    const password = within(card).getByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', 'Unchanged');

    await ue.clear(host);
    await ue.type(host, 'mail.example.org');
    await ue.click(within(card).getByRole('radio', { name: 'TLS' }));
    const port = within(card).getByLabelText('Port');
    await ue.clear(port);
    await ue.type(port, '465');
    await ue.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Mail settings saved'),
    );
    // no password sent: the stored one stays
    expect(mailDb.saved?.password ?? '').toBe('');
    expect(mailDb.saved?.clearPassword).toBeUndefined();
    expect(mailDb.setting).toMatchObject({
      host: 'mail.example.org',
      port: 465,
      tlsMode: 'tls',
      password: 'secret',
      version: 1,
    });
  });

  it('clears the stored password only when asked to', async () => {
    const { ue, fb } = setup();
    await waitFor(() =>
      expect(screen.getByLabelText('Host')).toHaveValue('smtp.example.com'),
    );
    const card = smtpCard();
    await ue.click(
      within(card).getByRole('button', { name: 'Clear password' }),
    );
    expect(
      within(card).getByText(
        'The stored password will be removed when you save.',
      ),
    ).toBeInTheDocument();
    await ue.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fb.success).toHaveBeenCalled());
    expect(mailDb.saved).toMatchObject({ clearPassword: true });
    expect(mailDb.setting.password).toBe('');
    expect(
      await within(card).findByText('No password is stored.'),
    ).toBeInTheDocument();
  });

  it('refuses a port out of range and a sender that is no e-mail address', async () => {
    const { ue, fb } = setup();
    const port = await screen.findByLabelText('Port');
    await waitFor(() => expect(port).toHaveValue('587'));
    const card = smtpCard();
    await ue.clear(port);
    await ue.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Enter the port')).toBeInTheDocument();
    await ue.type(port, '70000');
    await ue.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText(
        'The port is a whole number from 1 to 65535',
      ),
    ).toBeInTheDocument();
    const sender = within(card).getByLabelText('Sender address');
    await ue.clear(sender);
    await ue.type(sender, 'info at example');
    await ue.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText(
        'Enter a valid e-mail address, such as info@example.com',
      ),
    ).toBeInTheDocument();
    expect(fb.success).not.toHaveBeenCalled();
    expect(mailDb.setting.version).toBe(0);
  });

  it('is read-only without the edit permission', async () => {
    setup(['system:mail:query']);
    await waitFor(() =>
      expect(screen.getByLabelText('Host')).toHaveValue('smtp.example.com'),
    );
    const card = smtpCard();
    expect(within(card).getByLabelText('Host')).toBeDisabled();
    expect(
      within(card).queryByRole('button', { name: 'Save' }),
    ).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: /Send test mail/ }),
    ).not.toBeInTheDocument();
    expect(
      within(card).getByText(
        'You can view these settings but not change them.',
      ),
    ).toBeInTheDocument();
  });
});

describe('system/mailSetting: the test mail', () => {
  beforeEach(() => resetMailMock());

  it("sends to the signed-in user's address and shows the server's answer, or its reason", async () => {
    const { ue, fb } = setup();
    await ue.click(
      await screen.findByRole('button', { name: /Send test mail/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Send a test mail',
    });
    const to = within(dialog).getByLabelText('Recipient');
    await waitFor(() => expect(to).toHaveValue('admin@example.com'));
    await ue.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'The test mail to admin@example.com was accepted by the SMTP server.',
      ),
    ).toBeInTheDocument();
    expect(mailDb.tested).toEqual(['admin@example.com']);

    mailDb.testError =
      'Sending failed: 535 5.7.8 Authentication credentials invalid';
    await ue.clear(to);
    await ue.type(to, 'someone@example.org');
    await ue.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The test mail could not be sent.');
    expect(alert).toHaveTextContent(
      'Sending failed: 535 5.7.8 Authentication credentials invalid',
    );
    expect(mailDb.tested).toEqual(['admin@example.com', 'someone@example.org']);
    // the reason is in the dialog, not in a toast as well
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('checks the address before sending', async () => {
    const { ue } = setup();
    await ue.click(
      await screen.findByRole('button', { name: /Send test mail/ }),
    );
    const dialog = await screen.findByRole('dialog');
    const to = within(dialog).getByLabelText('Recipient');
    await waitFor(() => expect(to).toHaveValue('admin@example.com'));
    await ue.clear(to);
    await ue.type(to, 'nobody');
    await ue.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'Enter a valid e-mail address, such as info@example.com',
      ),
    ).toBeInTheDocument();
    expect(mailDb.tested).toEqual([]);
  });
});
