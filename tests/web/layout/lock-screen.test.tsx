import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCK_KEY } from '@/config/env';
import { useAppStore } from '@/stores/app';
import { renderApp, signIn } from '../router/render-app';

const lockDialog = () =>
  screen.findByRole('dialog', { name: 'Screen locked' }, { timeout: 20_000 });

describe('lock screen', () => {
  it(
    'locks from the avatar menu, refuses a wrong password and unlocks with the right one',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      signIn('admin');
      renderApp('/pc/index');
      await user.click(
        await screen.findByRole(
          'button',
          { name: 'User menu of Administrator' },
          { timeout: 45_000 },
        ),
      );
      await user.click(
        await screen.findByRole('menuitem', { name: 'Lock screen' }),
      );
      const dialog = await lockDialog();
      expect(localStorage.getItem(LOCK_KEY)).toBe('1');
      // the shell underneath takes no input
      expect(document.querySelector('.app-layout')).toHaveAttribute('inert');

      const password = within(dialog).getByLabelText('Password');
      await user.type(password, 'wrong');
      await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
      expect(
        await screen.findByText('Wrong password; 4 tries left'),
      ).toBeInTheDocument();
      expect(useAppStore.getState().locked).toBe(true);

      await user.type(within(dialog).getByLabelText('Password'), 'admin123');
      await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Screen locked' }),
        ).toBeNull(),
      );
      expect(localStorage.getItem(LOCK_KEY)).toBeNull();
      expect(document.querySelector('.app-layout')).not.toHaveAttribute(
        'inert',
      );
    },
  );

  it(
    'stays locked when the app starts again; signing in as someone else logs out and lifts it',
    { timeout: 90_000 },
    async () => {
      const user = userEvent.setup();
      localStorage.setItem(LOCK_KEY, '1');
      useAppStore.setState({ locked: true });
      signIn('admin');
      renderApp('/system/user');
      const dialog = await lockDialog();
      await user.click(
        within(dialog).getByRole('button', { name: 'Sign in as someone else' }),
      );
      expect(
        await screen.findByRole(
          'form',
          { name: 'Sign in' },
          { timeout: 20_000 },
        ),
      ).toBeInTheDocument();
      expect(localStorage.getItem(LOCK_KEY)).toBeNull();
      expect(useAppStore.getState().locked).toBe(false);
    },
  );
});
