import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import i18n from '@/lib/i18n';
import { renderApp } from '../router/render-app';

/** Counts the captcha fetches from now on; call the result to stop. */
function countCaptchaFetches() {
  const seen = { count: 0 };
  const count = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/captchaImage')) seen.count += 1;
  };
  server.events.on('request:start', count);
  return Object.assign(seen, {
    stop: () => server.events.removeListener('request:start', count),
  });
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the captcha refresh button', () => {
  it('comes after the password by keyboard and fetches a new picture', async () => {
    db.captchaEnabled = true;
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('img', { name: 'Verification code' });
    const refresh = screen.getByRole('button', { name: 'New code' });
    expect(refresh).toHaveAttribute('title', 'Get a new verification code');

    await user.click(screen.getByLabelText('Password'));
    await user.tab(); // the password's show/hide toggle
    await user.tab();
    expect(refresh).toHaveFocus();
    const fetches = countCaptchaFetches();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetches.count).toBe(1));
    await user.keyboard(' ');
    await waitFor(() => expect(fetches.count).toBe(2));
    fetches.stop();
    // then on to the answer, whose placeholder is the whole hint
    await user.tab();
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute(
      'placeholder',
      'Enter the verification code',
    );
  });

  it('is named in Japanese and Chinese', async () => {
    db.captchaEnabled = true;
    await act(() => i18n.changeLanguage('ja'));
    const { unmount } = renderApp('/login');
    expect(
      await screen.findByRole('button', { name: '別のコード' }),
    ).toHaveAttribute('title', '認証コードを更新');
    unmount();
    await act(() => i18n.changeLanguage('zh-CN'));
    renderApp('/login');
    expect(
      await screen.findByRole('button', { name: '换一张' }),
    ).toHaveAttribute('title', '换一张验证码');
  });

  it('is on the register page too', async () => {
    db.captchaEnabled = true;
    const user = userEvent.setup();
    renderApp('/register');
    // the picture loaded on opening is in before the fetches are counted
    await screen.findByRole('img', { name: 'Verification code' });
    const refresh = screen.getByRole('button', { name: 'New code' });
    const fetches = countCaptchaFetches();
    await user.click(refresh);
    await waitFor(() => expect(fetches.count).toBe(1));
    fetches.stop();
  });
});
