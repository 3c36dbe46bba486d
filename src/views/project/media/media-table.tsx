/**
 * The library as a table: preview, name (with badges), type, size,
 * dimensions, version, tags and upload time, sorted by the server (name,
 * size, upload time).
 */
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { sortQuery } from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { formatBytes } from '@/components/project-content';
import type { DictOption } from '@/types/system';
import type { MediaQuery, MediaRow } from '@/types/media';
import { MediaBadges, MediaThumb } from './media-cells';

export interface MediaTableProps {
  rows: readonly MediaRow[];
  loading: boolean;
  query: MediaQuery;
  types: readonly DictOption[];
  states: readonly DictOption[];
  selected?: readonly number[];
  onSelectedChange: (ids: number[]) => void;
  onOpen: (row: MediaRow) => void;
  onSort: (sort: Pick<MediaQuery, 'orderByColumn' | 'isAsc'>) => void;
}

export function MediaTable({
  rows,
  loading,
  query,
  types,
  states,
  selected,
  onSelectedChange,
  onOpen,
  onSort,
}: MediaTableProps) {
  const { t } = useTranslation('project-media');
  const order = (key: string) =>
    query.orderByColumn === key
      ? query.isAsc === 'ascending'
        ? ('ascend' as const)
        : ('descend' as const)
      : null;
  const columns: TableColumnsType<MediaRow> = [
    {
      key: 'thumb',
      title: t('fields.preview'),
      width: 72,
      render: (_v, row) => (
        <MediaThumb row={row} className="media-row__thumb" />
      ),
    },
    {
      key: 'fileName',
      dataIndex: 'fileName',
      title: t('fields.fileName'),
      sorter: true,
      sortOrder: order('fileName'),
      render: (_v, row) => (
        <Space orientation="vertical" size={2}>
          <Button
            type="link"
            className="media-row__name"
            onClick={() => onOpen(row)}
            aria-label={t('open', { name: row.fileName })}
          >
            {row.fileName}
          </Button>
          <MediaBadges
            row={row}
            types={types}
            states={states}
            withType={false}
          />
        </Space>
      ),
    },
    {
      key: 'mediaType',
      dataIndex: 'mediaType',
      title: t('fields.mediaType'),
      width: 100,
      render: (type: string) => <DictTag options={types} value={type} />,
    },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('fields.size'),
      width: 100,
      align: 'right',
      sorter: true,
      sortOrder: order('size'),
      render: (size: number) => formatBytes(size),
    },
    {
      key: 'dimensions',
      title: t('fields.dimensions'),
      width: 110,
      render: (_v, row) =>
        row.width && row.height ? `${row.width}×${row.height}` : '—',
    },
    {
      key: 'version',
      dataIndex: 'version',
      title: t('fields.version'),
      width: 80,
      align: 'center',
      render: (v: number) => `v${v}`,
    },
    {
      key: 'tags',
      dataIndex: 'tags',
      title: t('fields.tags'),
      render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('fields.createTime'),
      width: 170,
      sorter: true,
      sortOrder: order('createTime'),
    },
  ];
  return (
    <Table<MediaRow>
      rowKey="mediaId"
      size="middle"
      className="media-table"
      loading={loading}
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={
        selected && {
          selectedRowKeys: [...selected],
          onChange: (keys) => onSelectedChange(keys.map(Number)),
        }
      }
      onChange={(_p, _f, sorter) => onSort(sortQuery(sorter))}
    />
  );
}
