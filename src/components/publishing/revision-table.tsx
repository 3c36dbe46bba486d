/**
 * An item's revisions, newest first, a page at a time: when, who, what and
 * the note, a tick box to pick two to compare, and Restore for those who
 * may edit the item.
 */
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentRevision, RevisionAction } from '@/types/publishing';
import { REVISION_PAGE_SIZE, type Revisions } from './use-revisions';

const ACTION_COLORS: Record<RevisionAction, string> = {
  create: 'cyan',
  save: 'default',
  remove: 'volcano',
  submit: 'blue',
  withdraw: 'default',
  reject: 'orange',
  publish: 'green',
  unpublish: 'red',
  discard: 'default',
  restore: 'purple',
};

export interface RevisionTableProps {
  revisions: Revisions;
  /** The ticked revisions' ids (two at most). */
  selected: number[];
  onSelect: (ids: number[], rows: ContentRevision[]) => void;
  /** Restore offered when set (the user may edit the item). */
  onRestore?: (revision: ContentRevision) => void;
}

export function RevisionTable({
  revisions,
  selected,
  onSelect,
  onRestore,
}: RevisionTableProps) {
  const { t } = useTranslation('publishing-history');
  const columns: TableColumnsType<ContentRevision> = [
    {
      key: 'time',
      title: t('history.time'),
      dataIndex: 'createTime',
      width: 170,
    },
    { key: 'who', title: t('history.who'), dataIndex: 'createBy', width: 110 },
    {
      key: 'action',
      title: t('history.action'),
      width: 150,
      render: (_, row) => (
        <Tag color={ACTION_COLORS[row.action]}>
          {t(`actions.${row.action}`, { defaultValue: row.action })}
        </Tag>
      ),
    },
    {
      key: 'note',
      title: t('history.note'),
      dataIndex: 'note',
      ellipsis: { showTitle: true },
    },
  ];
  if (onRestore) {
    columns.push({
      key: 'restore',
      title: t('crud:actions'),
      width: 90,
      align: 'center',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          aria-label={t('history.restoreLabel', { id: row.revisionId })}
          onClick={() => onRestore(row)}
        >
          {t('history.restore')}
        </Button>
      ),
    });
  }

  return (
    <Table<ContentRevision>
      size="small"
      rowKey="revisionId"
      columns={columns}
      dataSource={revisions.rows}
      loading={revisions.loading}
      locale={{ emptyText: t('history.empty') }}
      scroll={{ x: 620 }}
      rowSelection={{
        hideSelectAll: true,
        preserveSelectedRowKeys: true,
        selectedRowKeys: selected,
        onChange: (keys, rows) => onSelect(keys.map(Number), rows),
        getCheckboxProps: (row) => ({
          disabled: selected.length >= 2 && !selected.includes(row.revisionId),
          'aria-label': t('history.selectLabel', { id: row.revisionId }),
        }),
      }}
      pagination={{
        current: revisions.pageNum,
        pageSize: REVISION_PAGE_SIZE,
        total: revisions.total,
        size: 'small',
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: revisions.setPage,
      }}
    />
  );
}
