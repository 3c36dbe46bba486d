/**
 * New enquiries assigned to me or about my consulting items
 * (`GET /project/contacts/count`): the bell adds them to its count and the
 * Enquiries menu entry shows them as a badge. The contacts screen refreshes
 * it after every change it makes.
 */
import { countContacts } from '@/api/project/contact';
import { useMenuBadges } from '@/stores/menu-badges';
import { usePermissionStore } from '@/stores/permission';

const CONTACTS_VIEW = 'project/contacts/index';

/** The Enquiries screen's path as the menu gives it (seeded: /project/contacts). */
export function enquiriesPath(): string {
  const route = usePermissionStore
    .getState()
    .routes.find(
      (r) => r.view.type === 'page' && r.view.component === CONTACTS_VIEW,
    );
  return route?.path ?? '/project/contacts';
}

/** Fetch the count again; a failed request leaves the last one. */
export async function refreshEnquiryCount(): Promise<void> {
  try {
    const res = await countContacts();
    useMenuBadges.getState().setCount(enquiriesPath(), res.data?.count ?? 0);
  } catch {
    // The request layer has already said what went wrong.
  }
}

/** The count, undefined until first fetched. */
export function useEnquiryCount(): number | undefined {
  return useMenuBadges((s) => s.counts[enquiriesPath()]);
}
