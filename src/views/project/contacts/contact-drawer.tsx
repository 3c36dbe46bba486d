/**
 * One enquiry: everything the visitor sent (read-only, as it arrived), then
 * the staff part — handled flag and internal remark — with its own save.
 */
import { useEffect, useState } from 'react';
import { Divider, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { getContact } from '@/api/project/contact';
import type { ProjectContact } from '@/types/contact';
import { ContactDetails } from './contact-details';
import { ContactHandling } from './contact-handling';

export interface ContactDrawerProps {
  /** The enquiry shown; undefined = closed. */
  contactId?: number;
  /** May change the handled flag and remark. */
  canEdit: boolean;
  onClose: () => void;
  /** After a save (reload the list). */
  onSaved: () => void;
}

export function ContactDrawer({
  contactId,
  canEdit,
  onClose,
  onSaved,
}: ContactDrawerProps) {
  const { t } = useTranslation('project-contact');
  const [contact, setContact] = useState<ProjectContact | null>(null);

  useEffect(() => {
    if (contactId === undefined) return;
    let live = true;
    setContact(null);
    getContact(contactId).then(
      (res) => {
        if (live && res.data) setContact(res.data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [contactId]);

  return (
    <Drawer
      open={contactId !== undefined}
      onClose={onClose}
      title={t('detailTitle', { id: contactId ?? '' })}
      size="min(640px, 100vw)"
      className="contact-drawer"
    >
      {!contact ? (
        <Skeleton active />
      ) : (
        <>
          <ContactDetails contact={contact} />
          <Divider />
          <ContactHandling
            contact={contact}
            canEdit={canEdit}
            onSaved={(fresh) => {
              if (fresh) setContact(fresh);
              onSaved();
            }}
          />
        </>
      )}
    </Drawer>
  );
}
