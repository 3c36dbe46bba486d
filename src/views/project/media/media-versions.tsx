/**
 * A file's versions, newest first, each with a link to its own original;
 * Replace uploads a new version under the same link (same kind of file).
 */
import { useState } from 'react';
import { Alert, Button, Progress, Typography, Upload } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { replaceMedia } from '@/api/project/media';
import { formatBytes } from '@/components/project-content';
import { resolveUrl, uploadErrorMessage } from '@/components/upload-shared';
import type { MediaDetail } from '@/types/media';

export interface MediaVersionsProps {
  media: MediaDetail;
  canReplace: boolean;
  /** After a new version was stored. */
  onReplaced: () => void;
}

export function MediaVersions({
  media,
  canReplace,
  onReplaced,
}: MediaVersionsProps) {
  const { t } = useTranslation('project-media');
  const [percent, setPercent] = useState<number>();
  const [error, setError] = useState<string>();
  const versions = [...media.versions].sort((a, b) => b.version - a.version);

  const replace = (file: File) => {
    setError(undefined);
    setPercent(0);
    replaceMedia(media.mediaId, file, {
      onProgress: setPercent,
      config: { skipErrorHandler: true },
    })
      .then(() => onReplaced())
      .catch((e: unknown) =>
        setError(uploadErrorMessage(e, t('upload.failed'))),
      )
      .finally(() => setPercent(undefined));
  };

  return (
    <section aria-label={t('versions.title')} className="media-versions">
      <div className="media-drawer__heading">
        <Typography.Title level={5}>{t('versions.title')}</Typography.Title>
        {canReplace && (
          <Upload
            showUploadList={false}
            accept={media.ext ? `.${media.ext}` : undefined}
            beforeUpload={(file) => {
              replace(file);
              return false;
            }}
          >
            <Button
              size="small"
              icon={<SwapOutlined />}
              loading={percent !== undefined}
            >
              {t('versions.replace')}
            </Button>
          </Upload>
        )}
      </div>
      <Typography.Paragraph type="secondary" className="media-drawer__note">
        {t('versions.help')}
      </Typography.Paragraph>
      {percent !== undefined && (
        <Progress
          percent={percent}
          size="small"
          status="active"
          aria-label={t('versions.progress')}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          closable
          onClose={() => setError(undefined)}
        />
      )}
      <ul className="media-list">
        {versions.map((v) => (
          <li key={v.version} className="media-list__row">
            <span>
              <Typography.Text strong>
                {v.version === media.version
                  ? t('versions.current', { version: v.version })
                  : t('versions.label', { version: v.version })}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {[
                  formatBytes(v.size),
                  v.width && v.height ? `${v.width}×${v.height}` : '',
                  v.createBy,
                  v.createTime,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </span>
            <Typography.Link
              href={resolveUrl(v.url)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('versions.openLabel', { version: v.version })}
            >
              {t('versions.open')}
            </Typography.Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
