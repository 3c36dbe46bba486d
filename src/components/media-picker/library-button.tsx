/**
 * "Choose from library": a button that opens the media picker, for fields
 * that take a file (image fields). Shown to users who may list the library.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/hooks/use-permission';
import type { MediaRow } from '@/types/media';
import { MediaPicker } from './media-picker';

export interface LibraryButtonProps {
  /** Only files of this type (default `image`). */
  mediaType?: string;
  disabled?: boolean;
  onPick: (row: MediaRow) => void;
}

export function LibraryButton({
  mediaType = 'image',
  disabled,
  onPick,
}: LibraryButtonProps) {
  // Not suspending: the form around the field keeps showing while the
  // picker's texts load; the button appears when they are there.
  const { t, ready } = useTranslation('media-picker', { useSuspense: false });
  const { hasPermi } = usePermission();
  const [open, setOpen] = useState(false);
  if (!ready || !hasPermi('project:media:list')) return null;
  return (
    <>
      <Button
        icon={<PictureOutlined aria-hidden />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t('open')}
      </Button>
      <MediaPicker
        open={open}
        mediaType={mediaType}
        onCancel={() => setOpen(false)}
        onPick={(row) => {
          setOpen(false);
          onPick(row);
        }}
      />
    </>
  );
}
