import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { NavigationQuery, ProjectNavigation } from '@/types/navigation';

export const NAVIGATION_EXPORT_URL = '/project/navigation/export';

/** GET /project/navigation/list: the whole tree, flat (parents first). */
export function listNavigation(query?: NavigationQuery) {
  return request<AjaxResult<ProjectNavigation[]>>({
    url: '/project/navigation/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/navigation/{navId} */
export function getNavigation(navId: number | string) {
  return request<AjaxResult<ProjectNavigation>>({
    url: `/project/navigation/${navId}`,
    method: 'get',
  });
}

/** POST /project/navigation */
export function addNavigation(data: ProjectNavigation) {
  return request<AjaxResult>({
    url: '/project/navigation',
    method: 'post',
    data,
  });
}

/** PUT /project/navigation (send back the loaded `version`). */
export function updateNavigation(data: ProjectNavigation) {
  return request<AjaxResult>({
    url: '/project/navigation',
    method: 'put',
    data,
  });
}

/** PUT /project/navigation/move: one place up or down among its siblings. */
export function moveNavigation(navId: number, direction: 'up' | 'down') {
  return request<AjaxResult>({
    url: '/project/navigation/move',
    method: 'put',
    data: { navId, direction },
  });
}

/** DELETE /project/navigation/{ids} */
export function delNavigation(navId: number | string | (number | string)[]) {
  const ids = Array.isArray(navId) ? navId.join(',') : navId;
  return request<AjaxResult>({
    url: `/project/navigation/${ids}`,
    method: 'delete',
  });
}
