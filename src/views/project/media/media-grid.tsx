/**
 * The library as cards: preview at the focal point, name, size, badges and
 * a checkbox to select the file for moving or deleting. A card opens the
 * file's details (Enter or Space too).
 */
import { Checkbox, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/components/project-content';
import type { DictOption } from '@/types/system';
import type { MediaRow } from '@/types/media';
import { MediaBadges, MediaThumb } from './media-cells';
import './media-grid.css';

export interface MediaGridProps {
  rows: readonly MediaRow[];
  loading: boolean;
  types: readonly DictOption[];
  states: readonly DictOption[];
  /** Selected ids; undefined when nothing may be selected. */
  selected?: readonly number[];
  onSelectedChange: (ids: number[]) => void;
  onOpen: (row: MediaRow) => void;
}

export function MediaGrid({
  rows,
  loading,
  types,
  states,
  selected,
  onSelectedChange,
  onOpen,
}: MediaGridProps) {
  const { t } = useTranslation('project-media');
  const toggle = (id: number, on: boolean) =>
    onSelectedChange(
      on ? [...(selected ?? []), id] : (selected ?? []).filter((x) => x !== id),
    );
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty className="media-grid__empty" description={t('empty')} />
      ) : (
        <ul className="media-grid" aria-label={t('gridLabel')}>
          {rows.map((row) => (
            <li key={row.mediaId} className="media-card">
              <MediaThumb row={row} className="media-card__thumb" />
              {/* The button holds only the name it is named by (2.5.3: its
                  name contains its text); it covers the card, so a click on
                  the picture or the figures opens the file too. */}
              <div
                role="button"
                tabIndex={0}
                className="media-card__open"
                aria-label={t('open', { name: row.fileName })}
                onClick={() => onOpen(row)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onOpen(row);
                  }
                }}
              >
                <Typography.Text
                  className="media-card__name"
                  ellipsis={{ tooltip: row.fileName }}
                >
                  {row.fileName}
                </Typography.Text>
              </div>
              <div className="media-card__info">
                <span className="media-card__meta">
                  {formatBytes(row.size)}
                  {row.width && row.height
                    ? ` · ${row.width}×${row.height}`
                    : ''}
                </span>
                <MediaBadges row={row} types={types} states={states} />
              </div>
              {selected && (
                <Checkbox
                  className="media-card__check"
                  checked={selected.includes(row.mediaId)}
                  aria-label={t('select', { name: row.fileName })}
                  onChange={(e) => toggle(row.mediaId, e.target.checked)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
