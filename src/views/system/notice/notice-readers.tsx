/** Who has read a notice (RuoYi 3.9.x `readUsers`): searchable, paged, newest read first. */
import { Input, Modal, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listNoticeReaders } from '@/api/system/notice';
import { Pagination } from '@/components/pagination';
import type { NoticeReader, SysNotice } from '@/types/notice';

export interface NoticeReadersProps {
  /** The notice whose readers show; undefined = closed. */
  notice?: SysNotice;
  onClose: () => void;
}

const PAGE_SIZE = 10;

export function NoticeReaders({ notice, onClose }: NoticeReadersProps) {
  const { t } = useTranslation('system-notice');
  const [rows, setRows] = useState<NoticeReader[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState(false);
  const noticeId = notice?.noticeId;

  const load = useCallback(
    async (pageNum: number, pageSize: number, searchValue: string) => {
      if (noticeId === undefined) return;
      setLoading(true);
      try {
        const res = await listNoticeReaders({
          noticeId,
          pageNum,
          pageSize,
          searchValue: searchValue || undefined,
        });
        setRows(res.rows);
        setTotal(res.total);
        setPage({ pageNum, pageSize });
      } finally {
        setLoading(false);
      }
    },
    [noticeId],
  );

  useEffect(() => {
    setSearch('');
    setRows([]);
    setTotal(0);
    void load(1, PAGE_SIZE, '').catch(() => undefined);
  }, [load]);

  const columns: TableColumnsType<NoticeReader> = [
    { title: t('readers.userName'), dataIndex: 'userName', ellipsis: true },
    { title: t('readers.nickName'), dataIndex: 'nickName', ellipsis: true },
    { title: t('readers.deptName'), dataIndex: 'deptName', ellipsis: true },
    { title: t('readers.phonenumber'), dataIndex: 'phonenumber', width: 130 },
    { title: t('readers.readTime'), dataIndex: 'readTime', width: 170 },
  ];

  return (
    <Modal
      open={notice !== undefined}
      title={t('readers.title', { title: notice?.noticeTitle ?? '' })}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        value={search}
        placeholder={t('readers.search')}
        aria-label={t('readers.search')}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) =>
          void load(1, page.pageSize, value.trim()).catch(() => undefined)
        }
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <Table<NoticeReader>
        rowKey="userId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('readers.empty') }}
      />
      <Pagination
        total={total}
        page={page.pageNum}
        limit={page.pageSize}
        autoScroll={false}
        onChange={(p, l) =>
          void load(p, l, search.trim()).catch(() => undefined)
        }
      />
    </Modal>
  );
}
