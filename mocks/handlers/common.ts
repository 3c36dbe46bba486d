/**
 * msw handler for POST /common/upload: multipart field `file`, login required,
 * the server's extension whitelist, and the answer fields code, msg, url,
 * fileName, newFileName, originalFilename (plus size and ext).
 */
import { http } from 'msw';
import { accountOf, fail, ok, unauthorized } from './shared';

/** Extensions the server accepts (its `UPLOAD_EXTENSIONS`). */
const ALLOWED = new Set(
  (
    'bmp gif jpg jpeg png doc docx xls xlsx ppt pptx html htm txt rar zip ' +
    'gz bz2 mp4 avi rmvb pdf'
  ).split(' '),
);

let uploadSeq = 0;

export const commonHandlers = [
  http.post('*/common/upload', async ({ request }) => {
    if (!accountOf(request)) return unauthorized(request);
    const form = await request.formData();
    const file = form.get('file');
    if (!file || typeof file === 'string') {
      return fail(500, 'No file was uploaded');
    }
    const name = (file as File).name || 'blob';
    const dot = name.lastIndexOf('.');
    const ext = dot > -1 ? name.slice(dot + 1).toLowerCase() : '';
    if (!ALLOWED.has(ext)) {
      return fail(500, `File type .${ext} is not allowed`);
    }
    uploadSeq += 1;
    const base = dot > -1 ? name.slice(0, dot) : name;
    const newFileName = `${base}_${String(uploadSeq).padStart(4, '0')}.${ext}`;
    const fileName = `/profile/upload/2026/11/22/${newFileName}`;
    return ok({
      url: `http://localhost${fileName}`,
      fileName,
      newFileName,
      originalFilename: name,
      size: (file as File).size,
      ext,
    });
  }),
];
