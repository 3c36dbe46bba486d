/**
 * File upload field (RuoYi's FileUpload): uploads to POST /common/upload,
 * the value is the comma-separated list of stored paths. Checks and
 * messages follow spec §5; the batch flow (overlay, one change per batch,
 * rollback of a failed file) follows spec §4 through `useUploadBatch`.
 */
import { useMemo, useRef, useState } from 'react';
import { Button, Upload, type UploadProps } from 'antd';
import {
  DeleteOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/api/common';
import { feedback } from '@/lib/feedback';
import {
  baseName,
  hasAllowedExtension,
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
import './file-upload.css';

export const FILE_UPLOAD_DEFAULTS = {
  limit: 5,
  fileSize: 5,
  fileType: ['doc', 'xls', 'ppt', 'txt', 'pdf'],
} as const;

export interface FileUploadProps {
  /** Comma-separated stored paths/URLs, or a list of them. */
  value?: UploadValue;
  /** Called once per finished batch and on delete, with the joined value. */
  onChange?: (value: string, items: UploadItem[]) => void;
  /** Maximum number of files (default 5). */
  limit?: number;
  /** Maximum size per file in MB (default 5; 0 = no check). */
  fileSize?: number;
  /** Allowed extensions (default doc, xls, ppt, txt, pdf; [] = any). */
  fileType?: readonly string[];
  /** Show the size/type tip (default true). */
  isShowTip?: boolean;
  disabled?: boolean;
}

type BeforeUpload = NonNullable<UploadProps['beforeUpload']>;
type CustomRequest = NonNullable<UploadProps['customRequest']>;

export function FileUpload({
  value,
  onChange,
  limit = FILE_UPLOAD_DEFAULTS.limit,
  fileSize = FILE_UPLOAD_DEFAULTS.fileSize,
  fileType = FILE_UPLOAD_DEFAULTS.fileType,
  isShowTip = true,
  disabled = false,
}: FileUploadProps) {
  const { t } = useTranslation('components');
  const [inner, setInner] = useState<UploadValue>(undefined);
  const current = value !== undefined ? value : inner;
  /** Details of files uploaded here (original name, size) by stored name. */
  const known = useRef(new Map<string, UploadItem>());
  const items = useMemo(
    () =>
      parseUploadValue(current).map(
        (item) => known.current.get(item.name) ?? item,
      ),
    [current],
  );

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
  /** First files of selections rejected as a whole for the count limit. */
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
    if (fileType.length > 0 && !hasAllowedExtension(file.name, fileType)) {
      feedback.error(t('upload.format', { types: fileType.join('/') }));
      return Upload.LIST_IGNORE;
    }
    if (fileSize > 0 && !isWithinSize(file.size, fileSize)) {
      feedback.error(t('upload.size', { n: fileSize }));
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
        batch.fail(uploadErrorMessage(error, t('upload.failed')));
      });
  };

  const remove = (uid: string) => {
    emit(items.filter((item) => item.uid !== uid));
  };

  const accept = fileType.length
    ? fileType.map((type) => `.${type}`).join(',')
    : undefined;

  return (
    <div className="file-upload">
      {!disabled && (
        <Upload
          multiple
          accept={accept}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined />}>{t('upload.selectFile')}</Button>
        </Upload>
      )}
      {isShowTip && !disabled && (fileSize > 0 || fileType.length > 0) && (
        <div className="file-upload__tip">
          {t('upload.tip', {
            size: fileSize,
            types: fileType.join('/'),
          })}
        </div>
      )}
      {items.length > 0 && (
        <ul className="file-upload__list" aria-label={t('upload.fileList')}>
          {items.map((item) => {
            const label = item.fname || baseName(item.name);
            return (
              <li key={item.uid} className="file-upload__item">
                <PaperClipOutlined aria-hidden />
                {item.url ? (
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                ) : (
                  <span>{label}</span>
                )}
                {!disabled && (
                  <Button
                    type="link"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('upload.deleteFile', { name: label })}
                    onClick={() => remove(item.uid)}
                  >
                    {t('upload.delete')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
