import { request } from '@/lib/request';
import type { AjaxResult } from '@/types/api';
import type { TreeSelect } from '@/types/tree';

/**
 * GET /project/navigation/deptTree: the departments a top-level column may
 * be given (those in the user's data scope), shaped like the user dialog's.
 */
export function navigationDeptTree() {
  return request<AjaxResult<TreeSelect[]>>({
    url: '/project/navigation/deptTree',
    method: 'get',
  });
}
