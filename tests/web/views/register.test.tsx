import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { spyFeedback } from '../support/feedback';
import { renderApp } from '../router/render-app';

const location = () => screen.getByRole('status', { name: 'current location' });

describe('register page', () => {
  it('checks lengths and that both passwords match', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Account'), 'a');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Account')).toHaveAccessibleDescription(
      'The account must be between 2 and 20 characters long',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password must be between 5 and 20 characters long',
    );
    expect(
      screen.getByLabelText('Confirm password'),
    ).toHaveAccessibleDescription('The two passwords entered are inconsistent');
  });

  it('registers and returns to the sign-in page with a message', async () => {
    let body: unknown;
    server.use(
      http.post('*/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const feedback = spyFeedback();
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Account'), ' newbie ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(body).toMatchObject({ username: 'newbie', password: 'secret1' });
    expect(feedback.success).toHaveBeenCalledWith(
      'Account newbie has been registered. Please sign in.',
    );
  });

  it('a submit made before the server says whether a captcha is due goes once it has', async () => {
    let release: (() => void) | undefined;
    let body: unknown;
    server.use(
      http.get('*/captchaImage', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({
          code: 200,
          captchaEnabled: false,
          registerEnabled: true,
        });
      }),
      http.post('*/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/register');
    await user.type(await screen.findByLabelText('Account'), 'quick');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // not told to type a code while the server has not answered
    expect(screen.queryByText('Please enter the verification code')).toBeNull();
    expect(body).toBeUndefined();
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release?.();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(body).toMatchObject({ username: 'quick', password: 'secret1' });
  });
});
