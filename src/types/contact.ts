/** project_contact: an enquiry sent from the public contact form. */
import type { PageQuery } from './api';

export interface ProjectContact {
  contactId: number;
  companyName: string;
  contactName: string;
  nameReading: string;
  applicant: string;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  consultingItem: string;
  consultingContent: string;
  /** '0' unhandled, '1' handled (staff only). */
  handled: string;
  /** Internal remark (staff only). */
  remark?: string | null;
  ip?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  version?: number;
}

export interface ContactQuery extends PageQuery {
  companyName?: string;
  /** Contact name or its reading. */
  contactName?: string;
  handled?: string;
}

/** The only part of an enquiry staff may change. */
export interface ContactStaffFields {
  contactId: number;
  version?: number;
  handled: string;
  remark?: string | null;
}
