/**
 * One enquiry: everything the visitor sent (read-only, as it arrived), then
 * the staff part — handled flag and internal remark — with its own save.
 */
import { useEffect, useState } from 'react';
import { Divider, Drawer, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { getContact } from '@/api/project/contact';
import { useGuardedClose } from '@/components/crud';
import { useFormChanges } from '@/hooks/use-form-changes';
import type { ProjectContact } from '@/types/contact';
import { ContactDetails } from './contact-details';
import { ContactHandling, type StaffForm } from './contact-handling';

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
  const [form] = Form.useForm<StaffForm>();
  // An unsaved remark or handled flag keeps the drawer open on a click
  // outside and asks before it is dropped.
  const edits = useFormChanges(form);
  const changed = edits.changed && contactId !== undefined;
  const { reset } = edits;
  // A new enquiry, or the one just saved, starts unchanged.
  useEffect(() => reset(), [contact, reset]);
  const { close, anchor } = useGuardedClose(changed, onClose);

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
    <>
      {/* in the page, not in the drawer's portal: a hidden tab keeps it */}
      <span ref={anchor} hidden />
      <Drawer
        open={contactId !== undefined}
        onClose={close}
        mask={{ closable: !changed }}
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
            <div {...edits.area}>
              <ContactHandling
                form={form}
                contact={contact}
                canEdit={canEdit}
                onSaved={(fresh) => {
                  if (fresh) setContact(fresh);
                  onSaved();
                }}
              />
            </div>
          </>
        )}
      </Drawer>
    </>
  );
}
