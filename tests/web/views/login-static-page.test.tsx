import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { delay, http } from 'msw';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { renderApp } from '../router/render-app';
import { renderSignIn } from '@/views/login/static-page';
import i18n, { LANGUAGES, type Language } from '@/lib/i18n';
import { LOGIN_SHELL_ID } from '@/app/login-shell';
import { skeleton as fullSkeleton } from '../support/skeleton';

/** What the first-screen script fills in, and live values. */
const IGNORED = new Set(['value', 'src', 'style', 'checked']);
const skeleton = (el: Element) => fullSkeleton(el, IGNORED);

/** What a page's form offers to assistive technology: names and roles. */
function accessibleNames(root: Element) {
  const form = root.querySelector('form')!;
  return {
    form: form.getAttribute('aria-label'),
    labels: [...form.querySelectorAll('label')].map((l) => [
      l.textContent,
      l.htmlFor || l.querySelector('input')?.type,
    ]),
    inputs: [...form.querySelectorAll('input')].map((i) => [
      i.id,
      i.type,
      i.placeholder,
    ]),
    buttons: [...root.querySelectorAll('button')].map(
      (b) => b.getAttribute('aria-label') ?? b.textContent,
    ),
  };
}

/**
 * The static sign-in page as the first-screen script shows it: the build's
 * render (renderSignIn) with the remembered account filled in.
 */
async function staticPage(
  lang: Language,
  opts: { username?: string; rememberMe?: boolean } = {},
) {
  const shell = document.createElement('div');
  shell.id = LOGIN_SHELL_ID;
  shell.innerHTML = (await renderSignIn(lang)).replace(/<!--[^]*?-->/g, '');
  shell.querySelector<HTMLInputElement>('#login-username')!.value =
    opts.username ?? '';
  shell.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked =
    opts.rememberMe ?? false;
  return shell;
}

describe('static sign-in page (scripts/first-screen)', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each(LANGUAGES)(
    'is the sign-in page the app draws at /login (%s)',
    async (lang) => {
      // As the app first shows it: captcha image still on its way.
      server.use(http.get('*/captchaImage', () => delay('infinite')));
      const shell = (await staticPage(lang)).querySelector('.auth-page')!;
      await i18n.changeLanguage(lang);
      renderApp('/login');
      await screen.findByRole('form');
      const react = document.querySelector('.auth-page')!;
      expect(accessibleNames(shell)).toEqual(accessibleNames(react));
      expect(skeleton(shell)).toEqual(skeleton(react));
      expect(shell.querySelector('.auth-lang__item[disabled]')).toHaveAttribute(
        'lang',
        lang,
      );
      cleanup();
      await i18n.changeLanguage('en');
    },
  );

  it('hands what was typed, the choice and a pending submit to the app', async () => {
    db.captchaEnabled = false;
    const shell = await staticPage('en', { username: 'ry', rememberMe: true });
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
    const shell = await staticPage('en');
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

  it('keeps the focus on a language button the visitor tabbed to', async () => {
    db.captchaEnabled = false;
    const shell = await staticPage('en');
    document.body.prepend(shell);
    shell
      .querySelector<HTMLButtonElement>('.auth-lang__item[lang="ja"]')!
      .focus();

    renderApp('/login');
    await screen.findByRole('form');
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
    expect(screen.getByRole('button', { name: '日本語' })).toHaveFocus();
  });
});
