/**
 * What the Media screen shows around the files: the folder tree, the tags
 * and storage against the quota, reloaded after every change.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  getMediaStats,
  listMediaTags,
  mediaFolderTree,
} from '@/api/project/media';
import type { MediaFolderNode, MediaStats, MediaTagCount } from '@/types/media';

export interface Library {
  folders: MediaFolderNode[];
  tags: MediaTagCount[];
  stats?: MediaStats;
  reload: () => void;
}

export function useLibrary(): Library {
  const [folders, setFolders] = useState<MediaFolderNode[]>([]);
  const [tags, setTags] = useState<MediaTagCount[]>([]);
  const [stats, setStats] = useState<MediaStats>();

  const reload = useCallback(() => {
    mediaFolderTree()
      .then((res) => setFolders(res.data ?? []))
      .catch(() => undefined);
    listMediaTags()
      .then((res) => setTags(res.data ?? []))
      .catch(() => undefined);
    getMediaStats()
      .then((res) => setStats(res.data))
      .catch(() => undefined);
  }, []);

  useEffect(reload, [reload]);
  return { folders, tags, stats, reload };
}
