/**
 * msw handlers for /project/media (the media library, docs/media.md) over
 * mediaDb: files with tags and versions, folders, where each file is used
 * (a used file's delete is refused as the server does), stats and uploads.
 */
import { http } from 'msw';
import type {
  MediaFolderNode,
  MediaRow,
  MediaUsage,
  MediaVersion,
} from '../../src/types/media';
import { Model } from '../model';
import { contains, guard, paged } from './project-nav';
import { accountOf, fail, ok } from './shared';

interface MockFolder {
  folderId: number;
  parentId: number;
  folderName: string;
}

type MockFile = MediaRow & { versions: MediaVersion[]; usage: MediaUsage[] };

function file(
  mediaId: number,
  fileName: string,
  patch: Partial<MockFile> = {},
): MockFile {
  const ext = fileName.split('.').pop() ?? '';
  const image = ['jpg', 'png', 'webp'].includes(ext);
  const url = `/profile/upload/2026/11/28/${fileName}`;
  return {
    mediaId,
    url,
    folderId: 0,
    fileName,
    originalName: fileName,
    ext,
    mime: image ? `image/${ext === 'jpg' ? 'jpeg' : ext}` : 'application/pdf',
    mediaType: image ? 'image' : 'document',
    size: 204_800 * mediaId,
    width: image ? 1600 : null,
    height: image ? 1200 : null,
    version: 1,
    altJa: '',
    altEn: '',
    focalX: 0.5,
    focalY: 0.5,
    processState: image ? 'ready' : 'none',
    processError: null,
    thumbUrl: image ? url : null,
    tags: [],
    source: 'upload',
    rowVersion: 0,
    createBy: 'admin',
    createTime: `2026-11-2${mediaId} 10:00:00`,
    updateBy: '',
    updateTime: null,
    versions: [
      {
        version: 1,
        size: 204_800 * mediaId,
        width: image ? 1600 : null,
        height: image ? 1200 : null,
        createBy: 'admin',
        createTime: `2026-11-2${mediaId} 10:00:00`,
        url,
      },
    ],
    usage: [],
    ...patch,
  };
}

const FILE_SEED = (): MockFile[] => [
  file(1, 'harbour.jpg', {
    altJa: '夕暮れの港',
    altEn: 'The harbour at dusk',
    tags: ['hero'],
    focalX: 0.3,
    focalY: 0.6,
    usage: [
      { kind: 'record', id: 7, title: 'Company news', place: 'published' },
    ],
  }),
  file(2, 'factory.png', { folderId: 1 }),
  file(3, 'brochure.pdf', { folderId: 1 }),
];

export const mediaDb = {
  files: new Model<MockFile, 'mediaId'>('mediaId', FILE_SEED),
  folders: new Model<MockFolder, 'folderId'>('folderId', () => [
    { folderId: 1, parentId: 0, folderName: 'Products' },
  ]),
};

export function resetMediaMock(): void {
  mediaDb.files.reset();
  mediaDb.folders.reset();
}

const row = ({ versions: _v, usage: _u, ...rest }: MockFile): MediaRow => rest;

function tree(parentId: number): MediaFolderNode[] {
  return mediaDb.folders.rows
    .filter((f) => f.parentId === parentId)
    .map((f) => ({
      id: f.folderId,
      label: f.folderName,
      parentId: f.parentId,
      count: mediaDb.files.rows.filter((m) => m.folderId === f.folderId).length,
      children: tree(f.folderId),
    }));
}

const num = (v: string | null) => (v === null || v === '' ? null : Number(v));

export const mediaHandlers = [
  http.get('*/project/media/list', ({ request }) => {
    const denied = guard(request, 'project:media:list');
    if (denied) return denied;
    const q = new URL(request.url).searchParams;
    const folderId = num(q.get('folderId'));
    const min = num(q.get('minSize'));
    const max = num(q.get('maxSize'));
    const rows = mediaDb.files.rows.filter(
      (m) =>
        (folderId === null || m.folderId === folderId) &&
        contains(m.fileName, q.get('fileName')) &&
        (!q.get('mediaType') || m.mediaType === q.get('mediaType')) &&
        (!q.get('tag') || m.tags.includes(q.get('tag')!)) &&
        (min === null || m.size >= min) &&
        (max === null || m.size <= max),
    );
    const desc = q.get('isAsc') !== 'ascending';
    const col = (q.get('orderByColumn') ?? 'createTime') as keyof MediaRow;
    rows.sort((a, b) => {
      const order = String(a[col]).localeCompare(String(b[col]), undefined, {
        numeric: true,
      });
      return desc ? -order : order;
    });
    return paged(rows.map(row), q);
  }),
  http.get('*/project/media/folder/tree', ({ request }) => {
    const denied = guard(request, 'project:media:list');
    return denied ?? ok({ data: tree(0) });
  }),
  http.post('*/project/media/folder', async ({ request }) => {
    const denied = guard(request, 'project:media:add');
    if (denied) return denied;
    const body = (await request.json()) as Omit<MockFolder, 'folderId'>;
    const taken = mediaDb.folders.rows.some(
      (f) => f.parentId === body.parentId && f.folderName === body.folderName,
    );
    if (taken) return fail(500, `A folder "${body.folderName}" exists here`);
    return ok({ data: mediaDb.folders.create(body).folderId });
  }),
  http.put('*/project/media/folder', async ({ request }) => {
    const denied = guard(request, 'project:media:edit');
    if (denied) return denied;
    const body = (await request.json()) as MockFolder;
    mediaDb.folders.update(body.folderId, body);
    return ok();
  }),
  http.delete('*/project/media/folder/:id', ({ request, params }) => {
    const denied = guard(request, 'project:media:remove');
    if (denied) return denied;
    const id = Number(params.id);
    const full =
      mediaDb.files.rows.some((m) => m.folderId === id) ||
      mediaDb.folders.rows.some((f) => f.parentId === id);
    if (full) return fail(500, 'The folder is not empty');
    mediaDb.folders.remove([id]);
    return ok();
  }),
  http.get('*/project/media/tags', ({ request }) => {
    const denied = guard(request, 'project:media:list');
    if (denied) return denied;
    const counts = new Map<string, number>();
    for (const m of mediaDb.files.rows) {
      for (const tag of m.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    const data = [...counts].map(([tag, count]) => ({ tag, count }));
    return ok({ data });
  }),
  http.get('*/project/media/stats', ({ request }) => {
    const denied = guard(request, 'project:media:list');
    if (denied) return denied;
    const usedBytes = mediaDb.files.rows.reduce((s, m) => s + m.size, 0);
    return ok({
      data: {
        usedBytes,
        quotaBytes: 5120 * 1024 * 1024,
        count: mediaDb.files.rows.length,
        store: 'disk',
      },
    });
  }),
  http.get('*/project/media/usage/:id', ({ request, params }) => {
    const denied = guard(request, 'project:media:query');
    if (denied) return denied;
    const m = mediaDb.files.find(Number(params.id));
    return m ? ok({ data: m.usage }) : fail(500, 'No such file');
  }),
  http.post('*/project/media/upload', async ({ request }) => {
    const denied = guard(request, 'project:media:add');
    if (denied) return denied;
    const form = await request.formData();
    const upload = form.get('file');
    if (!upload || typeof upload === 'string') return fail(500, 'No file');
    if (upload.name.endsWith('.svg')) {
      return fail(500, 'SVG files are refused: they can carry scripts');
    }
    const created = mediaDb.files.create({
      ...file(0, upload.name, {
        folderId: Number(form.get('folderId') ?? 0),
        size: upload.size,
        processState: upload.type.startsWith('image/') ? 'pending' : 'none',
        createBy: accountOf(request)!.user.userName,
      }),
    });
    return ok({ data: row(created) });
  }),
  http.put('*/project/media/move', async ({ request }) => {
    const denied = guard(request, 'project:media:edit');
    if (denied) return denied;
    const { mediaIds, folderId } = (await request.json()) as {
      mediaIds: number[];
      folderId: number;
    };
    for (const id of mediaIds) mediaDb.files.update(id, { folderId });
    return ok();
  }),
  http.put('*/project/media', async ({ request }) => {
    const denied = guard(request, 'project:media:edit');
    if (denied) return denied;
    const body = (await request.json()) as MediaRow;
    const m = mediaDb.files.find(body.mediaId);
    if (!m) return fail(500, 'No such file');
    if (m.rowVersion !== body.rowVersion) {
      return fail(500, 'Someone else changed this file; reload it');
    }
    mediaDb.files.update(m.mediaId, {
      ...body,
      rowVersion: m.rowVersion + 1,
    });
    return ok();
  }),
  http.get('*/project/media/:id', ({ request, params }) => {
    const denied = guard(request, 'project:media:query');
    if (denied) return denied;
    const m = mediaDb.files.find(Number(params.id));
    if (!m) return fail(500, 'No such file');
    return ok({ data: { ...row(m), versions: m.versions, variants: [] } });
  }),
  http.delete('*/project/media/:ids', ({ request, params }) => {
    const denied = guard(request, 'project:media:remove');
    if (denied) return denied;
    const ids = String(params.ids).split(',').map(Number);
    const used = ids
      .map((id) => mediaDb.files.find(id))
      .find((m) => m?.usage.length);
    if (used) {
      const where = used.usage.map((u) => `${u.kind} "${u.title}"`).join(', ');
      return fail(500, `"${used.fileName}" is in use: ${where}`);
    }
    mediaDb.files.remove(ids);
    return ok();
  }),
];
