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
  /**
   * Position of the focused control among the page's CONTROLS (the app's
   * page has the same ones in the same order), if the focus was on one.
   */
  focused: number | null;
  /** The visitor already pressed Sign in (or Enter). */
  submitted: boolean;
}

export const LOGIN_SHELL_ID = 'login-shell';

/** What a visitor can move the focus to, in document order. */
export const CONTROLS = 'a[href], button, input, select, textarea';

/** Reads and removes the static sign-in page; null when there is none. */
export function takeLoginShell(): LoginShellState | null {
  const shell = document.getElementById(LOGIN_SHELL_ID);
  if (!shell) return null;
  const value = (selector: string) =>
    shell.querySelector<HTMLInputElement>(selector)?.value ?? '';
  const active = [...shell.querySelectorAll(CONTROLS)].indexOf(
    document.activeElement!,
  );
  const state: LoginShellState = {
    username: value('#login-username'),
    password: value('#login-password'),
    rememberMe:
      shell.querySelector<HTMLInputElement>('input[type="checkbox"]')
        ?.checked ?? false,
    focused: active >= 0 ? active : null,
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
