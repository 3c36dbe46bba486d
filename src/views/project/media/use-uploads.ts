/**
 * The uploads of the Media screen: each file its own request (so each has
 * its own progress bar) into the folder being viewed; a refused file keeps
 * its row with the server's reason until it is dismissed.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '@/api/project/media';
import { nextUid, uploadErrorMessage } from '@/components/upload-shared';

export interface UploadTask {
  uid: string;
  name: string;
  size: number;
  /** Whole percent sent. */
  percent: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
}

export interface Uploads {
  tasks: UploadTask[];
  /** Upload `files` into `folderId` (0: unfiled). */
  start: (files: readonly File[], folderId: number) => void;
  /** Drop the finished and failed rows. */
  clear: () => void;
  dismiss: (uid: string) => void;
}

/** `onUploaded` runs once a batch has settled with at least one file stored. */
export function useUploads(onUploaded: () => void): Uploads {
  const { t } = useTranslation('project-media');
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const done = useRef(onUploaded);
  useLayoutEffect(() => {
    done.current = onUploaded;
  });

  const patch = useCallback((uid: string, change: Partial<UploadTask>) => {
    setTasks((all) =>
      all.map((task) => (task.uid === uid ? { ...task, ...change } : task)),
    );
  }, []);

  const start = useCallback(
    (files: readonly File[], folderId: number) => {
      const batch = files.map((file) => ({ file, uid: nextUid() }));
      setTasks((all) => [
        ...all.filter((task) => task.status !== 'done'),
        ...batch.map(({ file, uid }) => ({
          uid,
          name: file.name,
          size: file.size,
          percent: 0,
          status: 'uploading' as const,
        })),
      ]);
      const sent = batch.map(({ file, uid }) =>
        uploadMedia(file, folderId, {
          // the row says why a file was refused; no toast per file
          config: { skipErrorHandler: true },
          onProgress: (percent) => patch(uid, { percent }),
        }).then(
          () => {
            patch(uid, { percent: 100, status: 'done' });
            return true;
          },
          (error: unknown) => {
            patch(uid, {
              status: 'error',
              error: uploadErrorMessage(error, t('upload.failed')),
            });
            return false;
          },
        ),
      );
      void Promise.all(sent).then((results) => {
        if (results.some(Boolean)) done.current();
      });
    },
    [patch, t],
  );

  return {
    tasks,
    start,
    clear: useCallback(
      () => setTasks((all) => all.filter((t) => t.status === 'uploading')),
      [],
    ),
    dismiss: useCallback(
      (uid: string) => setTasks((all) => all.filter((t) => t.uid !== uid)),
      [],
    ),
  };
}
