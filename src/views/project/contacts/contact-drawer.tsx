/**
 * One enquiry: where it stands and who works it, everything the visitor
 * sent (read-only, as it arrived), a reply by mail, the history with
 * internal notes, and the internal remark.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Divider, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from '@/components/crud';
import { ContactDetails } from './contact-details';
import { ContactHandling } from './contact-handling';
import { ContactHistory } from './contact-history';
import { ContactNote } from './contact-note';
import { ContactReply } from './contact-reply';
import { ContactWorkPanel } from './contact-work-panel';
import { useContact } from './use-contact';
import { useContactWork } from './use-contact-work';
import type { ContactEvent, ProjectContact } from '@/types/contact';

export interface ContactDrawerProps {
  /** The enquiry shown; undefined = closed. */
  contactId?: number;
  /** May change the status, assignee, notes and remark. */
  canEdit: boolean;
  /** May reply to the visitor by mail. */
  canReply: boolean;
  onClose: () => void;
  /** After a change (reload the list). */
  onSaved: () => void;
}

export function ContactDrawer({
  contactId,
  canEdit,
  canReply,
  onClose,
  onSaved,
}: ContactDrawerProps) {
  const { t } = useTranslation('project-contact');
  const { contact, events, reload } = useContact(contactId);
  const [remarkChanged, setRemarkChanged] = useState(false);
  const [note, setNote] = useState('');
  const [reply, setReply] = useState('');
  // An unsaved remark, note or reply keeps the drawer open on a click
  // outside and asks before it is dropped.
  const changed =
    (remarkChanged || note.trim() !== '' || reply.trim() !== '') &&
    contactId !== undefined;
  useEffect(() => {
    setNote('');
    setReply('');
  }, [contactId]);
  const { close, anchor } = useGuardedClose(changed, onClose);

  return (
    <>
      {/* in the page, not in the drawer's portal: a hidden tab keeps it */}
      <span ref={anchor} hidden />
      <Drawer
        open={contactId !== undefined}
        onClose={close}
        mask={{ closable: !changed }}
        title={t('detailTitle', { id: contactId ?? '' })}
        size="min(680px, 100vw)"
        className="contact-drawer"
      >
        {!contact ? (
          <Skeleton active />
        ) : (
          <Worked
            contact={contact}
            events={events}
            canEdit={canEdit}
            canReply={canReply}
            reload={reload}
            onSaved={onSaved}
            note={[note, setNote]}
            reply={[reply, setReply]}
            remark={
              // a new version of the enquiry starts the remark afresh
              <ContactHandling
                key={`${contact.contactId}:${contact.version}`}
                contact={contact}
                canEdit={canEdit}
                onSaved={() => {
                  void reload();
                  onSaved();
                }}
                onChanges={setRemarkChanged}
              />
            }
          />
        )}
      </Drawer>
    </>
  );
}

type Draft = [string, (body: string) => void];

interface WorkedProps {
  contact: ProjectContact;
  events: ContactEvent[];
  canEdit: boolean;
  canReply: boolean;
  reload: () => Promise<void>;
  onSaved: () => void;
  note: Draft;
  reply: Draft;
  remark: ReactNode;
}

/** The drawer's sections for a loaded enquiry. */
function Worked({
  contact,
  events,
  canEdit,
  canReply,
  reload,
  onSaved,
  note,
  reply,
  remark,
}: WorkedProps) {
  const { t } = useTranslation('project-contact');
  const work = useContactWork(contact, { reload, onChanged: onSaved });
  return (
    <>
      <section aria-label={t('handling')}>
        <Typography.Title level={5}>{t('handling')}</Typography.Title>
        <ContactWorkPanel contact={contact} work={work} canEdit={canEdit} />
      </section>
      <Divider />
      <ContactDetails contact={contact} />
      {canReply && contact.status !== 'closed' && (
        <>
          <Divider />
          <ContactReply
            contact={contact}
            work={work}
            body={reply[0]}
            onChange={reply[1]}
          />
        </>
      )}
      <Divider />
      <Typography.Title level={5}>{t('history.title')}</Typography.Title>
      {canEdit && <ContactNote work={work} body={note[0]} onChange={note[1]} />}
      <ContactHistory events={events} />
      <Divider />
      {remark}
    </>
  );
}
