import { download } from '@/lib/download';
import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type {
  ContactAssignee,
  ContactEvent,
  ContactQuery,
  ContactStaffFields,
  ContactStatus,
  ProjectContact,
} from '@/types/contact';
import type { Params } from '@/utils/params';

export const CONTACT_EXPORT_URL = '/project/contacts/export';

/** GET /project/contacts/list */
export function listContact(query?: ContactQuery) {
  return request<TableDataInfo<ProjectContact>>({
    url: '/project/contacts/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/contacts/{contactId} */
export function getContact(contactId: number | string) {
  return request<AjaxResult<ProjectContact>>({
    url: `/project/contacts/${contactId}`,
    method: 'get',
  });
}

/** PUT /project/contacts: the handled flag and the internal remark only. */
export function updateContact(data: ContactStaffFields) {
  return request<AjaxResult>({
    url: '/project/contacts',
    method: 'put',
    data,
  });
}

/** PUT /project/contacts/handled: mark enquiries handled ('1') or not ('0'). */
export function changeContactHandled(ids: number[], handled: '0' | '1') {
  return request<AjaxResult>({
    url: '/project/contacts/handled',
    method: 'put',
    data: { ids, handled },
  });
}

/** PUT /project/contacts/status: move an enquiry to its next status. */
export function changeContactStatus(data: {
  contactId: number;
  status: ContactStatus;
  version?: number;
}) {
  return request<AjaxResult>({
    url: '/project/contacts/status',
    method: 'put',
    data,
  });
}

/** PUT /project/contacts/assign: assign an enquiry to a user (null: nobody). */
export function assignContact(data: {
  contactId: number;
  assigneeId: number | null;
  version?: number;
}) {
  return request<AjaxResult>({
    url: '/project/contacts/assign',
    method: 'put',
    data,
  });
}

/** POST /project/contacts/note: an internal note in the history. */
export function addContactNote(data: { contactId: number; body: string }) {
  return request<AjaxResult>({
    url: '/project/contacts/note',
    method: 'post',
    data,
  });
}

/** POST /project/contacts/reply: mail a reply to the visitor (answered). */
export function replyContact(data: {
  contactId: number;
  body: string;
  version?: number;
}) {
  return request<AjaxResult>({
    url: '/project/contacts/reply',
    method: 'post',
    data,
  });
}

/** GET /project/contacts/{contactId}/history: oldest first. */
export function getContactHistory(contactId: number) {
  return request<AjaxResult<ContactEvent[]>>({
    url: `/project/contacts/${contactId}/history`,
    method: 'get',
  });
}

/** GET /project/contacts/assignees: every enabled user, by name. */
export function listContactAssignees() {
  return request<AjaxResult<ContactAssignee[]>>({
    url: '/project/contacts/assignees',
    method: 'get',
  });
}

/** GET /project/contacts/count: new enquiries assigned to me or my items. */
export function countContacts() {
  return request<AjaxResult<{ count: number }>>({
    url: '/project/contacts/count',
    method: 'get',
  });
}

/**
 * POST /project/contacts/export: the search as .xlsx, saved under the name
 * the server gives it (`enquiries_YYYY-MM-DD.xlsx`).
 */
export function exportContacts(query: Params) {
  return download(CONTACT_EXPORT_URL, query);
}
