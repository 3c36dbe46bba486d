/** The picker's filters: folder, type and a name search. */
import { useEffect, useState } from 'react';
import { Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '@/hooks/use-dict';
import { mediaFolderTree } from '@/api/project/media';
import type { MediaFolderNode, MediaQuery } from '@/types/media';

interface FolderNode {
  value: number;
  title: string;
  children?: FolderNode[];
}

const toNodes = (folders: readonly MediaFolderNode[]): FolderNode[] =>
  folders.map((f) => ({
    value: f.id,
    title: `${f.label} (${f.count})`,
    children: f.children?.length ? toNodes(f.children) : undefined,
  }));

export interface PickerFiltersProps {
  query: MediaQuery;
  onChange: (patch: Partial<MediaQuery>) => void;
  /** The picker shows only this type (its type filter is fixed). */
  fixedType?: string;
}

export function PickerFilters({
  query,
  onChange,
  fixedType,
}: PickerFiltersProps) {
  const { t } = useTranslation('media-picker');
  const { media_type: types } = useDict('media_type');
  const [folders, setFolders] = useState<FolderNode[]>([]);

  useEffect(() => {
    let active = true;
    mediaFolderTree()
      .then((res) => active && setFolders(toNodes(res.data ?? [])))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  return (
    <div className="media-picker__filters">
      <TreeSelect
        aria-label={t('search.folder')}
        className="media-picker__folder"
        allowClear
        placeholder={t('search.allFolders')}
        value={query.folderId}
        treeDefaultExpandAll
        treeData={[{ value: 0, title: t('search.unfiled') }, ...folders]}
        onChange={(folderId?: number) => onChange({ folderId })}
      />
      <Select
        aria-label={t('search.type')}
        className="media-picker__type"
        allowClear={!fixedType}
        disabled={Boolean(fixedType)}
        placeholder={t('search.allTypes')}
        value={query.mediaType}
        options={types.map((d) => ({ value: d.value, label: d.label }))}
        onChange={(mediaType?: string) => onChange({ mediaType })}
      />
      <Input.Search
        aria-label={t('search.name')}
        className="media-picker__name"
        placeholder={t('search.name')}
        allowClear
        onSearch={(fileName) => onChange({ fileName: fileName || undefined })}
      />
    </div>
  );
}
