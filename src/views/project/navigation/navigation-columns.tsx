/**
 * Columns of the navigation tree table: the draft's name under the
 * published one, the publishing state, and the row actions with the
 * "Publishing" menu.
 */
import type { ReactNode } from 'react';
import { Image, Space, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/crud';
import { DraftTitle, PublishStateTag } from '@/components/publishing-actions';
import { resolveUrl } from '@/components/upload-shared';
import type { ProjectNavigation } from '@/types/navigation';
import { OrderCell } from './order-cell';
import type { NavigationState } from './use-navigation';

const TYPE_COLORS: Record<string, string> = {
  '1': 'processing',
  '2': 'success',
  '3': 'warning',
  '4': 'default',
  '5': 'magenta',
};

export interface NavigationColumnsOptions {
  t: TFunction;
  nav: NavigationState;
  /** Show the actions column at all. */
  withActions: boolean;
  /** Offer the up / down buttons (edit permission). */
  canReorder: boolean;
  onEdit: (row: ProjectNavigation) => void;
  onAddChild: (row: ProjectNavigation) => void;
  /** The row's "Publishing" menu. */
  publishingMenu: (row: ProjectNavigation) => ReactNode;
}

export function navigationColumns({
  t,
  nav,
  withActions,
  canReorder,
  onEdit,
  onAddChild,
  publishingMenu,
}: NavigationColumnsOptions): TableColumnsType<ProjectNavigation> {
  const f = (k: string) => t(`fields.${k}`);
  const tag = (color: string | undefined, group: string, v: string) => (
    <Tag color={color}>{t(`${group}.${v}`, v)}</Tag>
  );
  const columns: TableColumnsType<ProjectNavigation> = [
    {
      title: f('navName'),
      dataIndex: 'navName',
      width: 220,
      fixed: 'left',
      render: (v: string, row) => (
        <>
          {v}
          <DraftTitle title={row.draftTitle} />
        </>
      ),
    },
    {
      title: t('publishing-actions:column'),
      dataIndex: 'publishState',
      align: 'center',
      width: 150,
      render: (v: string | undefined, row: ProjectNavigation) => (
        <PublishStateTag state={v} action={row.draftAction} />
      ),
    },
    {
      title: f('orderNum'),
      dataIndex: 'orderNum',
      align: 'center',
      width: 130,
      render: (_, row) => (
        <OrderCell
          t={t}
          row={row}
          canReorder={canReorder}
          canMove={nav.canMove}
          onMove={(r, d) => void nav.move(r, d)}
        />
      ),
    },
    {
      title: f('mainImage'),
      dataIndex: 'mainImage',
      align: 'center',
      width: 90,
      render: (v: string | undefined, row) => {
        const src = v ? resolveUrl(v.split(',')[0]) : '';
        return src ? (
          <Image
            src={src}
            width={48}
            height={32}
            alt={`${f('mainImage')} ${row.navName}`}
          />
        ) : null;
      },
    },
    { title: f('mainName'), dataIndex: 'mainName', ellipsis: true, width: 200 },
    { title: f('enName'), dataIndex: 'enName', width: 130 },
    {
      title: f('navType'),
      dataIndex: 'navType',
      align: 'center',
      width: 120,
      render: (v: string) => tag(TYPE_COLORS[v], 'navTypes', v),
    },
    {
      title: f('recordCategory'),
      dataIndex: 'recordCategory',
      align: 'center',
      width: 130,
      render: (v?: string) => (v ? t(`categories.${v}`, v) : ''),
    },
    {
      title: f('showInNav'),
      dataIndex: 'showInNav',
      align: 'center',
      width: 110,
      render: (v: string) =>
        tag(v === '1' ? 'success' : 'default', 'showInNavOptions', v),
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: string) =>
        tag(v === '0' ? 'processing' : 'error', 'statusOptions', v),
    },
    { title: f('link'), dataIndex: 'link', ellipsis: true, width: 180 },
  ];
  if (!withActions) return columns;
  columns.push({
    title: t('crud:actions'),
    key: 'actions',
    align: 'center',
    width: 400,
    fixed: 'right',
    render: (_, row) => (
      <Space size={0} wrap>
        <RowActions
          name={row.navName}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'project:navigation:edit',
              onClick: () => onEdit(row),
            },
            {
              key: 'add',
              label: t('addChild'),
              icon: <PlusOutlined />,
              perm: 'project:navigation:add',
              onClick: () => onAddChild(row),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'project:navigation:remove',
              danger: true,
              onClick: () => void nav.remove(row),
            },
          ]}
        />
        {publishingMenu(row)}
      </Space>
    ),
  });
  return columns;
}
