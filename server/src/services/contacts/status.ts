/**
 * Where an enquiry stands and where it may go next: new → in progress →
 * answered → closed, with a closed one reopened to in progress and an
 * answered one taken up again. RuoYi's `handled` flag follows the status.
 */
import type { MessageKey } from '../../i18n/index.js';
import type { ContactStatus } from '../../repositories/project-contacts.js';

export type { ContactStatus };

const NEXT: Readonly<Record<ContactStatus, readonly ContactStatus[]>> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

/** The status label (export columns, messages). */
export const STATUS_LABELS: Readonly<Record<ContactStatus, MessageKey>> = {
  new: 'dict.project_contact_status.new',
  in_progress: 'dict.project_contact_status.in_progress',
  answered: 'dict.project_contact_status.answered',
  closed: 'dict.project_contact_status.closed',
};

export function mayMove(from: ContactStatus, to: ContactStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * The status a change of RuoYi's flag leads to: '1' answers it (a closed one
 * stays closed), '0' takes it up again. Null when nothing changes.
 */
export function statusForHandled(
  from: ContactStatus,
  handled: string,
): ContactStatus | null {
  if (handled === '1') {
    return from === 'answered' || from === 'closed' ? null : 'answered';
  }
  return from === 'in_progress' || from === 'new' ? null : 'in_progress';
}
