/** An item's revisions, restoring one into the draft, and draft against published. */
import { request } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type {
  ContentCompare,
  ContentKind,
  ContentRevision,
  ContentRevisionDetail,
  RevisionQuery,
} from '@/types/publishing';

/** GET /project/content/revision/list (newest first) */
export function listRevision(query: RevisionQuery) {
  return request<TableDataInfo<ContentRevision>>({
    url: '/project/content/revision/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/content/revision/{revisionId}: the row plus the item's data then. */
export function getRevision(revisionId: number) {
  return request<AjaxResult<ContentRevisionDetail>>({
    url: `/project/content/revision/${revisionId}`,
    method: 'get',
  });
}

/** POST /project/content/revision/restore/{revisionId}: into the draft, not onto the site. */
export function restoreRevision(revisionId: number) {
  return request<AjaxResult>({
    url: `/project/content/revision/restore/${revisionId}`,
    method: 'post',
  });
}

/** GET /project/content/compare/{kind}/{id}: the published version and the draft. */
export function compareContent(kind: ContentKind, id: number) {
  return request<AjaxResult<ContentCompare>>({
    url: `/project/content/compare/${kind}/${id}`,
    method: 'get',
  });
}
