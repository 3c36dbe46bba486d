/** One file's details and where it is used, loaded when it is opened. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getMedia, getMediaUsage } from '@/api/project/media';
import type { MediaDetail, MediaUsage } from '@/types/media';

export interface MediaDetailState {
  media?: MediaDetail;
  usage?: MediaUsage[];
  reload: () => Promise<void>;
}

export function useMediaDetail(mediaId?: number): MediaDetailState {
  const [media, setMedia] = useState<MediaDetail>();
  const [usage, setUsage] = useState<MediaUsage[]>();
  const current = useRef(mediaId);

  const load = useCallback(async (id?: number) => {
    current.current = id;
    if (id === undefined) return;
    const [detail, used] = await Promise.allSettled([
      getMedia(id),
      getMediaUsage(id),
    ]);
    if (current.current !== id) return; // another file was opened since
    if (detail.status === 'fulfilled') setMedia(detail.value.data);
    setUsage(used.status === 'fulfilled' ? (used.value.data ?? []) : undefined);
  }, []);

  useEffect(() => {
    setMedia(undefined);
    setUsage(undefined);
    void load(mediaId);
  }, [mediaId, load]);

  return { media, usage, reload: () => load(mediaId) };
}
