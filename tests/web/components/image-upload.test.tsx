import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { networkError } from '../../../mocks/faults';
import { server } from '../../../mocks/node';
import { ImageUpload, type ImageUploadProps } from '@/components/image-upload';
import { isAllowedImage } from '@/components/upload-shared';
import { spyFeedback } from '../support/feedback';
import { makeFile, useNodeUploads } from './upload-env';

beforeEach(() => useNodeUploads());
afterEach(() => vi.unstubAllGlobals());

function setup(props: ImageUploadProps = {}) {
  Cookies.set('Admin-Token', createSession('admin'));
  const fb = spyFeedback();
  const close = vi.fn();
  fb.loading.mockReturnValue(close);
  const onChange = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<ImageUpload onChange={onChange} {...props} />);
  const input =
    view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { fb, close, onChange, user, input, ...view };
}

describe('isAllowedImage', () => {
  const types = ['png', 'jpg', 'jpeg'];
  it('accepts by mime type or by extension', () => {
    expect(isAllowedImage({ name: 'a.png', type: 'image/png' }, types)).toBe(
      true,
    );
    expect(isAllowedImage({ name: 'photo', type: 'image/jpeg' }, types)).toBe(
      true,
    );
    expect(isAllowedImage({ name: 'scan.JPG', type: '' }, types)).toBe(true);
    expect(isAllowedImage({ name: 'a.gif', type: 'image/gif' }, types)).toBe(
      false,
    );
    expect(
      isAllowedImage({ name: 'a.svg', type: 'image/svg+xml' }, types),
    ).toBe(false);
    expect(isAllowedImage({ name: 'a.gif', type: 'image/gif' }, [])).toBe(true);
  });
});

describe('<ImageUpload>', () => {
  it('uploads an image matched by extension only and by mime type only', async () => {
    const { fb, close, onChange, user, input } = setup();
    await user.upload(input, [
      makeFile('logo.png', 100, ''),
      // A bmp name with a png mime type: accepted on the mime type.
      makeFile('camera.bmp', 100, 'image/png'),
    ]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(fb.error).not.toHaveBeenCalled();
    expect(fb.loading).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    const names = (onChange.mock.calls[0][0] as string).split(',');
    expect(names).toHaveLength(2);
    expect(names.sort()[0]).toMatch(/camera_\d+\.bmp$/);
  });

  it('refuses other types, too large images and too many files', async () => {
    const { fb, onChange, user, container } = setup({ limit: 1 });
    const input = () =>
      container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), makeFile('anim.gif', 100, 'image/gif'));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'File format incorrect, please upload png/jpg/jpeg image format files!',
      ),
    );
    await user.upload(
      input(),
      makeFile('huge.png', 6 * 1024 * 1024, 'image/png'),
    );
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Upload image size cannot exceed 5 MB!',
      ),
    );
    await user.upload(input(), [
      makeFile('a.png', 1, 'image/png'),
      makeFile('b.png', 1, 'image/png'),
    ]);
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith('Number of files cannot exceed 1!'),
    );
    expect(fb.loading).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows "Upload image failed, please retry" when the upload fails', async () => {
    server.use(networkError('post', '/common/upload'));
    const { fb, close, onChange, user, input } = setup();
    await user.upload(input, makeFile('a.png', 100, 'image/png'));
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'Upload image failed, please retry',
      ),
    );
    expect(close).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('previews and deletes images; hides the add card at the limit', async () => {
    const { onChange, user } = setup({
      value: '/profile/upload/a.png,/profile/upload/b.png',
      limit: 2,
    });
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();

    const previews = screen.getAllByRole('link', { name: /preview/i });
    await user.click(previews[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(dialog.querySelector('img')).toHaveAttribute(
      'src',
      '/profile/upload/a.png',
    );

    await user.click(screen.getAllByRole('button', { name: /remove/i })[1]);
    expect(onChange).toHaveBeenCalledWith('/profile/upload/a.png', [
      expect.objectContaining({ name: '/profile/upload/a.png' }),
    ]);
  });
});
