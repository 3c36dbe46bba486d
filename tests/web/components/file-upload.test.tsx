import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createSession } from '../../../mocks/db';
import { networkError } from '../../../mocks/faults';
import { FileUpload, type FileUploadProps } from '@/components/file-upload';
import { spyFeedback } from '../support/feedback';
import { makeFile, useNodeUploads } from './upload-env';

function signIn() {
  Cookies.set('Admin-Token', createSession('admin'));
}

/** Count POST /common/upload calls and the field names they carried. */
function recordUploads() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/common/upload')) {
      calls.push(request.url);
    }
  });
  return calls;
}

const file = makeFile;

beforeEach(() => useNodeUploads());
afterEach(() => vi.unstubAllGlobals());

/** A controlled field, as a form would hold it. */
function Field(
  props: Omit<FileUploadProps, 'value' | 'onChange'> & {
    initial?: string;
    onChange?: FileUploadProps['onChange'];
  },
) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <FileUpload
      {...rest}
      value={value}
      onChange={(next, items) => {
        setValue(next);
        onChange?.(next, items);
      }}
    />
  );
}

function setup(props: Parameters<typeof Field>[0] = {}) {
  signIn();
  const fb = spyFeedback();
  const close = vi.fn();
  fb.loading.mockReturnValue(close);
  const onChange = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<Field onChange={onChange} {...props} />);
  const input =
    view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { fb, close, onChange, user, input, ...view };
}

describe('<FileUpload> checks', () => {
  it('refuses a selection over the limit as a whole', async () => {
    const calls = recordUploads();
    const { fb, onChange, user, input } = setup({
      limit: 2,
      initial: '/profile/upload/old.pdf',
    });
    await user.upload(input, [file('a.pdf'), file('b.pdf')]);
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith('Number of files cannot exceed 2!'),
    );
    expect(fb.error).toHaveBeenCalledTimes(1);
    expect(fb.loading).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a wrong file type with the allowed types', async () => {
    const calls = recordUploads();
    const { fb, user, input } = setup();
    await user.upload(input, file('setup.exe'));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'File format incorrect, please upload doc/xls/ppt/txt/pdf format files!',
      ),
    );
    expect(calls).toEqual([]);
  });

  it('refuses a file of 5 MB or more', async () => {
    const calls = recordUploads();
    const { fb, user, input } = setup();
    await user.upload(input, file('big.pdf', 5 * 1024 * 1024));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Upload file size cannot exceed 5 MB!',
      ),
    );
    expect(calls).toEqual([]);
  });

  it('accepts any type with fileType [] and says only the size', async () => {
    const { fb, onChange, user, input } = setup({ fileType: [] });
    expect(
      screen.getByText('Please upload files no larger than 5 MB'),
    ).toBeInTheDocument();
    await user.upload(input, file('archive.zip'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('shows the size and type tip', () => {
    setup({ fileSize: 10, fileType: ['pdf', 'docx'] });
    expect(
      screen.getByText(
        'Please upload files no larger than 10 MB in pdf/docx format',
      ),
    ).toBeInTheDocument();
  });
});

describe('<FileUpload> batch', () => {
  it('uploads a batch of two with one overlay and one change', async () => {
    const calls = recordUploads();
    const { fb, close, onChange, user, input } = setup({
      initial: '/profile/upload/2026/01/01/old_0001.pdf',
    });
    await user.upload(input, [file('report.pdf'), file('notes.txt')]);

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(2);
    expect(fb.loading).toHaveBeenCalledTimes(1);
    expect(fb.loading).toHaveBeenCalledWith('Uploading, please wait…');
    expect(close).toHaveBeenCalledTimes(1);
    const [value, items] = onChange.mock.calls[0];
    const parts = (value as string).split(',');
    expect(parts[0]).toBe('/profile/upload/2026/01/01/old_0001.pdf');
    expect(parts.slice(1).sort()).toEqual([
      expect.stringMatching(/^\/profile\/upload\/.*\/notes_\d+\.txt$/),
      expect.stringMatching(/^\/profile\/upload\/.*\/report_\d+\.pdf$/),
    ]);
    expect(items).toHaveLength(3);

    const list = screen.getByRole('list', { name: 'Uploaded files' });
    expect(
      within(list).getByRole('link', { name: 'report.pdf' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/profile\/upload\/.*report_\d+\.pdf$/),
    );
    expect(
      within(list).getByRole('link', { name: 'notes.txt' }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: 'old_0001.pdf' }),
    ).toBeInTheDocument();
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('drops a failed file, shows the server message and still commits the rest', async () => {
    server.use(
      http.post('*/common/upload', async ({ request }) => {
        const form = await request.formData();
        const f = form.get('file') as File;
        if (f.name === 'bad.pdf') {
          return HttpResponse.json({ code: 500, msg: 'Disk full' });
        }
        await delay(30);
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          fileName: `/profile/upload/x/${f.name}`,
          newFileName: f.name,
          originalFilename: f.name,
          url: `http://localhost/profile/upload/x/${f.name}`,
        });
      }),
    );
    const { fb, close, onChange, user, input } = setup();
    await user.upload(input, [file('good.pdf'), file('bad.pdf')]);

    await waitFor(() => expect(fb.error).toHaveBeenCalledWith('Disk full'));
    // The failure closes the overlay at once.
    expect(close).toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0][0]).toBe('/profile/upload/x/good.pdf');
    expect(screen.getByRole('link', { name: 'good.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'bad.pdf' })).toBeNull();
    expect(fb.error).toHaveBeenCalledTimes(1);
  });

  it('shows "Upload file failed" on a transport error and changes nothing', async () => {
    server.use(networkError('post', '/common/upload'));
    const { fb, close, onChange, user, input } = setup();
    await user.upload(input, file('a.pdf'));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith('Upload file failed'),
    );
    expect(close).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Uploaded files' })).toBeNull();
  });

  it('deletes a file from the list', async () => {
    const { onChange, user } = setup({
      initial: '/profile/upload/a.pdf,/profile/upload/b.pdf',
    });
    await user.click(screen.getByRole('button', { name: 'Delete a.pdf' }));
    expect(onChange).toHaveBeenCalledWith('/profile/upload/b.pdf', [
      expect.objectContaining({ name: '/profile/upload/b.pdf' }),
    ]);
    expect(screen.queryByRole('link', { name: 'a.pdf' })).toBeNull();
  });

  it('never links unsafe values', () => {
    setup({ initial: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });
});
