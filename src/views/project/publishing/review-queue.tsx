/**
 * The review queue: drafts submitted for review, newest first. Opening one
 * shows its drawer (compare, publish, add to a release, send back).
 */
import { useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { listReview } from '@/api/project/publishing';
import { ScreenHelp } from '@/components/list-screen';
import { Pagination } from '@/components/pagination';
import { useTableQuery } from '@/hooks/use-table-query';
import type { ReviewEntry, ReviewQuery } from '@/types/release';
import { ReviewDrawer } from './review-drawer';

export function ReviewQueue() {
  const { t } = useTranslation('project-publishing');
  const table = useTableQuery<ReviewQuery, ReviewEntry>({ fetch: listReview });
  const [open, setOpen] = useState<ReviewEntry | null>(null);
  const f = (key: string) => t(`review.fields.${key}`);

  const columns: TableColumnsType<ReviewEntry> = [
    {
      title: f('kind'),
      dataIndex: 'kind',
      width: 150,
      render: (kind: string) => t(`kinds.${kind}`),
    },
    {
      title: f('title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <>
          {title}
          {row.action === 'unpublish' && (
            <Tag color="red" className="publishing__tag">
              {t('review.unpublish')}
            </Tag>
          )}
        </>
      ),
    },
    { title: f('navName'), dataIndex: 'navName', width: 160 },
    { title: f('submittedBy'), dataIndex: 'submittedBy', width: 130 },
    { title: f('submittedTime'), dataIndex: 'submittedTime', width: 170 },
    { title: f('submitNote'), dataIndex: 'submitNote', ellipsis: true },
    {
      title: t('crud:actions'),
      key: 'actions',
      width: 110,
      align: 'center',
      render: (_v, row) => (
        <Button
          type="link"
          size="small"
          aria-label={`${t('review.open')} ${row.title}`}
          onClick={() => setOpen(row)}
        >
          {t('review.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <ScreenHelp text={t('review.help')} />
      <Table<ReviewEntry>
        rowKey={(row) => `${row.kind}:${row.itemId}`}
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText: t('review.empty') }}
      />
      <Pagination {...table.pagination} />
      <ReviewDrawer
        entry={open}
        onClose={() => setOpen(null)}
        onDone={() => {
          setOpen(null);
          void table.load();
        }}
      />
    </>
  );
}
