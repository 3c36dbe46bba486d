/**
 * The sign-in page painted as static markup before the app ran
 * (scripts/first-screen). The React page adopts what the visitor did there —
 * typed values, the checkbox, focus, a submit already asked for — and removes
 * it in the same frame, so the hand-over is invisible.
 */
export interface LoginShellState {
  username: string;
  password: string;
  rememberMe: boolean;
  /** Id of the focused input, if the focus was in the form. */
  focused: string | null;
  /** The visitor already pressed Sign in (or Enter). */
  submitted: boolean;
}

export const LOGIN_SHELL_ID = 'login-shell';

/** Reads and removes the static sign-in page; null when there is none. */
export function takeLoginShell(): LoginShellState | null {
  const shell = document.getElementById(LOGIN_SHELL_ID);
  if (!shell) return null;
  const value = (selector: string) =>
    shell.querySelector<HTMLInputElement>(selector)?.value ?? '';
  const active = document.activeElement;
  const state: LoginShellState = {
    username: value('#login-username'),
    password: value('#login-password'),
    rememberMe:
      shell.querySelector<HTMLInputElement>('input[type="checkbox"]')
        ?.checked ?? false,
    focused: active && shell.contains(active) && active.id ? active.id : null,
    submitted:
      shell.querySelector('form')?.getAttribute('data-submitted') === 'true',
  };
  shell.remove();
  return state;
}

/** Removes the static sign-in page (e.g. when the app fails to start). */
export function removeLoginShell(): void {
  document.getElementById(LOGIN_SHELL_ID)?.remove();
}
