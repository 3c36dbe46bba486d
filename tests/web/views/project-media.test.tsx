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
import { useUserStore } from '@/stores/user';
import MediaPage from '@/views/project/media';
import { spyFeedback } from '../support/feedback';
import { makeFile, useNodeUploads } from '../components/upload-env';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const PERMS = ['list', 'query', 'add', 'edit', 'remove'].map(
  (p) => `project:media:${p}`,
);

function setup(perms = PERMS) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <MediaPage />
    </App>,
  );
  return { fb, ue };
}

/** A file's card (its open button holds the name; figures and badges follow). */
const card = async (name: string) =>
  (await screen.findByRole('button', { name: `Open ${name}` })).closest('li')!;

const openButton = (name: string) =>
  screen.findByRole('button', { name: `Open ${name}` });

describe('project/media view', () => {
  beforeEach(() => resetMediaMock());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the files as cards with their badges, then as a table, and filters by folder', async () => {
    const { ue } = setup();
    const harbour = await card('harbour.jpg');
    const factory = await card('factory.png');
    // an image without Japanese alt text is flagged; one with it is not
    expect(within(factory).getByText('No alt text')).toBeInTheDocument();
    expect(within(harbour).queryByText('No alt text')).toBeNull();
    // the preview is cropped around the focal point
    expect(within(harbour).getByRole('img')).toHaveStyle({
      objectPosition: '30% 60%',
    });
    expect(
      within(await card('brochure.pdf')).getByText('Document'),
    ).toBeInTheDocument();
    // storage against the quota
    expect(
      await screen.findByRole('group', { name: 'Storage' }),
    ).toHaveTextContent('1.2 MB of 5 GB');

    await ue.click(screen.getByText('List'));
    const table = await screen.findByRole('table');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('factory.png'))!;
    expect(within(row).getByText('No alt text')).toBeInTheDocument();
    expect(within(row).getByText('1600×1200')).toBeInTheDocument();

    const folders = screen.getByRole('tree', { name: 'Folder tree' });
    await ue.click(within(folders).getByText('Products'));
    await waitFor(() => expect(screen.queryByText('harbour.jpg')).toBeNull());
    expect(screen.getByText('brochure.pdf')).toBeInTheDocument();
  });

  it('uploads several files into the folder shown, each with its progress, and says why one was refused', async () => {
    useNodeUploads();
    const { ue } = setup();
    await card('harbour.jpg');
    await ue.click(
      within(screen.getByRole('tree', { name: 'Folder tree' })).getByText(
        'Products',
      ),
    );
    await waitFor(() => expect(screen.queryByText('harbour.jpg')).toBeNull());
    const input = document.querySelector<HTMLInputElement>(
      '.media-upload input[type=file]',
    )!;
    await ue.upload(input, [
      makeFile('sea.jpg', 2048, 'image/jpeg'),
      makeFile('logo.svg', 100, 'image/svg+xml'),
    ]);
    const uploads = screen.getByRole('region', { name: 'Uploads' });
    expect(
      await within(uploads).findByText(
        'SVG files are refused: they can carry scripts',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(uploads).getByRole('progressbar', { name: 'Uploading sea.jpg' }),
      ).toHaveAttribute('aria-valuenow', '100'),
    );
    // the stored file is listed in the folder it was dropped into
    expect(await card('sea.jpg')).toBeInTheDocument();
    expect(mediaDb.files.rows.find((m) => m.fileName === 'sea.jpg')).toEqual(
      expect.objectContaining({ folderId: 1 }),
    );
  });

  it('requires Japanese alt text for an image and saves it with the focal point moved by keyboard', async () => {
    const { ue, fb } = setup();
    await ue.click(await openButton('factory.png'));
    const drawer = await screen.findByRole('dialog');
    const form = await within(drawer).findByRole('form', {
      name: 'File details',
    });
    await ue.click(within(form).getByRole('button', { name: /Save/ }));
    expect(
      await within(form).findByText('Please enter the Japanese alt text'),
    ).toBeInTheDocument();

    await ue.type(
      within(form).getByLabelText('Alt text (Japanese)'),
      '工場の外観',
    );
    await ue.type(within(form).getByLabelText('Alt text (English)'), 'Plant');
    within(form).getByRole('slider', { name: 'Focal point' }).focus();
    await ue.keyboard('{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    await ue.click(within(form).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(fb.success).toHaveBeenCalled());
    expect(mediaDb.files.find(2)).toEqual(
      expect.objectContaining({
        altJa: '工場の外観',
        altEn: 'Plant',
        focalX: 0.51,
        focalY: 0.4,
        rowVersion: 1,
      }),
    );
  });

  it('shows where a file is used and the server’s refusal to delete it', async () => {
    const { ue } = setup();
    await ue.click(await openButton('harbour.jpg'));
    const drawer = await screen.findByRole('dialog');
    const usage = await within(drawer).findByRole('region', {
      name: 'Where used',
    });
    expect(await within(usage).findByText('Company news')).toBeInTheDocument();
    await ue.click(within(drawer).getByRole('button', { name: /Delete/ }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      '"harbour.jpg" is in use: record "Company news"',
    );
    expect(mediaDb.files.find(1)).toBeDefined();
  });

  it('offers no upload, folder changes or delete to a user who may only look', async () => {
    setup(['project:media:list', 'project:media:query']);
    await card('harbour.jpg');
    expect(document.querySelector('.media-upload')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
