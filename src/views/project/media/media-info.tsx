/** A file's facts: its link (copy it), type, size, dimensions, sizes made, uploader. */
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '@/components/copy-text';
import { DictTag } from '@/components/dict-tag';
import { formatBytes } from '@/components/project-content';
import { resolveUrl } from '@/components/upload-shared';
import type { DictOption } from '@/types/system';
import type { MediaDetail } from '@/types/media';

export interface MediaInfoProps {
  media: MediaDetail;
  types: readonly DictOption[];
  states: readonly DictOption[];
}

/** The absolute address of a stored path. */
export function absoluteUrl(path: string): string {
  return new URL(resolveUrl(path), window.location.href).href;
}

export function MediaInfo({ media, types, states }: MediaInfoProps) {
  const { t } = useTranslation('project-media');
  const formats = [...new Set(media.variants.map((v) => v.format))];
  const widths = [...new Set(media.variants.map((v) => v.width))].sort(
    (a, b) => a - b,
  );
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="media-info"
      items={[
        {
          key: 'url',
          label: t('fields.url'),
          children: (
            <CopyText value={absoluteUrl(media.url)} name={t('fields.url')}>
              <Typography.Link
                href={resolveUrl(media.url)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {media.url}
              </Typography.Link>
            </CopyText>
          ),
        },
        {
          key: 'type',
          label: t('fields.mediaType'),
          children: (
            <>
              <DictTag options={types} value={media.mediaType} /> {media.mime}
            </>
          ),
        },
        {
          key: 'size',
          label: t('fields.size'),
          children:
            formatBytes(media.size) +
            (media.width && media.height
              ? ` · ${media.width}×${media.height}`
              : ''),
        },
        ...(media.mediaType === 'image'
          ? [
              {
                key: 'processing',
                label: t('fields.processState'),
                children: (
                  <>
                    <DictTag options={states} value={media.processState} />
                    {media.processState === 'ready' && widths.length > 0 && (
                      <Typography.Text type="secondary">
                        {t('variants', {
                          widths: widths.join(', '),
                          formats: formats.join(', ').toUpperCase(),
                        })}
                      </Typography.Text>
                    )}
                    {media.processError && (
                      <Typography.Text type="danger">
                        {media.processError}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
            ]
          : []),
        {
          key: 'original',
          label: t('fields.originalName'),
          children: media.originalName || '—',
        },
        {
          key: 'created',
          label: t('fields.createTime'),
          children: `${media.createTime ?? ''} ${media.createBy}`,
        },
      ]}
    />
  );
}
