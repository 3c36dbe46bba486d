/**
 * Common upload endpoint (server/src/routes/common.ts). Downloads live in
 * `src/lib/download.ts` (downloadFile, downloadResource).
 */
import { request, type RequestConfig } from '@/lib/request';
import type { AjaxResult } from '@/types/api';

/** Answer of POST /common/upload. */
export interface UploadResult extends AjaxResult {
  /** Server path, e.g. `/profile/upload/2026/11/22/a_20261122.pdf`. */
  fileName: string;
  /** Generated name, e.g. `a_20261122.pdf`. */
  newFileName: string;
  /** The name the file had on the user's machine. */
  originalFilename: string;
  /** Absolute URL of the stored file. */
  url: string;
  size?: number;
  ext?: string;
}

/**
 * POST /common/upload as multipart/form-data with the file in field `file`
 * (token and language headers come from the request client).
 * `onProgress` receives whole percentages (0–100).
 */
export function uploadFile(
  file: Blob,
  onProgress?: (percent: number) => void,
  config?: RequestConfig,
): Promise<UploadResult> {
  const form = new FormData();
  const name = file instanceof File ? file.name : 'blob';
  form.append('file', file, name);
  return request<UploadResult>({
    url: '/common/upload',
    method: 'post',
    data: form,
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
