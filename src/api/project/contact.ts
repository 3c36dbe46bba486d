import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type {
  ContactQuery,
  ContactStaffFields,
  ProjectContact,
} from '@/types/contact';

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
