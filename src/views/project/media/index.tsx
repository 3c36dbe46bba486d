/**
 * Media (`/project/media`): the library of images and files. Folders on
 * the left; search by name, type, tag, size and date; the files as a grid
 * of previews or as a table; drop files to upload them into the folder
 * shown, each with its progress; a file's drawer edits its name, folder,
 * tags, alt text and focal point, replaces it, shows where it is used and
 * deletes it. Storage used against the quota sits in the toolbar.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { Segmented } from 'antd';
import {
  AppstoreOutlined,
  DeleteOutlined,
  FolderOpenOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { delMedia, listMedia } from '@/api/project/media';
import { confirmAndRun, TableToolbar } from '@/components/crud';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { usePermission } from '@/hooks/use-permission';
import { useTableQuery } from '@/hooks/use-table-query';
import type { MediaQuery, MediaRow } from '@/types/media';
import { DetailDrawer } from './detail-drawer';
import { FolderPanel } from './folder-panel';
import { findFolder } from './folders';
import { MediaGrid } from './media-grid';
import { MediaTable } from './media-table';
import { MoveDialog } from './move-dialog';
import { MediaSearch } from './search-form';
import { StorageUsage } from './storage-usage';
import { UploadZone } from './upload-zone';
import { useLibrary } from './use-library';
import { useUploads } from './use-uploads';
import './media.css';

type View = 'grid' | 'list';
const VIEW_KEY = 'media-view';
/** How often a list with images still being processed looks again. */
const PROCESSING_POLL_MS = 4000;

const DEFAULT_SORT = {
  orderByColumn: 'createTime',
  isAsc: 'descending',
} as const;

const INITIAL: Omit<MediaQuery, 'pageNum' | 'pageSize'> = {
  folderId: undefined,
  fileName: undefined,
  mediaType: undefined,
  tag: undefined,
  minSize: undefined,
  maxSize: undefined,
  ...DEFAULT_SORT,
};

export default function MediaPage() {
  const { t } = useTranslation(['project-media', 'crud']);
  const { hasPermi } = usePermission();
  const dict = useDict('media_type', 'media_process_state');
  const types = dict.media_type;
  const states = dict.media_process_state;
  const library = useLibrary();
  const table = useTableQuery<MediaQuery, MediaRow>({
    fetch: listMedia,
    initialQuery: INITIAL,
    pageSize: 20,
  });
  const [view, setView] = useState<View>(() =>
    localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid',
  );
  const [selected, setSelected] = useState<number[]>([]);
  const [opened, setOpened] = useState<number>();
  const [moving, setMoving] = useState(false);
  const perms = {
    add: hasPermi('project:media:add'),
    edit: hasPermi('project:media:edit'),
    remove: hasPermi('project:media:remove'),
  };
  const selectable = perms.edit || perms.remove;

  const refresh = () => {
    void table.load();
    library.reload();
  };
  const uploads = useUploads(refresh);

  // a new page of files starts unselected
  useLayoutEffect(() => setSelected([]), [table.rows]);

  // images being resized: look again until they are ready
  const { load } = table;
  const processing = table.rows.some((r) => r.processState === 'pending');
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => void load(), PROCESSING_POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, table.rows, load]);

  const folderId = table.query.folderId;
  const folderName =
    folderId === undefined || folderId === 0
      ? t('folder.unfiled')
      : (findFolder(library.folders, folderId)?.label ?? '');

  const removeSelected = () =>
    confirmAndRun({
      content: t('confirmDeleteMany', { count: selected.length }),
      run: () => delMedia(selected),
      after: refresh,
    });

  const changeView = (next: View) => {
    localStorage.setItem(VIEW_KEY, next);
    setView(next);
  };

  const listProps = {
    rows: table.rows,
    loading: table.loading,
    types,
    states,
    selected: selectable ? selected : undefined,
    onSelectedChange: setSelected,
    onOpen: (row: MediaRow) => setOpened(row.mediaId),
  };

  return (
    <div className="crud-page media-page">
      <aside className="media-page__folders">
        <FolderPanel
          folders={library.folders}
          selected={folderId}
          onSelect={(id) => void table.search({ folderId: id })}
          onChanged={refresh}
        />
      </aside>
      <section className="media-page__main" aria-label={t('title')}>
        <MediaSearch
          table={table}
          types={types}
          tags={library.tags}
          onReset={() => void table.reset()}
        />
        {perms.add && (
          <UploadZone
            uploads={uploads}
            folderId={folderId ?? 0}
            folderName={folderName}
          />
        )}
        <TableToolbar
          actions={[
            {
              key: 'move',
              label: t('move'),
              icon: <FolderOpenOutlined />,
              perm: 'project:media:edit',
              color: 'success',
              disabled: selected.length === 0,
              onClick: () => setMoving(true),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:media:remove',
              color: 'danger',
              disabled: selected.length === 0,
              onClick: () => void removeSelected(),
            },
          ]}
          right={
            <div className="media-page__tools">
              <StorageUsage stats={library.stats} />
              <Segmented<View>
                aria-label={t('view.label')}
                value={view}
                onChange={changeView}
                options={[
                  {
                    value: 'grid',
                    icon: <AppstoreOutlined />,
                    label: t('view.grid'),
                  },
                  {
                    value: 'list',
                    icon: <UnorderedListOutlined />,
                    label: t('view.list'),
                  },
                ]}
              />
              <RightToolbar
                showSearch={table.showSearch}
                onToggleSearch={table.setShowSearch}
                onRefresh={refresh}
              />
            </div>
          }
        />
        {view === 'grid' ? (
          <MediaGrid {...listProps} />
        ) : (
          <MediaTable
            {...listProps}
            query={table.query}
            onSort={(sort) =>
              // a cleared sort falls back to the newest first
              void table.load(sort.orderByColumn ? sort : DEFAULT_SORT)
            }
          />
        )}
        <Pagination {...table.pagination} />
      </section>
      <DetailDrawer
        mediaId={opened}
        folders={library.folders}
        tags={library.tags}
        types={types}
        states={states}
        perms={perms}
        onClose={() => setOpened(undefined)}
        onChanged={refresh}
      />
      <MoveDialog
        open={moving}
        mediaIds={selected}
        folders={library.folders}
        onClose={() => setMoving(false)}
        onMoved={refresh}
      />
    </div>
  );
}
