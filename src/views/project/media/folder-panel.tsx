/**
 * The folders beside the library: all files, unfiled ones and the folder
 * tree with how many files each holds; add a folder (inside the selected
 * one), rename or delete the selected folder (the server refuses deleting
 * one that holds anything and says so).
 */
import { useMemo, useState } from 'react';
import { Button, Space, Tooltip, Tree, type TreeDataNode } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  addMediaFolder,
  delMediaFolder,
  updateMediaFolder,
} from '@/api/project/media';
import { confirmAndRun } from '@/components/crud';
import { usePermission } from '@/hooks/use-permission';
import { feedback } from '@/lib/feedback';
import type { MediaFolderNode } from '@/types/media';
import { FolderDialog } from './folder-dialog';
import { findFolder } from './folders';

const ALL = 'all';
const UNFILED = 0;

export interface FolderPanelProps {
  folders: readonly MediaFolderNode[];
  /** undefined: all files; 0: unfiled; else a folder's id. */
  selected?: number;
  onSelect: (folderId: number | undefined) => void;
  /** After a folder was added, renamed or deleted. */
  onChanged: () => void;
}

function toNodes(nodes: readonly MediaFolderNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span className="media-folders__node">
        <span className="media-folders__label">{n.label}</span>
        <span className="media-folders__count">{n.count}</span>
      </span>
    ),
    children: n.children?.length ? toNodes(n.children) : undefined,
  }));
}

function allKeys(nodes: readonly MediaFolderNode[]): number[] {
  return nodes.flatMap((n) => [n.id, ...allKeys(n.children ?? [])]);
}

export function FolderPanel({
  folders,
  selected,
  onSelect,
  onChanged,
}: FolderPanelProps) {
  const { t } = useTranslation('project-media');
  const { hasPermi } = usePermission();
  const [editing, setEditing] = useState<'add' | 'rename'>();
  const folder = selected ? findFolder(folders, selected) : undefined;

  const treeData = useMemo<TreeDataNode[]>(
    () => [
      { key: ALL, title: t('folder.all') },
      { key: UNFILED, title: t('folder.unfiled') },
      ...toNodes(folders),
    ],
    [folders, t],
  );

  const save = async (folderName: string) => {
    try {
      if (editing === 'rename' && folder) {
        await updateMediaFolder({
          folderId: folder.id,
          parentId: folder.parentId,
          folderName,
        });
      } else {
        const res = await addMediaFolder({
          parentId: folder?.id ?? 0,
          folderName,
        });
        if (typeof res.data === 'number') onSelect(res.data);
      }
    } catch {
      return false; // the request layer said why
    }
    feedback.success(t('crud:editSuccess'));
    onChanged();
    return true;
  };

  const remove = () =>
    folder &&
    confirmAndRun({
      content: t('folder.confirmDelete', { name: folder.label }),
      run: () => delMediaFolder(folder.id),
      after: () => {
        onSelect(undefined);
        onChanged();
      },
    });

  return (
    <nav className="media-folders" aria-label={t('folder.title')}>
      <Space size={4} className="media-folders__actions">
        {hasPermi('project:media:add') && (
          <Tooltip title={t('folder.add')}>
            <Button
              size="small"
              icon={<FolderAddOutlined />}
              aria-label={t('folder.add')}
              onClick={() => setEditing('add')}
            />
          </Tooltip>
        )}
        {hasPermi('project:media:edit') && (
          <Tooltip title={t('folder.rename')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('folder.rename')}
              disabled={!folder}
              onClick={() => setEditing('rename')}
            />
          </Tooltip>
        )}
        {hasPermi('project:media:remove') && (
          <Tooltip title={t('folder.delete')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('folder.delete')}
              disabled={!folder}
              onClick={() => void remove()}
            />
          </Tooltip>
        )}
      </Space>
      <Tree
        aria-label={t('folder.tree')}
        blockNode
        treeData={treeData}
        expandedKeys={allKeys(folders)}
        selectedKeys={[selected ?? ALL]}
        switcherIcon={null}
        onSelect={(_keys, info) => {
          const key = info.node.key;
          onSelect(key === ALL ? undefined : Number(key));
        }}
      />
      <FolderDialog
        name={editing === 'rename' ? folder?.label : editing ? '' : undefined}
        title={
          editing === 'rename'
            ? t('folder.renameTitle')
            : t('folder.addTitle', {
                parent: folder?.label ?? t('folder.root'),
              })
        }
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
    </nav>
  );
}
