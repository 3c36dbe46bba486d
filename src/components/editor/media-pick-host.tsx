/**
 * The media picker the editor opens (its toolbar button, the dialogs'
 * browse buttons). Its open state lives in a component of its own, so
 * opening and closing it never re-renders the editor: a re-render while
 * the form has not yet passed the editor its new value would make the
 * editor put the old value back over the placed image.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MediaPicker, type MediaRow } from '@/components/media-picker';
import { usePermission } from '@/hooks/use-permission';
import type { MediaPick } from './editor-config';

interface PickRequest {
  mediaType: 'image' | 'video' | undefined;
  resolve: (row: MediaRow | null) => void;
}

type Opener = { current: MediaPick | null };

function PickerHost({ opener }: { opener: Opener }) {
  const [request, setRequest] = useState<PickRequest | null>(null);
  useEffect(() => {
    opener.current = (mediaType) =>
      new Promise((resolve) => setRequest({ mediaType, resolve }));
    return () => {
      opener.current = null;
    };
  }, [opener]);
  const close = (row: MediaRow | null) => {
    setRequest(null);
    request?.resolve(row);
  };
  return (
    <MediaPicker
      open={request !== null}
      mediaType={request?.mediaType}
      onPick={close}
      onCancel={() => close(null)}
    />
  );
}

/**
 * `pick` opens the picker (undefined for users who may not list the
 * library: the editor then uploads from the computer); `picker` is the
 * element to render beside the editor.
 */
export function useMediaPick() {
  const { hasPermi } = usePermission();
  const opener = useRef<MediaPick | null>(null);
  const pick = useCallback<MediaPick>(
    (mediaType) => opener.current?.(mediaType) ?? Promise.resolve(null),
    [],
  );
  return {
    pick: hasPermi('project:media:list') ? pick : undefined,
    picker: <PickerHost opener={opener} />,
  };
}
