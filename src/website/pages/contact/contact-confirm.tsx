import type { EnquiryFields } from '@/types/website';
import { CONTACT } from '../../strings';
import { FIELD_ORDER } from './rules';

/** Step 2: what will be sent, with back and send buttons. */
export function ContactConfirm({
  values,
  sending,
  alert,
  onBack,
  onSend,
}: {
  values: EnquiryFields;
  sending: boolean;
  alert: string;
  onBack: () => void;
  onSend: () => void;
}) {
  return (
    <div className="site-confirm">
      <p className="site-form-lead">{CONTACT.confirmLead}</p>
      {alert && (
        <p className="site-alert" role="alert">
          {alert}
        </p>
      )}
      <table className="site-spec site-confirm-table">
        <tbody>
          {FIELD_ORDER.map((field) => (
            <tr key={field}>
              <th scope="row">{CONTACT.labels[field]}</th>
              <td>{values[field] || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="site-form-actions">
        <button
          type="button"
          className="site-button is-outline is-large"
          disabled={sending}
          onClick={onBack}
        >
          {CONTACT.back}
        </button>
        <button
          type="button"
          className="site-button is-accent is-large"
          disabled={sending}
          aria-busy={sending}
          onClick={onSend}
        >
          {sending ? CONTACT.sending : CONTACT.send}
        </button>
      </div>
    </div>
  );
}
