import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { delay, http } from 'msw';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { renderApp } from '../router/render-app';
import { loginShellHtml } from '../../../scripts/first-screen/login-shell.mjs';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PRIMARY,
  LANGUAGES,
  shellTexts,
} from '../../../scripts/first-screen/vite-plugin.mjs';
import {
  LANGUAGES as APP_LANGUAGES,
  DEFAULT_LANGUAGE as APP_DEFAULT,
  getLanguage,
} from '@/lib/i18n';
import { defaultSettings } from '@/config/settings';
import { LOGIN_SHELL_ID } from '@/app/login-shell';
import { skeleton as fullSkeleton } from '../support/skeleton';

const root = process.cwd();
/** Live values the two may differ in. */
const IGNORED = new Set(['value', 'src', 'style', 'checked']);
const skeleton = (el: Element) => fullSkeleton(el, IGNORED);

function shellElement(opts: { username?: string; rememberMe?: boolean } = {}) {
  const shell = document.createElement('div');
  shell.id = LOGIN_SHELL_ID;
  shell.innerHTML = loginShellHtml(shellTexts(root, 'en'), {
    lang: getLanguage(),
    languages: LANGUAGES,
    logo: 'data:image/svg+xml;base64,',
    primary: DEFAULT_PRIMARY,
    year: new Date().getFullYear(),
    username: opts.username ?? '',
    rememberMe: opts.rememberMe ?? false,
  });
  return shell;
}

describe('static sign-in page (scripts/first-screen)', () => {
  it('is the same markup and text as the React sign-in page', async () => {
    // As the app first shows it: captcha image still on its way.
    server.use(http.get('*/captchaImage', () => delay('infinite')));
    renderApp('/login');
    await screen.findByLabelText('Account');
    const react = document.querySelector('.auth-page')!;
    const shell = shellElement().querySelector('.auth-page')!;
    expect(skeleton(shell)).toEqual(skeleton(react));
  });

  it('uses the app defaults for language, theme colour and languages', () => {
    expect(DEFAULT_LANGUAGE).toBe(APP_DEFAULT);
    expect(DEFAULT_PRIMARY).toBe(defaultSettings.theme);
    expect(LANGUAGES.map((l) => l.code)).toEqual([...APP_LANGUAGES]);
  });

  it('hands what was typed, the choice and a pending submit to the app', async () => {
    db.captchaEnabled = false;
    const shell = shellElement({ username: 'ry', rememberMe: true });
    document.body.prepend(shell);
    const user = userEvent.setup();
    await user.type(
      shell.querySelector<HTMLInputElement>('#login-password')!,
      'admin123',
    );
    shell.querySelector('form')!.setAttribute('data-submitted', 'true');

    renderApp('/login');
    // The app signs in with the adopted values without another click.
    await waitFor(() =>
      expect(
        screen.getByRole('status', { name: 'current location' }),
      ).toHaveTextContent('/pc/index'),
    );
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
    expect(document.cookie).toContain('username=ry');
  });

  it('keeps the focus where the visitor was typing', async () => {
    db.captchaEnabled = false;
    const shell = shellElement();
    document.body.prepend(shell);
    const input = shell.querySelector<HTMLInputElement>('#login-username')!;
    input.focus();
    input.value = 'adm';

    renderApp('/login');
    const account = await screen.findByLabelText('Account');
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
    expect(account).toHaveValue('adm');
    expect(account).toHaveFocus();
  });
});
