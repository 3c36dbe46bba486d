/** The media library (`/project/media`, docs/media.md). */
import { request, type RequestConfig } from '@/lib/request';
import type { AjaxResult, TableDataInfo } from '@/types/api';
import type {
  MediaDetail,
  MediaEdit,
  MediaFolderAdd,
  MediaFolderEdit,
  MediaFolderNode,
  MediaQuery,
  MediaRow,
  MediaStats,
  MediaTagCount,
  MediaUsage,
} from '@/types/media';

/** GET /project/media/list */
export function listMedia(query?: MediaQuery) {
  return request<TableDataInfo<MediaRow>>({
    url: '/project/media/list',
    method: 'get',
    params: query,
  });
}

/** GET /project/media/{mediaId}: the file with its versions and sizes. */
export function getMedia(mediaId: number | string) {
  return request<AjaxResult<MediaDetail>>({
    url: `/project/media/${mediaId}`,
    method: 'get',
  });
}

/** GET /project/media/usage/{mediaId}: where the file is used. */
export function getMediaUsage(mediaId: number | string) {
  return request<AjaxResult<MediaUsage[]>>({
    url: `/project/media/usage/${mediaId}`,
    method: 'get',
  });
}

/** Options of an upload: its progress in whole percent, more request config. */
export interface MediaUploadOptions {
  onProgress?: (percent: number) => void;
  config?: RequestConfig;
}

function sendFile(
  url: string,
  file: Blob,
  fields: Record<string, string>,
  { onProgress, config }: MediaUploadOptions,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file instanceof File ? file.name : 'blob');
  return request<AjaxResult<MediaRow>>({
    url,
    method: 'post',
    data: form,
    // several files go up at once, each its own request
    headers: { repeatSubmit: false },
    onUploadProgress: onProgress
      ? (event) => {
          if (event.total) {
            onProgress(Math.round((event.loaded * 100) / event.total));
          }
        }
      : undefined,
    ...config,
  });
}

/** POST /project/media/upload: one file into a folder (0 or none: unfiled). */
export function uploadMedia(
  file: Blob,
  folderId?: number,
  options: MediaUploadOptions = {},
) {
  const fields: Record<string, string> = folderId
    ? { folderId: String(folderId) }
    : {};
  return sendFile('/project/media/upload', file, fields, options);
}

/** POST /project/media/replace/{mediaId}: a new version under the same link. */
export function replaceMedia(
  mediaId: number,
  file: Blob,
  options: MediaUploadOptions = {},
) {
  return sendFile(`/project/media/replace/${mediaId}`, file, {}, options);
}

/** PUT /project/media: name, folder, alt text, focal point and tags. */
export function updateMedia(data: MediaEdit) {
  return request<AjaxResult>({
    url: '/project/media',
    method: 'put',
    data,
  });
}

/** PUT /project/media/move */
export function moveMedia(mediaIds: number[], folderId: number) {
  return request<AjaxResult>({
    url: '/project/media/move',
    method: 'put',
    data: { mediaIds, folderId },
  });
}

/** DELETE /project/media/{mediaIds}: refused while a file is used. */
export function delMedia(
  id: number | string | (number | string)[],
  config?: RequestConfig,
) {
  const ids = Array.isArray(id) ? id.join(',') : id;
  return request<AjaxResult>({
    ...config,
    url: `/project/media/${ids}`,
    method: 'delete',
  });
}

/** GET /project/media/folder/tree: folders with how many files each holds. */
export function mediaFolderTree() {
  return request<AjaxResult<MediaFolderNode[]>>({
    url: '/project/media/folder/tree',
    method: 'get',
  });
}

/** POST /project/media/folder: answers the new folder's id. */
export function addMediaFolder(data: MediaFolderAdd) {
  return request<AjaxResult<number>>({
    url: '/project/media/folder',
    method: 'post',
    data,
  });
}

/** PUT /project/media/folder */
export function updateMediaFolder(data: MediaFolderEdit) {
  return request<AjaxResult>({
    url: '/project/media/folder',
    method: 'put',
    data,
  });
}

/** DELETE /project/media/folder/{folderId}: refused while it holds anything. */
export function delMediaFolder(folderId: number) {
  return request<AjaxResult>({
    url: `/project/media/folder/${folderId}`,
    method: 'delete',
  });
}

/** GET /project/media/tags: every tag with how many files carry it. */
export function listMediaTags() {
  return request<AjaxResult<MediaTagCount[]>>({
    url: '/project/media/tags',
    method: 'get',
  });
}

/** GET /project/media/stats: storage used against the quota. */
export function getMediaStats() {
  return request<AjaxResult<MediaStats>>({
    url: '/project/media/stats',
    method: 'get',
  });
}
