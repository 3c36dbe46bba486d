/** project_contact: an enquiry sent from the public contact form. */
import type { ApiRow, ListQuery } from './openapi';

/** handled '0' unhandled, '1' handled; handled and remark are staff only. */
export type ProjectContact = ApiRow<'/project/contacts/list'>;

/** contactName matches the contact name or its reading. */
export type ContactQuery = ListQuery<'/project/contacts/list'>;

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
