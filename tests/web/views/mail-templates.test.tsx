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

function setup(perms = ['system:mail:query', 'system:mail:edit']) {
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

/** The open tab's panel. */
const panel = () => screen.getByRole('tabpanel');

describe('system/mailSetting: the templates', () => {
  beforeEach(() => resetMailMock());

  it('inserts a clicked placeholder at the cursor and saves with the loaded version', async () => {
    const { ue, fb } = setup();
    await ue.click(
      await screen.findByRole('tab', { name: 'Staff notification' }),
    );
    const body = within(panel()).getByLabelText('Body');
    expect(body).toHaveValue('A new enquiry arrived.\n\n{{link}}\n');
    // the cursor after "A new enquiry"
    await ue.pointer({ target: body, offset: 13, keys: '[MouseLeft]' });
    await ue.click(
      within(panel()).getByRole('button', {
        name: 'Insert {{consultingItem}}',
      }),
    );
    expect(body).toHaveValue(
      'A new enquiry{{consultingItem}} arrived.\n\n{{link}}\n',
    );
    await ue.click(
      within(panel()).getByRole('button', { name: 'Save template' }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Template saved'),
    );
    expect(mailDb.templates.find('enquiry.staffNotice')).toMatchObject({
      body: 'A new enquiry{{consultingItem}} arrived.\n\n{{link}}\n',
      version: 1,
    });
    expect(
      await within(panel()).findByText(
        'Last changed by admin on 2026-11-28 09:00:00',
      ),
    ).toBeInTheDocument();
  });

  it('previews the text being edited, line breaks kept', async () => {
    const { ue } = setup();
    const subject = await screen.findByLabelText('Subject');
    await waitFor(() =>
      expect(subject).toHaveValue('Enquiry received ({{referenceNo}})'),
    );
    await ue.type(subject, ' {{{{siteName}}'); // '{{' types one '{'
    await ue.click(within(panel()).getByRole('button', { name: /Preview/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Preview: Automatic reply to the visitor'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject').textContent).toBe(
      'Enquiry received ([referenceNo]) [siteName]',
    );
    expect(within(dialog).getByLabelText('Body').textContent).toBe(
      '[contactName],\n\nthank you.\n',
    );
  });

  it("shows the server's refusal of a template someone else changed meanwhile", async () => {
    const { ue, fb } = setup();
    const subject = await screen.findByLabelText('Subject');
    await waitFor(() =>
      expect(subject).toHaveValue('Enquiry received ({{referenceNo}})'),
    );
    mailDb.templates.update('enquiry.autoReply', { version: 1 });
    await ue.type(subject, '!');
    await ue.click(
      within(panel()).getByRole('button', { name: 'Save template' }),
    );
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Someone else changed this record after you opened it.',
      ),
    );
    expect(fb.success).not.toHaveBeenCalled();
  });

  it('lets a reader preview but not edit', async () => {
    setup(['system:mail:query']);
    const subject = await screen.findByLabelText('Subject');
    expect(subject).toBeDisabled();
    expect(
      within(panel()).queryByRole('button', { name: 'Save template' }),
    ).not.toBeInTheDocument();
    expect(
      within(panel()).getByRole('button', { name: /Preview/ }),
    ).toBeEnabled();
    expect(
      within(panel()).queryByRole('button', { name: /^Insert/ }),
    ).not.toBeInTheDocument();
  });
});

const texts = import.meta.glob<{ default: Record<string, unknown> }>(
  '/src/locales/*/mail.json',
  { eager: true },
);

/** Every text of a namespace file by its dotted key. */
function flat(obj: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? flat(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

describe('the mail texts', () => {
  it('en, zh-CN and ja have the same keys and placeholders, none empty', () => {
    const load = (lang: string) =>
      new Map(flat(texts[`/src/locales/${lang}/mail.json`].default));
    const names = (v: unknown) =>
      String(v)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    const en = load('en');
    for (const lang of ['zh-CN', 'ja']) {
      const other = load(lang);
      expect([...other.keys()].sort(), lang).toEqual([...en.keys()].sort());
      for (const [key, value] of other) {
        expect(typeof value === 'string' && value.trim(), key).toBeTruthy();
        expect(names(value), `${lang}:${key}`).toEqual(names(en.get(key)));
      }
    }
  });
});
