import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { spyFeedback } from '../support/feedback';
import { captchaSrc } from '@/components/auth-form';
import { renderApp } from '../router/render-app';

const location = () => screen.getByRole('status', { name: 'current location' });

function storedEverywhere(): string {
  return [
    document.cookie,
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
  ].join('\n');
}

describe('login page', () => {
  it('signs in and goes to the redirect target, never storing the password', async () => {
    const user = userEvent.setup();
    renderApp(`/login?redirect=${encodeURIComponent('/pc/index?tab=2')}`);

    await user.type(await screen.findByLabelText('Account'), '  admin ');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(location()).toHaveTextContent('/pc/index?tab=2'),
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Welcome back, Administrator',
      }),
    ).toBeInTheDocument();
    // "Remember" keeps the (trimmed) account name and the choice only.
    expect(Cookies.get('username')).toBe('admin');
    expect(Cookies.get('rememberMe')).toBe('true');
    expect(storedEverywhere()).not.toContain('admin123');
  });

  it('goes to the admin home without a redirect query', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/pc\/index$/));
    expect(Cookies.get('username')).toBeUndefined();
  });

  it('a submit made before the server says whether a captcha is due goes once it has', async () => {
    let release: (() => void) | undefined;
    server.use(
      http.get('*/captchaImage', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ code: 200, captchaEnabled: false });
      }),
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // not told to type a code while the server has not answered
    expect(screen.queryByText('Please enter the verification code')).toBeNull();
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release?.();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/pc\/index$/));
  });

  it('prefills a remembered account', async () => {
    Cookies.set('username', 'ry');
    Cookies.set('rememberMe', 'true');
    Cookies.set('password', 'legacy-secret');
    renderApp('/login');
    expect(await screen.findByLabelText('Account')).toHaveValue('ry');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(Cookies.get('password')).toBeUndefined();
  });

  it('requires account, password and captcha', async () => {
    db.captchaEnabled = true;
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('img', { name: 'Verification code' });
    await user.type(screen.getByLabelText('Account'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Account')).toHaveAccessibleDescription(
      'Please enter your account',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password',
    );
    expect(
      screen.getByLabelText('Verification code'),
    ).toHaveAccessibleDescription('Please enter the verification code');
    expect(screen.getByLabelText('Account')).toHaveFocus();
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('on failure shows the server message and refreshes the captcha', async () => {
    db.captchaEnabled = true;
    const feedback = spyFeedback();
    const user = userEvent.setup();
    renderApp('/login');
    const first = await screen.findByRole('img', { name: 'Verification code' });
    expect(first).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/gif;base64,/),
    );

    let captchaCalls = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/captchaImage')) captchaCalls += 1;
    };
    server.events.on('request:start', count);
    await user.type(screen.getByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.type(screen.getByLabelText('Verification code'), '5');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(feedback.error).toHaveBeenCalledWith('Captcha error'),
    );
    await waitFor(() => expect(captchaCalls).toBe(1));
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );

    server.events.removeListener('request:start', count);

    await user.type(screen.getByLabelText('Verification code'), '4');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/pc/index'));
  });

  it('shows the in-progress label while signing in', async () => {
    let release: (() => void) | undefined;
    server.use(
      http.post('*/login', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ code: 500, msg: 'nope' });
      }),
    );
    spyFeedback();
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Account'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('button', { name: 'Signing in...' }),
    ).toHaveAttribute('aria-busy', 'true');
    // The handler may start after the label shows: wait for it.
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release?.();
    expect(
      await screen.findByRole('button', { name: 'Sign in' }),
    ).toBeInTheDocument();
  });

  it('hides the captcha when the server disables it, and the register link unless enabled', async () => {
    renderApp('/login');
    await screen.findByLabelText('Account');
    await waitFor(() =>
      expect(screen.queryByLabelText('Verification code')).toBeNull(),
    );
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
  });

  it('shows the register link when /captchaImage says registration is on', async () => {
    server.use(
      http.get('*/captchaImage', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          captchaEnabled: false,
          registerEnabled: true,
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Register now' }));
    await waitFor(() => expect(location()).toHaveTextContent('/register'));
  });
});

describe('captchaSrc', () => {
  it('prefixes our PNG and the reference JPEG correctly', () => {
    expect(captchaSrc('iVBORw0KGgoAAAAN')).toBe(
      'data:image/png;base64,iVBORw0KGgoAAAAN',
    );
    expect(captchaSrc('/9j/4AAQ')).toBe('data:image/gif;base64,/9j/4AAQ');
  });
});
