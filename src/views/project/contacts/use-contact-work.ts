/**
 * The changes staff make to one enquiry: each is sent with the enquiry's
 * version; afterwards the enquiry and its history are loaded again, the
 * list reloads and the bell's count is refreshed. A refused change (e.g.
 * someone else changed the enquiry first) shows the server's message and
 * loads the enquiry as it is now.
 */
import { useTranslation } from 'react-i18next';
import {
  addContactNote,
  assignContact,
  changeContactStatus,
  replyContact,
} from '@/api/project/contact';
import { confirmAndRun } from '@/components/crud';
import { refreshEnquiryCount } from '@/layout/navbar/notice-bell/enquiry-count';
import { feedback } from '@/lib/feedback';
import type { ContactStatus, ProjectContact } from '@/types/contact';
import { contactLabel, stepOf } from './status-flow';

export interface ContactWorkOptions {
  /** Load the enquiry and its history again. */
  reload: () => Promise<void>;
  /** After a change was made (reload the list). */
  onChanged: () => void;
}

export function useContactWork(
  contact: ProjectContact,
  { reload, onChanged }: ContactWorkOptions,
) {
  const { t } = useTranslation('project-contact');
  const { contactId, version } = contact;
  const name = contactLabel(contact);

  const after = async () => {
    onChanged();
    void refreshEnquiryCount();
    await reload();
  };
  /** Runs `send`; on refusal loads the enquiry anew and rethrows. */
  const sending = (send: () => Promise<unknown>) => async () => {
    try {
      await send();
    } catch (error) {
      void reload();
      throw error;
    }
  };
  const run = async (send: () => Promise<unknown>, success: string) => {
    try {
      await sending(send)();
    } catch {
      return false; // the request layer showed the server's message
    }
    feedback.success(success);
    await after();
    return true;
  };

  return {
    /** Confirm, then move the enquiry to `status`. */
    setStatus: (status: ContactStatus) => {
      const step = stepOf(contact.status, status);
      return confirmAndRun({
        content: t(`steps.${step}.confirm`, { name }),
        run: sending(() => changeContactStatus({ contactId, status, version })),
        success: t(`steps.${step}.success`),
        after,
      });
    },
    assign: (assigneeId: number | null) =>
      run(
        () => assignContact({ contactId, assigneeId, version }),
        t(assigneeId === null ? 'unassignedSuccess' : 'assignedSuccess'),
      ),
    note: (body: string) =>
      run(() => addContactNote({ contactId, body }), t('noteAdded')),
    /** Confirm, then mail the reply to the visitor (the enquiry becomes answered). */
    reply: (body: string) =>
      confirmAndRun({
        content: t('reply.confirm', { name, email: contact.email }),
        run: sending(() => replyContact({ contactId, body, version })),
        success: t('reply.sent'),
        after,
      }),
  };
}

export type ContactWork = ReturnType<typeof useContactWork>;
