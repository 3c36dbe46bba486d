/**
 * File upload field (RuoYi's FileUpload): uploads to POST /common/upload, the
 * value is the comma-separated list of stored paths. Checks, messages and the
 * batch flow (overlay, one change per batch, rollback of a failed file) are
 * shared with ImageUpload (see `upload-shared`).
 */
import { Button, Upload } from 'antd';
import {
  DeleteOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  baseName,
  hasAllowedExtension,
  isWithinSize,
  useUploadField,
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
  const types = fileType.join('/');
  const { items, beforeUpload, customRequest, remove } = useUploadField({
    value,
    onChange,
    limit,
    failedText: t('upload.failed'),
    check: (file) => {
      if (fileType.length > 0 && !hasAllowedExtension(file.name, fileType)) {
        return t('upload.format', { types });
      }
      if (fileSize > 0 && !isWithinSize(file.size, fileSize)) {
        return t('upload.size', { n: fileSize });
      }
      return null;
    },
  });

  let tip: string | null = null;
  if (fileSize > 0 && fileType.length > 0) {
    tip = t('upload.tip', { size: fileSize, types });
  } else if (fileSize > 0) tip = t('upload.tipSize', { size: fileSize });
  else if (fileType.length > 0) tip = t('upload.tipTypes', { types });

  return (
    <div className="file-upload">
      {!disabled && (
        <Upload
          multiple
          accept={fileType.map((type) => `.${type}`).join(',') || undefined}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined />}>{t('upload.selectFile')}</Button>
        </Upload>
      )}
      {isShowTip && !disabled && tip && (
        <div className="file-upload__tip">{tip}</div>
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
