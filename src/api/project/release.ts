/** Releases (`/project/release`): drafts that go live together at a time. */
import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type {
  ReleaseDetail,
  ReleaseForm,
  ReleaseList,
  ReleaseQuery,
} from '@/types/release';

/** GET /project/release/list (the answer names the site's time zone). */
export function listRelease(query?: ReleaseQuery) {
  return request<ReleaseList>({
    url: '/project/release/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/release/{releaseId}: the release with its items. */
export function getRelease(releaseId: number) {
  return request<AjaxResult<ReleaseDetail>>({
    url: `/project/release/${releaseId}`,
    method: 'get',
  });
}

/** POST /project/release: answers the new releaseId. */
export function addRelease(data: ReleaseForm) {
  return request<AjaxResult<number>>({
    url: '/project/release',
    method: 'post',
    data,
  });
}

/** PUT /project/release (open or scheduled only; send the loaded version). */
export function updateRelease(data: ReleaseForm) {
  return request<AjaxResult>({
    url: '/project/release',
    method: 'put',
    data,
  });
}

/** PUT /project/release/schedule/{releaseId}: open → scheduled. */
export function scheduleRelease(releaseId: number) {
  return request<AjaxResult>({
    url: `/project/release/schedule/${releaseId}`,
    method: 'put',
  });
}

/** PUT /project/release/cancel/{releaseId}: its drafts go back to review. */
export function cancelRelease(releaseId: number) {
  return request<AjaxResult>({
    url: `/project/release/cancel/${releaseId}`,
    method: 'put',
  });
}

/** DELETE /project/release/{ids} (open, cancelled, done or failed). */
export function delRelease(id: number | number[]) {
  const ids = Array.isArray(id) ? id.join(',') : id;
  return request<AjaxResult>({
    url: `/project/release/${ids}`,
    method: 'delete',
  });
}
