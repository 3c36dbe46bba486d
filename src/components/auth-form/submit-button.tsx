import type { ReactNode } from 'react';

/** The form's primary button; shows a spinner and is inert while busy. */
export function SubmitButton({
  busy,
  children,
}: {
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="auth-submit"
      aria-busy={busy}
      aria-disabled={busy}
    >
      {busy && <span className="auth-submit__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
