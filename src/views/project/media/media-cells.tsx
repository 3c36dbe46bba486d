/**
 * What grid cards and table rows show of a file: the preview (cropped
 * around the focal point), its type, its processing state and whether an
 * image still lacks its Japanese alt text.
 */
import { Tag, Tooltip } from 'antd';
import { FileOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/components/dict-tag';
import { resolveUrl } from '@/components/upload-shared';
import type { DictOption } from '@/types/system';
import type { MediaRow } from '@/types/media';

/** `object-position` at a file's focal point. */
export function focalPosition(row: Pick<MediaRow, 'focalX' | 'focalY'>) {
  const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;
  return `${pct(row.focalX)} ${pct(row.focalY)}`;
}

/** An image without Japanese alt text cannot be placed in content. */
export const lacksAlt = (row: MediaRow) =>
  row.mediaType === 'image' && !row.altJa.trim();

export function MediaThumb({
  row,
  className,
}: {
  row: MediaRow;
  className?: string;
}) {
  const src = row.thumbUrl ? resolveUrl(row.thumbUrl) : '';
  return (
    <span className={['media-thumb', className].filter(Boolean).join(' ')}>
      {src ? (
        <img
          src={src}
          alt={row.altJa || row.fileName}
          loading="lazy"
          decoding="async"
          style={{ objectPosition: focalPosition(row) }}
        />
      ) : (
        <span className="media-thumb__icon">
          <FileOutlined aria-hidden />
          <span>{row.ext.toUpperCase()}</span>
        </span>
      )}
    </span>
  );
}

export interface MediaBadgesProps {
  row: MediaRow;
  types: readonly DictOption[];
  states: readonly DictOption[];
  /** Show the type too (default true). */
  withType?: boolean;
}

export function MediaBadges({
  row,
  types,
  states,
  withType = true,
}: MediaBadgesProps) {
  const { t } = useTranslation('project-media');
  const state = row.processState;
  return (
    <span className="media-badges">
      {withType && <DictTag options={types} value={row.mediaType} />}
      {(state === 'pending' || state === 'failed') && (
        <Tooltip title={state === 'failed' ? row.processError : undefined}>
          <span>
            <DictTag options={states} value={state} />
          </span>
        </Tooltip>
      )}
      {lacksAlt(row) && (
        <Tooltip title={t('altMissingHelp')}>
          <Tag color="warning" icon={<WarningOutlined />}>
            {t('altMissing')}
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}
