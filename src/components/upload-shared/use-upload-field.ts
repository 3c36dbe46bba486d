/**
 * What FileUpload and ImageUpload share: the value ↔ items mapping, the
 * count limit for a whole selection, per-file checks, the upload through
 * `uploadFile` and the batch flow of `useUploadBatch`.
 */
import { useMemo, useRef, useState } from 'react';
import { Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/api/common';
import { feedback } from '@/lib/feedback';
import {
  nextUid,
  parseUploadValue,
  resolveUrl,
  toUploadValue,
  uploadErrorMessage,
  type UploadItem,
  type UploadValue,
} from './upload-utils';
import { useUploadBatch } from './use-upload-batch';

export interface UploadFieldOptions {
  value: UploadValue;
  onChange?: (value: string, items: UploadItem[]) => void;
  /** Maximum number of files (0 = no limit). */
  limit: number;
  /** Message of a failed upload without a server message. */
  failedText: string;
  /** The message that refuses a file, or null to accept it. */
  check: (file: File) => string | null;
}

export interface UploadField {
  items: UploadItem[];
  beforeUpload: NonNullable<UploadProps['beforeUpload']>;
  customRequest: NonNullable<UploadProps['customRequest']>;
  remove: (uid: string) => void;
  /** Add a file that is already stored (one chosen from the library). */
  add: (item: UploadItem) => void;
}

export function useUploadField({
  value,
  onChange,
  limit,
  failedText,
  check,
}: UploadFieldOptions): UploadField {
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
  /** First files of selections refused as a whole for the count limit. */
  const overLimit = useRef(new WeakSet<File>());

  const beforeUpload: UploadField['beforeUpload'] = (file, selection) => {
    const first = selection[0] ?? file;
    if (file === first) {
      const total = items.length + batch.inFlight() + selection.length;
      if (limit > 0 && total > limit) {
        overLimit.current.add(first);
        feedback.error(t('upload.limit', { n: limit }));
      }
    }
    if (overLimit.current.has(first)) return Upload.LIST_IGNORE;
    const problem = file.name.includes(',') ? t('upload.comma') : check(file);
    if (problem) {
      feedback.error(problem);
      return Upload.LIST_IGNORE;
    }
    batch.begin();
    return true;
  };

  const customRequest: UploadField['customRequest'] = ({
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
        batch.fail(uploadErrorMessage(error, failedText));
      });
  };

  const remove = (uid: string) =>
    emit(items.filter((item) => item.uid !== uid));

  const add = (item: UploadItem) => emit([...items, item]);

  return { items, beforeUpload, customRequest, remove, add };
}
