/** project_contact: an enquiry sent from the public contact form. */
import type { ApiData, ApiRow, ListQuery } from './openapi';

/** Where an enquiry stands (dictionary `project_contact_status`). */
export type ContactStatus = 'new' | 'in_progress' | 'answered' | 'closed';

/**
 * handled '0' unhandled, '1' handled (answered or closed); handled, remark,
 * status, assignee, consulting item, department and answered time are
 * staff only.
 */
export type ProjectContact = Omit<
  ApiRow<'/project/contacts/list'>,
  'status'
> & {
  status: ContactStatus;
};

/**
 * contactName matches the contact name or its reading; mine '1': assigned
 * to me or about an item whose recipients include me.
 */
export type ContactQuery = Omit<
  ListQuery<'/project/contacts/list'>,
  'status' | 'mine'
> & { status?: ContactStatus; mine?: '1' };

/**
 * The only part of an enquiry staff may change: PUT /project/contacts
 * (written here: the drawer holds handled as any string, the document as
 * '0' | '1').
 */
export interface ContactStaffFields {
  contactId: number;
  version?: number;
  handled: string;
  remark?: string | null;
}

type HistoryLine = ApiData<'/project/contacts/{contactId}/history'>[number];

/** One line of an enquiry's history, oldest first. */
export type ContactEvent = Omit<HistoryLine, 'kind' | 'status'> & {
  kind: 'received' | 'status' | 'assign' | 'note' | 'reply' | 'mail';
  status: ContactStatus | null;
};

/** Someone an enquiry can be assigned to. */
export type ContactAssignee = ApiData<'/project/contacts/assignees'>[number];
