/** project_contact: an enquiry sent from the public contact form. */
import type { ApiRow, ListQuery } from './openapi';

/** Where an enquiry stands (dictionary `project_contact_status`). */
export type ContactStatus = 'new' | 'in_progress' | 'answered' | 'closed';

/**
 * Working an enquiry: its status, assignee, consulting item and department,
 * and when it was first answered.
 */
export interface ContactWork {
  status: ContactStatus;
  assigneeId?: number | null;
  assigneeName?: string | null;
  itemId?: number | null;
  deptId?: number | null;
  answeredTime?: string | null;
}

/**
 * handled '0' unhandled, '1' handled (answered or closed); handled, remark
 * and the work fields are staff only.
 */
export type ProjectContact = ApiRow<'/project/contacts/list'> & ContactWork;

/**
 * contactName matches the contact name or its reading; mine '1': assigned
 * to me or about an item whose recipients include me.
 */
export type ContactQuery = ListQuery<'/project/contacts/list'> & {
  status?: ContactStatus;
  assigneeId?: number;
  itemId?: number;
  mine?: '1';
};

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

/** One line of an enquiry's history, oldest first. */
export interface ContactEvent {
  eventId: number;
  kind: 'received' | 'status' | 'assign' | 'note' | 'reply' | 'mail';
  body?: string | null;
  status?: ContactStatus | null;
  assigneeId?: number | null;
  assigneeName?: string | null;
  mailId?: number | null;
  mailStatus?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}
