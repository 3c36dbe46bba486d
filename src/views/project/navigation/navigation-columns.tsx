/** Columns of the navigation tree table, with the row actions. */
import {
  Button,
  Image,
  Space,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { RowActions, type RowAction } from '@/components/crud';
import { resolveUrl } from '@/components/upload-shared';
import type { ProjectNavigation } from '@/types/navigation';

const TYPE_COLORS: Record<string, string> = {
  '1': 'processing',
  '2': 'success',
  '3': 'warning',
  '4': 'default',
  '5': 'magenta',
};

export interface NavigationColumnsOptions {
  t: TFunction;
  /** Show the actions column at all. */
  withActions: boolean;
  /** Offer the up / down buttons (edit permission). */
  canReorder: boolean;
  /** Whether the row can move up / down among its siblings. */
  canMove: (row: ProjectNavigation, direction: 'up' | 'down') => boolean;
  onEdit: (row: ProjectNavigation) => void;
  onAddChild: (row: ProjectNavigation) => void;
  onMove: (row: ProjectNavigation, direction: 'up' | 'down') => void;
  onDelete: (row: ProjectNavigation) => void;
}

export function navigationColumns(
  o: NavigationColumnsOptions,
): TableColumnsType<ProjectNavigation> {
  const { t } = o;
  const f = (k: string) => t(`fields.${k}`);
  const columns: TableColumnsType<ProjectNavigation> = [
    { title: f('navName'), dataIndex: 'navName', width: 220, fixed: 'left' },
    {
      title: f('orderNum'),
      dataIndex: 'orderNum',
      align: 'center',
      width: 130,
      render: (v: number, row) => (
        <Space size={2}>
          <span className="nav-order">{v}</span>
          {o.canReorder &&
            (['up', 'down'] as const).map((d) => {
              const label = t(d === 'up' ? 'moveUp' : 'moveDown');
              return (
                <Tooltip key={d} title={label}>
                  <Button
                    type="text"
                    size="small"
                    aria-label={`${label} ${row.navName}`}
                    icon={
                      d === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />
                    }
                    disabled={!o.canMove(row, d)}
                    onClick={() => o.onMove(row, d)}
                  />
                </Tooltip>
              );
            })}
        </Space>
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
    {
      title: f('mainName'),
      dataIndex: 'mainName',
      ellipsis: true,
      width: 200,
    },
    { title: f('enName'), dataIndex: 'enName', width: 130 },
    {
      title: f('navType'),
      dataIndex: 'navType',
      align: 'center',
      width: 120,
      render: (v: string) => (
        <Tag color={TYPE_COLORS[v]}>{t(`navTypes.${v}`, v)}</Tag>
      ),
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
      render: (v: string) => (
        <Tag color={v === '1' ? 'success' : 'default'}>
          {t(`showInNavOptions.${v}`, v)}
        </Tag>
      ),
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: string) => (
        <Tag color={v === '0' ? 'processing' : 'error'}>
          {t(`statusOptions.${v}`, v)}
        </Tag>
      ),
    },
    { title: f('link'), dataIndex: 'link', ellipsis: true, width: 180 },
  ];
  if (!o.withActions) return columns;
  columns.push({
    title: t('crud:actions'),
    key: 'actions',
    align: 'center',
    width: 310,
    fixed: 'right',
    render: (_, row) => {
      const actions: RowAction[] = [
        {
          key: 'edit',
          label: t('crud:edit'),
          icon: <EditOutlined />,
          perm: 'project:navigation:edit',
          onClick: () => o.onEdit(row),
        },
        {
          key: 'add',
          label: t('addChild'),
          icon: <PlusOutlined />,
          perm: 'project:navigation:add',
          onClick: () => o.onAddChild(row),
        },
        {
          key: 'delete',
          label: t('crud:delete'),
          icon: <DeleteOutlined />,
          perm: 'project:navigation:remove',
          danger: true,
          onClick: () => o.onDelete(row),
        },
      ];
      return <RowActions name={row.navName} actions={actions} />;
    },
  });
  return columns;
}
