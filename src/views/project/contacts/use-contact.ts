/** One enquiry and its history, loaded together and again on demand. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getContact, getContactHistory } from '@/api/project/contact';
import type { ContactEvent, ProjectContact } from '@/types/contact';

export interface LoadedContact {
  /** null while loading (or when it could not be loaded). */
  contact: ProjectContact | null;
  events: ContactEvent[];
  /** Load both again (after a change, or a refused one). */
  reload: () => Promise<void>;
}

export function useContact(contactId: number | undefined): LoadedContact {
  const [contact, setContact] = useState<ProjectContact | null>(null);
  const [events, setEvents] = useState<ContactEvent[]>([]);
  // the enquiry shown now: an answer for another one is dropped
  const shown = useRef(contactId);
  shown.current = contactId;

  const reload = useCallback(async () => {
    const id = shown.current;
    if (id === undefined) return;
    try {
      const [one, history] = await Promise.all([
        getContact(id),
        getContactHistory(id),
      ]);
      if (shown.current !== id) return;
      setContact(one.data ?? null);
      setEvents(history.data ?? []);
    } catch {
      // the request layer showed what went wrong
    }
  }, []);

  useEffect(() => {
    setContact(null);
    setEvents([]);
    void reload();
  }, [contactId, reload]);

  return { contact, events, reload };
}
