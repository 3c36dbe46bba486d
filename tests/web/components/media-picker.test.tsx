import {
  configure,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { mediaDb, resetMediaMock } from '../../../mocks/handlers/project-media';
import { ImageUpload } from '@/components/image-upload';
import { useUserStore } from '@/stores/user';
import { spyFeedback } from '../support/feedback';
import { makeFile, useNodeUploads } from './upload-env';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const ALL = ['list', 'query', 'add', 'edit', 'remove'].map(
  (p) => `project:media:${p}`,
);
const HARBOUR = '/profile/upload/2026/11/28/harbour.jpg';
const FACTORY = '/profile/upload/2026/11/28/factory.png';

function setup(perms = ALL, value?: string) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const onChange = vi.fn();
  const ue = userEvent.setup({ delay: null, applyAccept: false });
  render(
    <App>
      <ImageUpload limit={2} value={value} onChange={onChange} />
    </App>,
  );
  return { fb, onChange, ue };
}

async function openPicker(ue: ReturnType<typeof userEvent.setup>) {
  await ue.click(
    await screen.findByRole('button', { name: /Choose from library/ }),
  );
  return screen.findByRole('dialog', { name: 'Media library' });
}

const grid = () => screen.findByRole('group', { name: 'Files in the library' });

describe('the media picker from an image field', () => {
  beforeEach(() => resetMediaMock());
  afterEach(() => vi.unstubAllGlobals());

  it('lists only images, and adds the chosen one (with its alt text) by its stable link', async () => {
    const { ue, onChange } = setup();
    const dialog = await openPicker(ue);
    const files = await grid();
    const harbour = await within(files).findByRole('button', {
      name: 'harbour.jpg',
    });
    // images only, the one without Japanese alt text flagged
    expect(
      within(files).queryByRole('button', { name: 'brochure.pdf' }),
    ).toBeNull();
    expect(
      within(
        within(files).getByRole('button', { name: 'factory.png' }),
      ).getByText('No alt text'),
    ).toBeInTheDocument();
    expect(within(harbour).queryByText('No alt text')).toBeNull();
    expect(
      within(harbour).getByRole('presentation', { hidden: true }),
    ).toHaveStyle({
      objectPosition: '30% 60%',
    });

    await ue.click(harbour);
    expect(harbour).toHaveAttribute('aria-pressed', 'true');
    await ue.click(within(dialog).getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0][0]).toBe(HARBOUR);
  });

  it('asks for the Japanese alt text of an image without it and saves it before placing the image', async () => {
    const { ue, onChange } = setup(ALL, HARBOUR);
    await openPicker(ue);
    const factory = await within(await grid()).findByRole('button', {
      name: 'factory.png',
    });
    await ue.dblClick(factory);

    const prompt = await screen.findByRole('region', {
      name: 'Alt text for this image',
    });
    const save = within(prompt).getByRole('button', { name: 'Save and use' });
    // the Japanese text is required (spaces alone are not text)
    await ue.type(within(prompt).getByLabelText('Alt text (Japanese)'), '  ');
    await ue.click(save);
    expect(
      await within(prompt).findByText('Enter the Japanese alt text'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(mediaDb.files.find(2)!.altJa).toBe('');

    await ue.type(
      within(prompt).getByLabelText('Alt text (Japanese)'),
      '工場の外観',
    );
    await ue.type(
      within(prompt).getByLabelText('Alt text (English)'),
      'The factory',
    );
    await ue.click(save);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0][0]).toBe(`${HARBOUR},${FACTORY}`);
    expect(mediaDb.files.find(2)).toMatchObject({
      altJa: '工場の外観',
      altEn: 'The factory',
      rowVersion: 1,
    });
  });

  it('goes back from the alt-text prompt to the library without placing anything', async () => {
    const { ue, onChange } = setup();
    await openPicker(ue);
    await ue.dblClick(
      await within(await grid()).findByRole('button', { name: 'factory.png' }),
    );
    await ue.click(
      await screen.findByRole('button', { name: 'Back to the library' }),
    );
    expect(
      await within(await grid()).findByRole('button', { name: 'factory.png' }),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('filters by folder and name', async () => {
    const { ue } = setup();
    const dialog = await openPicker(ue);
    await within(await grid()).findByRole('button', { name: 'harbour.jpg' });
    await ue.type(
      within(dialog).getByRole('searchbox', { name: 'Search by name' }),
      'fact{Enter}',
    );
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('button', { name: 'harbour.jpg' }),
      ).toBeNull(),
    );
    expect(
      within(dialog).getByRole('button', { name: 'factory.png' }),
    ).toBeInTheDocument();
    await ue.clear(
      within(dialog).getByRole('searchbox', { name: 'Search by name' }),
    );
    await ue.type(
      within(dialog).getByRole('searchbox', { name: 'Search by name' }),
      '{Enter}',
    );
    await within(dialog).findByRole('button', { name: 'harbour.jpg' });

    await ue.click(within(dialog).getByRole('combobox', { name: 'Folder' }));
    await ue.click(await screen.findByTitle('Products (2)'));
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('button', { name: 'harbour.jpg' }),
      ).toBeNull(),
    );
    expect(
      within(dialog).getByRole('button', { name: 'factory.png' }),
    ).toBeInTheDocument();
  });

  it('uploads into the library with a progress bar per file and selects what arrived', async () => {
    useNodeUploads();
    const { ue, fb } = setup();
    const dialog = await openPicker(ue);
    await grid();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await ue.upload(input, [
      makeFile('view.png', 2048, 'image/png'),
      makeFile('logo.svg', 100, 'image/svg+xml'),
    ]);
    const uploaded = await within(dialog).findByRole('button', {
      name: 'view.png',
    });
    await waitFor(() =>
      expect(uploaded).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(mediaDb.files.rows.map((m) => m.fileName)).toContain('view.png');
    await waitFor(() =>
      expect(fb.error).toHaveBeenCalledWith(
        'SVG files are refused: they can carry scripts',
      ),
    );
    // each file has its own line in the upload list
    expect(
      within(dialog).getByText('view.png', { selector: '.ant-upload-list *' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('logo.svg')).toBeInTheDocument();
    // a new image has no alt text yet: using it asks for it
    await ue.click(within(dialog).getByRole('button', { name: 'Use' }));
    expect(
      await screen.findByRole('region', { name: 'Alt text for this image' }),
    ).toBeInTheDocument();
  });

  it('has no upload area for a user who may list the library but not add to it', async () => {
    const { ue } = setup(['project:media:list']);
    const dialog = await openPicker(ue);
    await grid();
    expect(within(dialog).queryByText('Upload into the library')).toBeNull();
  });

  it('shows no library button to a user who may not list it', async () => {
    setup([]);
    // the field itself is there
    expect(await screen.findByText('Upload')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Choose from library/ }),
    ).toBeNull();
  });
});
