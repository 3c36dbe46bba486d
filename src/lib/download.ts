/**
 * File downloads: blob answers are saved, JSON answers are read as
 * `{code, msg}` errors and shown. A loading overlay shows meanwhile.
 */
import type { AxiosResponse } from 'axios';
import { feedback } from '@/lib/feedback';
import {
  codeMessage,
  isRequestError,
  promptRelogin,
  service,
  type RequestConfig,
} from '@/lib/request';
import { tr } from '@/lib/request/messages';
import { tansParams, type Params } from '@/utils/params';

/**
 * Whether a blob is a real file rather than a JSON error envelope
 * (RuoYi's `blobValidate`, by content type).
 */
export function blobValidate(data: Blob): boolean {
  return !/^application\/json\b/i.test(data.type);
}

/** Save a blob under a file name through a temporary object URL. */
export function saveAs(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

function headerFilename(response: AxiosResponse): string | undefined {
  const raw = response.headers?.['download-filename'] as string | undefined;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

async function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Save the answer, or show the JSON error it carries. True when saved. */
async function handleBlobResponse(
  response: AxiosResponse<Blob>,
  filename?: string,
): Promise<boolean> {
  const data = response.data;
  if (blobValidate(data)) {
    saveAs(data, filename || headerFilename(response) || 'download');
    return true;
  }
  const body = JSON.parse(await blobText(data)) as {
    code?: number;
    msg?: string;
  };
  const code = Number(body.code) || 200;
  if (code === 401) void promptRelogin();
  else feedback.error(codeMessage(code, body.msg));
  return false;
}

async function run(
  send: () => Promise<AxiosResponse<Blob>>,
  filename?: string,
): Promise<boolean> {
  const close = feedback.loading(tr('download.loading'));
  try {
    return await handleBlobResponse(await send(), filename);
  } catch (error) {
    // Request errors were already shown by the request layer.
    if (!isRequestError(error)) {
      console.error(error);
      feedback.error(tr('download.error'));
    }
    return false;
  } finally {
    close();
  }
}

const blobConfig = { responseType: 'blob', rawResponse: true } as const;

/**
 * POST `params` form-urlencoded (same flattening as GET queries) to `url`
 * and save the answer as `filename` (e.g. exports). Resolves true when a
 * file was saved; never rejects.
 */
export function download(
  url: string,
  params: Params | undefined,
  filename?: string,
  config?: RequestConfig,
): Promise<boolean> {
  return run(
    () =>
      service.post<Blob>(url, params ?? {}, {
        transformRequest: [(data: Params) => tansParams(data)],
        ...blobConfig,
        ...config,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...config?.headers,
        },
      }),
    filename,
  );
}

/** GET /common/download/resource?resource=… (saved under the header name). */
export function downloadResource(resource: string): Promise<boolean> {
  return run(() =>
    service.get<Blob>('/common/download/resource', {
      params: { resource },
      ...blobConfig,
    }),
  );
}

/** GET /common/download?fileName=…&delete=… (saved under the header name). */
export function downloadFile(
  fileName: string,
  deleteAfter = true,
): Promise<boolean> {
  return run(() =>
    service.get<Blob>('/common/download', {
      params: { fileName, delete: deleteAfter },
      ...blobConfig,
    }),
  );
}

/** GET a zip (e.g. generated code) and save it as `name`. */
export function downloadZip(url: string, name: string): Promise<boolean> {
  return run(() => service.get<Blob>(url, blobConfig), name);
}
