/**
 * Image upload field (RuoYi's ImageUpload): picture cards with preview and
 * delete, uploads to POST /common/upload; the value is the comma-separated
 * list of stored paths. png/jpg/jpeg by mime type OR extension, 5 MB,
 * 5 files by default (spec §5); batch flow of spec §4.
 */
import { useMemo, useRef, useState } from 'react';
import { Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/api/common';
import { feedback } from '@/lib/feedback';
import {
  baseName,
  isAllowedImage,
  isWithinSize,
  nextUid,
  parseUploadValue,
  resolveUrl,
  toUploadValue,
  uploadErrorMessage,
  useUploadBatch,
  type UploadItem,
  type UploadValue,
} from '@/components/upload-shared';
import './image-upload.css';

export const IMAGE_UPLOAD_DEFAULTS = {
  limit: 5,
  fileSize: 5,
  fileType: ['png', 'jpg', 'jpeg'],
} as const;

export interface ImageUploadProps {
  /** Comma-separated stored paths/URLs, or a list of them. */
  value?: UploadValue;
  /** Called once per finished batch and on delete, with the joined value. */
  onChange?: (value: string, items: UploadItem[]) => void;
  /** Maximum number of images (default 5). */
  limit?: number;
  /** Maximum size per image in MB (default 5; 0 = no check). */
  fileSize?: number;
  /** Allowed types (default png, jpg, jpeg; [] = any image/*). */
  fileType?: readonly string[];
  /** Show the size/type tip (default true). */
  isShowTip?: boolean;
  disabled?: boolean;
}

type BeforeUpload = NonNullable<UploadProps['beforeUpload']>;
type CustomRequest = NonNullable<UploadProps['customRequest']>;

export function ImageUpload({
  value,
  onChange,
  limit = IMAGE_UPLOAD_DEFAULTS.limit,
  fileSize = IMAGE_UPLOAD_DEFAULTS.fileSize,
  fileType = IMAGE_UPLOAD_DEFAULTS.fileType,
  isShowTip = true,
  disabled = false,
}: ImageUploadProps) {
  const { t } = useTranslation('components');
  const [inner, setInner] = useState<UploadValue>(undefined);
  const current = value !== undefined ? value : inner;
  const known = useRef(new Map<string, UploadItem>());
  const items = useMemo(
    () =>
      parseUploadValue(current).map(
        (item) => known.current.get(item.name) ?? item,
      ),
    [current],
  );
  const [preview, setPreview] = useState<string | null>(null);

  const emit = (next: UploadItem[]) => {
    for (const item of next) known.current.set(item.name, item);
    const joined = toUploadValue(next);
    if (value === undefined) setInner(joined);
    onChange?.(joined, next);
  };

  const batch = useUploadBatch({
    items,
    commit: emit,
    loadingText: t('upload.uploading'),
  });
  const overLimit = useRef(new WeakSet<File>());

  const beforeUpload: BeforeUpload = (file, selection) => {
    const first = selection[0] ?? file;
    if (file === first) {
      const total = items.length + batch.inFlight() + selection.length;
      if (limit > 0 && total > limit) {
        overLimit.current.add(first);
        feedback.error(t('upload.limit', { n: limit }));
      }
    }
    if (overLimit.current.has(first)) return Upload.LIST_IGNORE;
    if (file.name.includes(',')) {
      feedback.error(t('upload.comma'));
      return Upload.LIST_IGNORE;
    }
    if (!isAllowedImage(file, fileType)) {
      feedback.error(t('imageUpload.format', { types: fileType.join('/') }));
      return Upload.LIST_IGNORE;
    }
    if (fileSize > 0 && !isWithinSize(file.size, fileSize)) {
      feedback.error(t('imageUpload.size', { n: fileSize }));
      return Upload.LIST_IGNORE;
    }
    batch.begin();
    return true;
  };

  const customRequest: CustomRequest = ({
    file,
    onSuccess,
    onError,
    onProgress,
  }) => {
    const raw = file as File;
    uploadFile(raw, (percent) => onProgress?.({ percent }), {
      skipErrorHandler: true,
    })
      .then((res) => {
        onSuccess?.(res);
        const name = res.fileName || res.url;
        batch.succeed({
          uid: nextUid(),
          name,
          url: resolveUrl(name),
          fname: res.originalFilename || raw.name,
          fsize: res.size ?? raw.size,
          fext: res.ext,
        });
      })
      .catch((error: unknown) => {
        onError?.(error as Error);
        batch.fail(uploadErrorMessage(error, t('imageUpload.failed')));
      });
  };

  const fileList: UploadFile[] = items.map((item) => ({
    uid: item.uid,
    name: item.fname || baseName(item.name),
    status: 'done',
    url: item.url || undefined,
  }));

  return (
    <div className="image-upload">
      <Upload
        listType="picture-card"
        multiple
        accept={fileType.map((type) => `.${type}`).join(',') || 'image/*'}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onPreview={(file) => setPreview(file.url ?? null)}
        onRemove={(file) => {
          emit(items.filter((item) => item.uid !== file.uid));
          return false;
        }}
        showUploadList={{ showRemoveIcon: !disabled }}
      >
        {!disabled && items.length < limit && (
          <button type="button" className="image-upload__add">
            <PlusOutlined aria-hidden />
            <span>{t('imageUpload.add')}</span>
          </button>
        )}
      </Upload>
      {isShowTip && !disabled && (
        <div className="image-upload__tip">
          {t('upload.tip', {
            size: fileSize,
            types: fileType.join('/'),
          })}
        </div>
      )}
      <Modal
        open={preview !== null}
        title={t('imageUpload.preview')}
        footer={null}
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        {preview && (
          <img
            className="image-upload__preview"
            src={preview}
            alt={t('imageUpload.preview')}
          />
        )}
      </Modal>
    </div>
  );
}
