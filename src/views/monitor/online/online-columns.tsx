/**
 * Columns of the online users table: the row number across pages, the
 * session id (first block shown, the whole id copied), this browser's own
 * session marked, and Force logout (disabled on the own session).
 */
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SysUserOnline } from '@/api/monitor/online';
import { CopyText } from '@/components/copy-text';
import { RowActions } from '@/components/crud';
import { usePermission } from '@/hooks/use-permission';
import { parseTime } from '@/utils/format';

const PERM = 'monitor:online:forceLogout';

export interface OnlineColumnsProps {
  /** The row number of the page's first row, less one. */
  start: number;
  /** This browser's session id. */
  own?: string;
  onForceOut: (row: SysUserOnline) => void;
}

export function useOnlineColumns({
  start,
  own,
  onForceOut,
}: OnlineColumnsProps): TableColumnsType<SysUserOnline> {
  const { t } = useTranslation(['monitor-online', 'crud']);
  const { hasPermi } = usePermission();
  const f = (k: string) => t(`fields.${k}`);
  const plain = (key: keyof SysUserOnline) => ({
    title: f(key),
    dataIndex: key,
    align: 'center' as const,
  });

  const columns: TableColumnsType<SysUserOnline> = [
    {
      title: t('index'),
      key: 'index',
      align: 'center',
      width: 64,
      render: (_v, _r, i) => start + i + 1,
    },
    {
      ...plain('tokenId'),
      // the first block tells sessions apart; the whole id on hover and copied
      render: (v: string) => (
        <CopyText value={v} name={f('tokenId')}>
          <span title={v}>{v.slice(0, 8)}</span>
        </CopyText>
      ),
    },
    {
      ...plain('userName'),
      render: (v: string, r) => (
        <>
          {v}
          {r.tokenId === own && (
            <Tag
              color="success"
              // antd's success green is 2:1 on its tint; mixed with the text
              // colour it reads (4.5:1), in light mode and dark
              style={{
                marginInlineStart: 6,
                color:
                  'color-mix(in srgb, var(--ant-color-success-text-active) 70%, var(--ant-color-text))',
              }}
            >
              {t('current')}
            </Tag>
          )}
        </>
      ),
    },
    plain('deptName'),
    plain('ipaddr'),
    plain('loginLocation'),
    plain('browser'),
    plain('os'),
    {
      ...plain('loginTime'),
      width: 170,
      render: (v: number) => parseTime(v),
    },
  ];
  if (!hasPermi(PERM)) return columns;
  columns.push({
    title: t('crud:actions'),
    key: 'actions',
    align: 'center',
    width: 130,
    render: (_v, r) =>
      r.tokenId === own ? (
        <Tooltip title={t('currentHint')}>
          <Button
            type="link"
            size="small"
            disabled
            icon={<LogoutOutlined />}
            aria-label={`${t('forceLogout')} ${r.userName} ${r.ipaddr}`}
          >
            {t('forceLogout')}
          </Button>
        </Tooltip>
      ) : (
        <RowActions
          name={`${r.userName} ${r.ipaddr}`}
          actions={[
            {
              key: 'force',
              label: t('forceLogout'),
              icon: <LogoutOutlined />,
              perm: PERM,
              danger: true,
              onClick: () => onForceOut(r),
            },
          ]}
        />
      ),
  });
  return columns;
}
