/**
 * Releases: drafts that go live together at one time. A release is edited
 * while open or scheduled; scheduling hands it to the scheduler, cancelling
 * sends its drafts back to the review queue.
 */
import { useState } from 'react';
import { Button, Table } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import {
  cancelRelease,
  delRelease,
  getRelease,
  listRelease,
  scheduleRelease,
} from '@/api/project/release';
import {
  confirmAndRun,
  RowActions,
  useDialog,
  type RowAction,
} from '@/components/crud';
import { ScreenHelp } from '@/components/list-screen';
import { Pagination } from '@/components/pagination';
import { useTableQuery } from '@/hooks/use-table-query';
import type { Release, ReleaseDetail, ReleaseQuery } from '@/types/release';
import { releaseColumns } from './release-columns';
import { ReleaseDialog } from './release-dialog';
import { DEFAULT_SITE_ZONE } from './site-time';

const EDITABLE = ['open', 'scheduled'];
const DELETABLE = ['open', 'cancelled', 'done', 'failed'];

export function ReleasesTab() {
  const { t } = useTranslation(['project-publishing', 'crud']);
  const [zone, setZone] = useState(DEFAULT_SITE_ZONE);
  const table = useTableQuery<ReleaseQuery, Release>({
    fetch: async (query) => {
      const res = await listRelease(query);
      if (res.timeZone) setZone(res.timeZone);
      return res;
    },
  });
  const dialog = useDialog<ReleaseDetail>();
  const reload = () => table.load();

  const edit = async (row: Release) => {
    const res = await getRelease(row.releaseId);
    if (res.data) dialog.show(res.data);
  };
  const ask = (question: string, run: () => Promise<unknown>, done: string) =>
    void confirmAndRun({
      content: question,
      run,
      success: done,
      after: reload,
    });
  const what = (row: Release) => ({
    name: row.releaseName,
    time: row.publishAt,
    zone,
  });

  const actions = (row: Release) => {
    const list: RowAction[] = [];
    if (EDITABLE.includes(row.status))
      list.push({
        key: 'edit',
        label: t('release.edit'),
        onClick: () => void edit(row).catch(() => undefined),
      });
    if (row.status === 'open')
      list.push({
        key: 'schedule',
        label: t('release.schedule'),
        onClick: () =>
          ask(
            t('release.confirmSchedule', what(row)),
            () => scheduleRelease(row.releaseId),
            t('release.scheduled'),
          ),
      });
    if (EDITABLE.includes(row.status))
      list.push({
        key: 'cancel',
        label: t('release.cancel'),
        danger: true,
        onClick: () =>
          ask(
            t('release.confirmCancel', what(row)),
            () => cancelRelease(row.releaseId),
            t('release.cancelled'),
          ),
      });
    if (DELETABLE.includes(row.status))
      list.push({
        key: 'delete',
        label: t('release.delete'),
        danger: true,
        onClick: () =>
          ask(
            t('release.confirmDelete', what(row)),
            () => delRelease(row.releaseId),
            t('crud:deleteSuccess'),
          ),
      });
    return <RowActions actions={list} name={row.releaseName} />;
  };

  return (
    <>
      <ScreenHelp text={t('release.help')} />
      <div className="publishing__toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => dialog.show()}
        >
          {t('release.add')}
        </Button>
      </div>
      <Table<Release>
        rowKey="releaseId"
        size="middle"
        loading={table.loading}
        columns={releaseColumns(t, zone, actions)}
        dataSource={table.rows}
        pagination={false}
        scroll={{ x: 1380 }}
        locale={{ emptyText: t('release.empty') }}
      />
      <Pagination {...table.pagination} />
      <ReleaseDialog
        open={dialog.open}
        release={dialog.record}
        zone={zone}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
    </>
  );
}
