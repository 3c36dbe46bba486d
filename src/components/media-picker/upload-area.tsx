/**
 * Drop or choose files to upload into the library (one request per file,
 * each with its own progress bar in the list below the area).
 */
import { Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadErrorMessage } from '@/components/upload-shared';
import { feedback } from '@/lib/feedback';
import { uploadMedia } from '@/api/project/media';
import type { MediaRow } from '@/types/media';

export interface UploadAreaProps {
  /** The folder the files go into (none: unfiled). */
  folderId?: number;
  /** Only images are offered by the file chooser. */
  imagesOnly?: boolean;
  /** Called after each file is in the library. */
  onUploaded: (row: MediaRow) => void;
}

export function UploadArea({
  folderId,
  imagesOnly,
  onUploaded,
}: UploadAreaProps) {
  const { t } = useTranslation('media-picker');
  return (
    <Upload.Dragger
      className="media-picker__upload"
      multiple
      accept={imagesOnly ? 'image/*' : undefined}
      showUploadList={{ showRemoveIcon: true, showPreviewIcon: false }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        const raw = file as File;
        uploadMedia(raw, folderId || undefined, {
          onProgress: (percent) => onProgress?.({ percent }),
          config: { skipErrorHandler: true },
        })
          .then((res) => {
            onSuccess?.(res);
            if (res.data) onUploaded(res.data);
          })
          .catch((error: unknown) => {
            const message = uploadErrorMessage(
              error,
              t('upload.failed', { name: raw.name }),
            );
            onError?.(new Error(message));
            feedback.error(message);
          });
      }}
    >
      <p className="media-picker__upload-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p>{t('upload.label')}</p>
      <p className="media-picker__hint">{t('upload.hint')}</p>
    </Upload.Dragger>
  );
}
