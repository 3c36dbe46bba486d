import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as faults from '../../../mocks/faults';
import { server } from '../../../mocks/node';
import {
  blobValidate,
  download,
  downloadFile,
  downloadResource,
} from '@/lib/download';
import { spyFeedback } from '../support/feedback';

/** Record what would be saved: the anchor's file name and the blob. */
function spySave() {
  const saved: { filename: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((obj) => {
    lastBlob = obj as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ filename: this.download, blob: lastBlob! });
  });
  return saved;
}

describe('download (POST form-urlencoded, blob)', () => {
  it('saves a real file under the given name, with an overlay meanwhile', async () => {
    const fb = spyFeedback();
    const close = vi.fn();
    fb.loading.mockReturnValue(close);
    const saved = spySave();
    const bodies: { type: string | null; text: string }[] = [];
    server.use(
      http.post('*/system/user/export', async ({ request }) => {
        bodies.push({
          type: request.headers.get('Content-Type'),
          text: await request.text(),
        });
        return new HttpResponse('xlsx-bytes', {
          headers: {
            'Content-Type':
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        });
      }),
    );

    const ok = await download(
      '/system/user/export',
      { status: '0', userName: '', params: { beginTime: '2024-01-01' } },
      'user_1.xlsx',
    );

    expect(ok).toBe(true);
    expect(saved).toHaveLength(1);
    expect(saved[0].filename).toBe('user_1.xlsx');
    expect(await saved[0].blob.text()).toBe('xlsx-bytes');
    expect(bodies[0].type).toContain('application/x-www-form-urlencoded');
    expect(bodies[0].text).toBe('status=0&params%5BbeginTime%5D=2024-01-01');
    expect(fb.loading).toHaveBeenCalledWith('Downloading data, please wait');
    expect(close).toHaveBeenCalledTimes(1);
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('shows the JSON error instead of saving when the answer is not a file', async () => {
    const fb = spyFeedback();
    const saved = spySave();
    server.use(
      faults.blobJsonError('post', '/system/user/export', 500, 'Export failed'),
    );
    const ok = await download('/system/user/export', {}, 'user.xlsx');
    expect(ok).toBe(false);
    expect(saved).toHaveLength(0);
    expect(fb.error).toHaveBeenCalledWith('Export failed');
  });

  it('uses the code-table text first for JSON errors', async () => {
    const fb = spyFeedback();
    spySave();
    server.use(faults.blobJsonError('post', '/x/export', 403, 'denied'));
    await download('/x/export', {}, 'x.xlsx');
    expect(fb.error).toHaveBeenCalledWith(
      'The current operation has no permission',
    );
  });

  it('a transport failure is shown once by the request layer; the overlay closes', async () => {
    const fb = spyFeedback();
    const close = vi.fn();
    fb.loading.mockReturnValue(close);
    server.use(faults.networkError('post', '/x/export'));
    await expect(download('/x/export', {}, 'x.xlsx')).resolves.toBe(false);
    expect(fb.error).toHaveBeenCalledTimes(1);
    expect(fb.error).toHaveBeenCalledWith(
      'Backend interface connection abnormal',
      5000,
    );
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('downloadResource / downloadFile (GET, name from header)', () => {
  it('downloadResource saves under the decoded download-filename header', async () => {
    spyFeedback();
    const saved = spySave();
    const urls: string[] = [];
    server.use(
      http.get('*/common/download/resource', ({ request }) => {
        urls.push(request.url);
        return new HttpResponse('pdf', {
          headers: {
            'Content-Type': 'application/pdf',
            'download-filename': encodeURIComponent('报告 1.pdf'),
          },
        });
      }),
    );
    await expect(
      downloadResource('/profile/upload/2024/01/01/a.pdf'),
    ).resolves.toBe(true);
    expect(saved[0].filename).toBe('报告 1.pdf');
    expect(new URL(urls[0]).searchParams.get('resource')).toBe(
      '/profile/upload/2024/01/01/a.pdf',
    );
  });

  it('downloadFile sends fileName and delete', async () => {
    spyFeedback();
    const saved = spySave();
    const urls: string[] = [];
    server.use(
      http.get('*/common/download', ({ request }) => {
        urls.push(request.url);
        return new HttpResponse('csv', {
          headers: { 'Content-Type': 'text/csv', 'download-filename': 'a.csv' },
        });
      }),
    );
    await downloadFile('a.csv', false);
    const params = new URL(urls[0]).searchParams;
    expect(params.get('fileName')).toBe('a.csv');
    expect(params.get('delete')).toBe('false');
    expect(saved[0].filename).toBe('a.csv');
  });
});

describe('blobValidate', () => {
  it('is false for JSON blobs, true otherwise', () => {
    expect(blobValidate(new Blob(['{}'], { type: 'application/json' }))).toBe(
      false,
    );
    expect(
      blobValidate(
        new Blob(['{}'], { type: 'application/json;charset=utf-8' }),
      ),
    ).toBe(false);
    expect(blobValidate(new Blob(['x'], { type: 'application/pdf' }))).toBe(
      true,
    );
    expect(blobValidate(new Blob(['x']))).toBe(true);
  });
});
