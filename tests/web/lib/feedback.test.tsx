import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, message } from 'antd';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { feedback, registerFeedback } from '@/lib/feedback';

describe('feedback', () => {
  it('falls back to antd static methods (loaded lazily) when nothing is registered', async () => {
    const error = vi.spyOn(message, 'error');
    feedback.error('Boom', 5000);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Boom', 5));
  });

  it('uses the registered App API', async () => {
    const api = {
      message: {
        error: vi.fn(),
        warning: vi.fn(),
        success: vi.fn(),
        info: vi.fn(),
      },
      notification: { error: vi.fn() },
      modal: { confirm: vi.fn(), info: vi.fn() },
    };
    const unregister = registerFeedback(api as never);
    feedback.warning('Careful');
    feedback.notifyError('Title');
    expect(api.message.warning).toHaveBeenCalledWith('Careful', undefined);
    expect(api.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Title' }),
    );
    unregister();
    const error = vi.spyOn(message, 'error');
    feedback.error('after');
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(api.message.error).not.toHaveBeenCalled();
  });

  it('shows messages through <App> once the shell registers App.useApp()', async () => {
    function Registrar() {
      const api = App.useApp();
      useEffect(() => registerFeedback(api), [api]);
      return null;
    }
    render(
      <App>
        <Registrar />
      </App>,
    );
    act(() => feedback.error('Shown in the app'));
    expect(await screen.findByText('Shown in the app')).toBeInTheDocument();
  });

  it('confirm resolves true on OK and false on cancel', async () => {
    const user = userEvent.setup();
    const first = feedback.confirm({
      title: 'System prompt',
      content: 'Sure?',
      okText: 'Log in again',
      cancelText: 'Cancel',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Log in again' }),
    );
    await expect(first).resolves.toBe(true);

    const second = feedback.confirm({
      title: 'System prompt',
      content: 'Really?',
      okText: 'Yes',
      cancelText: 'No',
    });
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await expect(second).resolves.toBe(false);
  });

  it('a confirm that throws work away focuses its cancel button, so Enter keeps the work', async () => {
    const user = userEvent.setup();
    const asked = feedback.confirm({
      title: 'Discard changes?',
      content: 'Unsaved changes will be lost.',
      okText: 'Discard',
      cancelText: 'Keep editing',
      focusCancel: true,
    });
    const keep = await screen.findByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(keep).toHaveFocus());
    await user.keyboard('{Enter}');
    await expect(asked).resolves.toBe(false);
  });

  it('loading shows a full-screen overlay with the text until closed', async () => {
    const close = feedback.loading('Downloading data, please wait');
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Downloading data, please wait');
    expect(overlay.style.background).toBe('rgba(0, 0, 0, 0.7)');
    close();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
