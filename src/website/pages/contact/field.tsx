import type { ReactNode } from 'react';
import { CONTACT } from '../../strings';

/** One labelled row of the enquiry form with its message. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`site-field${error ? ' has-error' : ''}`}>
      <div className="site-field-label">
        <label htmlFor={id}>{label}</label>
        <span className={`site-badge${required ? ' is-required' : ''}`}>
          {required ? CONTACT.required : CONTACT.optional}
        </span>
      </div>
      <div className="site-field-control">
        {children}
        {hint && <p className="site-field-hint">{hint}</p>}
        {error && (
          <p className="site-field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
