/**
 * Leaving a page with unsaved changes (sidebar, breadcrumb, tab bar,
 * browser back/forward, any in-app link) asks "Discard changes?" first and
 * goes only on "discard". Signing out is not asked about: the session, and
 * the page with it, is gone either way.
 */
import { confirmLeave, hasUnsavedChanges } from '@/lib/unsaved-changes';
import type { LeaveGuard } from '@/router/hash-history';
import { PATHS } from '@/router/paths';

export const leaveGuard: LeaveGuard = (from, to) => {
  const page = [from.pathname + from.search];
  if (to.pathname === PATHS.login || !hasUnsavedChanges(page)) return null;
  return confirmLeave(page);
};
