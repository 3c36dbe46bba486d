/**
 * Notices (`/system/notice`): search, paged sortable table, a read-only detail
 * view of the sanitised content, add / edit with the rich-text editor, delete.
 * Users with list/query only (ry) read notices: the write buttons are absent
 * and the server refuses writes.
 */
import { Button } from 'antd';
import { EyeOutlined, TeamOutlined } from '@ant-design/icons';
import { useAnyPermitted, useDialog } from '@/components/crud';
import { ListScreen, useListScreen, type Id } from '@/components/list-screen';
import { usePermission } from '@/hooks/use-permission';
import type { SysNotice } from '@/types/notice';
import { noticeSchema } from './data';
import { NoticeDetail } from './notice-detail';
import { NoticeReaders } from './notice-readers';
import './notice.css';

export default function NoticePage() {
  const screen = useListScreen(noticeSchema);
  const { t, dict } = screen;
  const { hasPermi } = usePermission();
  const detail = useDialog<SysNotice>();
  const readers = useDialog<SysNotice>();
  const canRead = hasPermi('system:notice:query');
  const canWrite = useAnyPermitted([
    'system:notice:edit',
    'system:notice:remove',
  ]);

  const openDetail = async (noticeId?: Id) => {
    detail.show();
    const notice = await screen.fetchRow(noticeId);
    if (notice) detail.show(notice);
    else detail.close();
  };

  return (
    <ListScreen
      screen={screen}
      selectable={canWrite}
      cells={{
        noticeTitle: (row) =>
          canRead ? (
            <Button
              type="link"
              className="notice-title-link"
              onClick={() => void openDetail(row.noticeId)}
            >
              {row.noticeTitle}
            </Button>
          ) : (
            row.noticeTitle
          ),
      }}
      rowActions={(row) => [
        {
          key: 'view',
          label: t('view'),
          icon: <EyeOutlined />,
          perm: 'system:notice:query',
          onClick: () => void openDetail(row.noticeId),
        },
        {
          key: 'readers',
          label: t('readers.action'),
          icon: <TeamOutlined />,
          perm: 'system:notice:list',
          onClick: () => readers.show(row),
        },
      ]}
    >
      <NoticeDetail
        open={detail.open}
        notice={detail.record}
        loading={screen.loadingRow}
        typeOptions={dict.sys_notice_type}
        statusOptions={dict.sys_notice_status}
        onClose={detail.close}
      />
      <NoticeReaders
        notice={readers.open ? readers.record : undefined}
        onClose={readers.close}
      />
    </ListScreen>
  );
}
