import type { ReactNode } from 'react';

/**
 * A labelled form row with an accessible error text. The label is visually
 * hidden (the placeholder and icon carry the visual cue) but named for
 * assistive technology and tests.
 */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'auth-field auth-field--error' : 'auth-field'}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {children}
      <div id={`${id}-error`} className="auth-field__error" role="alert">
        {error ?? ''}
      </div>
    </div>
  );
}
