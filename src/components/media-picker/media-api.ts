/**
 * The media library's endpoints the picker calls (docs/media.md, "HTTP"):
 * the list, the folder tree, an upload into the library and saving a file's
 * details (alt text).
 */
import { request } from '@/lib/request';
import type { AjaxResult, PageQuery, TableDataInfo } from '@/types/api';

/** A media file as the library lists it (`MediaRow`). */
export interface MediaRow {
  mediaId: number;
  /** The stable link, e.g. `/profile/upload/2026/11/28/photo_0001.jpg`. */
  url: string;
  folderId: number | null;
  fileName: string;
  originalName: string;
  ext: string;
  mime: string;
  /** `image`, `document`, `video`, `audio`, `archive` or `other`. */
  mediaType: string;
  size: number;
  width: number | null;
  height: number | null;
  version: number;
  altJa: string;
  altEn: string;
  focalX: number | null;
  focalY: number | null;
  processState: string;
  processError?: string | null;
  /** A small preview: the 320 WebP when ready, else the image itself. */
  thumbUrl: string | null;
  tags: string[];
  source?: string;
  rowVersion: number;
  createTime?: string;
}

export interface MediaQuery extends PageQuery {
  /** 0 = unfiled; absent = all folders. */
  folderId?: number;
  fileName?: string;
  mediaType?: string;
}

export interface MediaFolder {
  id: number;
  label: string;
  parentId: number;
  count: number;
  children?: MediaFolder[];
}

/** The body of PUT /project/media. */
export interface MediaUpdate {
  mediaId: number;
  fileName: string;
  folderId: number | null;
  altJa: string;
  altEn: string;
  focalX: number | null;
  focalY: number | null;
  tags: string[];
  rowVersion: number;
}

/** GET /project/media/list */
export function listMedia(query: MediaQuery) {
  return request<TableDataInfo<MediaRow>>({
    url: '/project/media/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/media/folder/tree */
export function getMediaFolderTree() {
  return request<AjaxResult<MediaFolder[]>>({
    url: '/project/media/folder/tree',
    method: 'get',
  });
}

/**
 * POST /project/media/upload: one file (field `file`) into a folder;
 * `onProgress` receives whole percentages. Errors are left to the caller.
 */
export function uploadMedia(
  file: Blob,
  folderId: number | undefined,
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'blob');
  if (folderId) form.append('folderId', String(folderId));
  return request<AjaxResult<MediaRow>>({
    url: '/project/media/upload',
    method: 'post',
    data: form,
    skipErrorHandler: true,
    onUploadProgress: (event) => {
      if (event.total && onProgress) {
        onProgress(Math.round((event.loaded * 100) / event.total));
      }
    },
  });
}

/** PUT /project/media (send back the loaded `rowVersion`). */
export function updateMedia(data: MediaUpdate) {
  return request<AjaxResult>({
    url: '/project/media',
    method: 'put',
    data,
    skipErrorHandler: true,
  });
}
