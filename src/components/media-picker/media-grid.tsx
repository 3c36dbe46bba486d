/**
 * The library's files as a grid of thumbnails. A click selects a file, a
 * double click uses it. Images without Japanese alt text are marked.
 */
import { Empty, Spin, Tag } from 'antd';
import { FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { resolveUrl } from '@/components/upload-shared';
import type { MediaRow } from '@/types/media';

/** Whether an image still needs its Japanese alt text. */
export const needsAlt = (row: MediaRow): boolean =>
  row.mediaType === 'image' && !row.altJa?.trim();

/** '12.3 KB' for a byte count. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** CSS object-position for a file's focal point (fractions 0..1). */
export function focalPosition(row: MediaRow): string {
  const pct = (v: number | null) => `${Math.round(Number(v ?? 0.5) * 100)}%`;
  return `${pct(row.focalX)} ${pct(row.focalY)}`;
}

export interface MediaGridProps {
  rows: readonly MediaRow[];
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (row: MediaRow) => void;
  onUse: (row: MediaRow) => void;
}

export function MediaGrid({
  rows,
  loading,
  failed,
  selectedId,
  onSelect,
  onUse,
}: MediaGridProps) {
  const { t } = useTranslation('media-picker');
  const thumb = (row: MediaRow) => resolveUrl(row.thumbUrl ?? '');
  return (
    <Spin spinning={loading}>
      <div
        className="media-picker__grid"
        role="group"
        aria-label={t('grid.label')}
        aria-busy={loading}
      >
        {rows.map((row) => (
          <button
            key={row.mediaId}
            type="button"
            className="media-picker__item"
            aria-pressed={row.mediaId === selectedId}
            aria-label={row.fileName}
            title={row.fileName}
            onClick={() => onSelect(row)}
            onDoubleClick={() => onUse(row)}
          >
            <span className="media-picker__thumb">
              {thumb(row) ? (
                <img
                  src={thumb(row)}
                  alt=""
                  loading="lazy"
                  style={{ objectPosition: focalPosition(row) }}
                />
              ) : (
                <span className="media-picker__icon">
                  <FileOutlined aria-hidden />
                  {row.ext.toUpperCase()}
                </span>
              )}
            </span>
            <span className="media-picker__name">{row.fileName}</span>
            <span className="media-picker__meta">
              {formatSize(row.size)}
              {row.width && row.height ? ` · ${row.width}×${row.height}` : ''}
            </span>
            {needsAlt(row) && (
              <Tag color="warning" className="media-picker__no-alt">
                {t('grid.noAlt')}
              </Tag>
            )}
          </button>
        ))}
      </div>
      {!loading && rows.length === 0 && (
        <Empty description={failed ? t('grid.failed') : t('grid.empty')} />
      )}
    </Spin>
  );
}
