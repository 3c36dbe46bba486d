/**
 * Preview links: what each shows, who made it, until when, and whether it
 * still opens; a new one for a release, and revoking one.
 */
import { useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { listPreview, revokePreview } from '@/api/project/publishing';
import { confirmAndRun, RowActions } from '@/components/crud';
import { ScreenHelp } from '@/components/list-screen';
import { Pagination } from '@/components/pagination';
import { useTableQuery } from '@/hooks/use-table-query';
import type { PageQuery } from '@/types/api';
import type { CreatedPreview, PreviewLink } from '@/types/release';
import { CreatedLink } from './created-link';
import { PreviewDialog } from './preview-dialog';
import { SiteTime } from './site-time-text';
import { DEFAULT_SITE_ZONE, hasCome } from './site-time';

type LinkState = 'active' | 'expired' | 'revoked';

const STATE_COLORS: Record<LinkState, string> = {
  active: 'success',
  expired: 'default',
  revoked: 'error',
};

function stateOf(row: PreviewLink, zone: string): LinkState {
  if (row.revoked) return 'revoked';
  return hasCome(row.expiresAt, zone) ? 'expired' : 'active';
}

export function PreviewsTab() {
  const { t } = useTranslation(['project-publishing', 'crud']);
  const [zone, setZone] = useState(DEFAULT_SITE_ZONE);
  const table = useTableQuery<PageQuery, PreviewLink>({
    fetch: async (query) => {
      const res = await listPreview(query);
      if (res.timeZone) setZone(res.timeZone);
      return res;
    },
  });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedPreview | null>(null);
  const f = (key: string) => t(`preview.fields.${key}`);

  const what = (row: PreviewLink) =>
    row.releaseId
      ? row.title
        ? t('preview.releaseOf', { name: row.title })
        : t('preview.releaseId', { id: row.releaseId })
      : `${t(`kinds.${row.kind}`)}: ${row.title ?? row.itemId}`;

  const columns: TableColumnsType<PreviewLink> = [
    { title: f('what'), key: 'what', render: (_v, row) => what(row) },
    { title: f('createBy'), dataIndex: 'createBy', width: 130 },
    {
      title: f('expiresAt'),
      dataIndex: 'expiresAt',
      width: 250,
      render: (value: string) => <SiteTime value={value} zone={zone} t={t} />,
    },
    {
      title: f('state'),
      key: 'state',
      width: 110,
      align: 'center',
      render: (_v, row) => {
        const state = stateOf(row, zone);
        return (
          <Tag color={STATE_COLORS[state]}>{t(`preview.state.${state}`)}</Tag>
        );
      },
    },
    {
      title: t('crud:actions'),
      key: 'actions',
      width: 120,
      align: 'center',
      render: (_v, row) =>
        stateOf(row, zone) === 'active' && (
          <RowActions
            name={what(row)}
            actions={[
              {
                key: 'revoke',
                label: t('preview.revoke'),
                danger: true,
                onClick: () =>
                  void confirmAndRun({
                    content: t('preview.confirmRevoke'),
                    run: () => revokePreview(row.previewId),
                    success: t('preview.revoked'),
                    after: () => table.load(),
                  }),
              },
            ]}
          />
        ),
    },
  ];

  return (
    <>
      <ScreenHelp text={t('preview.help')} />
      <div className="publishing__toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
        >
          {t('preview.add')}
        </Button>
      </div>
      <Table<PreviewLink>
        rowKey="previewId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('preview.empty') }}
      />
      <Pagination {...table.pagination} />
      <PreviewDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(link) => {
          setAdding(false);
          setCreated(link);
          void table.load();
        }}
      />
      <CreatedLink link={created} onClose={() => setCreated(null)} />
    </>
  );
}
