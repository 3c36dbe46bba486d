/**
 * How an enquiry is worked: new → in progress → answered → closed, with the
 * steps the server allows from each status (a closed or answered one can
 * be reopened).
 */
import type { ContactStatus, ProjectContact } from '@/types/contact';

export const NEXT_STATUS: Readonly<
  Record<ContactStatus, readonly ContactStatus[]>
> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

/** A step's button: its label, question and toast are `steps.<step>.*`. */
export type Step = 'start' | 'answer' | 'close' | 'reopen';

export function stepOf(from: ContactStatus, to: ContactStatus): Step {
  if (to === 'answered') return 'answer';
  if (to === 'closed') return 'close';
  return from === 'new' ? 'start' : 'reopen';
}

/** Who an enquiry is from in prompts: the company, else the contact name. */
export function contactLabel(
  c: Pick<ProjectContact, 'companyName' | 'contactName'>,
): string {
  return c.companyName?.trim() || c.contactName;
}
