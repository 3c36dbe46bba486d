/**
 * Drop files here (or click to choose them): each goes up on its own with a
 * progress bar; a refused file says why.
 */
import { Button, Progress, Typography, Upload } from 'antd';
import { CloseOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/components/project-content';
import type { Uploads } from './use-uploads';

export interface UploadZoneProps {
  uploads: Uploads;
  /** Where the files go (0: unfiled). */
  folderId: number;
  /** The folder's name, for the hint. */
  folderName: string;
}

export function UploadZone({ uploads, folderId, folderName }: UploadZoneProps) {
  const { t } = useTranslation('project-media');
  const { tasks } = uploads;
  const finished = tasks.some((task) => task.status !== 'uploading');
  return (
    <div className="media-upload">
      <Upload.Dragger
        multiple
        fileList={[]}
        showUploadList={false}
        // antd asks once per file with the whole drop: start the drop once
        beforeUpload={(file, list) => {
          if (file.uid === list[0]?.uid) uploads.start(list, folderId);
          return false;
        }}
      >
        <p className="media-upload__hint">
          <InboxOutlined aria-hidden />{' '}
          {t('upload.hint', { folder: folderName })}
        </p>
      </Upload.Dragger>
      {tasks.length > 0 && (
        <section className="media-upload__list" aria-label={t('upload.title')}>
          {tasks.map((task) => (
            <div key={task.uid} className="media-upload__task">
              <Typography.Text ellipsis className="media-upload__name">
                {task.name}
              </Typography.Text>
              <span className="media-upload__size">
                {formatBytes(task.size)}
              </span>
              {task.status === 'error' ? (
                <Typography.Text type="danger" className="media-upload__error">
                  {task.error}
                </Typography.Text>
              ) : (
                <Progress
                  className="media-upload__bar"
                  percent={task.percent}
                  size="small"
                  status={task.status === 'done' ? 'success' : 'active'}
                  aria-label={t('upload.progress', { name: task.name })}
                />
              )}
              {task.status !== 'uploading' && (
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('upload.dismiss', { name: task.name })}
                  onClick={() => uploads.dismiss(task.uid)}
                />
              )}
            </div>
          ))}
          {finished && (
            <Button size="small" type="link" onClick={uploads.clear}>
              {t('upload.clear')}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
