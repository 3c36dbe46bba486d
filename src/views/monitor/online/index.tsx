/**
 * Online users (`/monitor/online`): every live session with search by address
 * and account, paged here (the server answers them all), and force logout after
 * a confirm. The signed-in user's own session is marked and cannot be forced
 * out from this list (the user menu's Log out does that).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Button,
  Form,
  Input,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { CopyText } from '@/components/copy-text';
import { useTranslation } from 'react-i18next';
import {
  forceLogout,
  list,
  type OnlineQuery,
  type SysUserOnline,
} from '@/api/monitor/online';
import {
  confirmAndRun,
  RowActions,
  SearchForm,
  TableToolbar,
} from '@/components/crud';
import { Pagination, PAGINATION_DEFAULTS } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { usePermission } from '@/hooks/use-permission';
import { parseTime } from '@/utils/format';
import { currentTokenId } from './current-token';

const PERM = 'monitor:online:forceLogout';

export default function OnlinePage() {
  const { t } = useTranslation(['monitor-online', 'crud']);
  const { hasPermi } = usePermission();
  const [query, setQuery] = useState<OnlineQuery>({});
  const [rows, setRows] = useState<SysUserOnline[]>([]);
  const [loading, setLoading] = useState(true);
  const [showSearch, setShowSearch] = useState(true);
  const [page, setPage] = useState({
    page: 1,
    limit: PAGINATION_DEFAULTS.limit as number,
  });
  const own = useMemo(() => currentTokenId(), []);
  const f = (k: string) => t(`fields.${k}`);

  const load = useCallback(async (q: OnlineQuery) => {
    setLoading(true);
    try {
      setRows((await list(q)).rows ?? []);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => void load({}), [load]);

  const search = (q: OnlineQuery = query) => {
    setPage((p) => ({ ...p, page: 1 }));
    return load(q);
  };
  const reset = () => {
    setQuery({});
    return search({});
  };

  const forceOut = (row: SysUserOnline) =>
    confirmAndRun({
      content: t('confirmForceLogout', {
        name: row.userName,
        ip: row.ipaddr,
      }),
      run: () => forceLogout(row.tokenId),
      success: t('forceLogoutSuccess'),
      after: () => load(query),
    });

  const start = (page.page - 1) * page.limit;
  const shown = rows.slice(start, start + page.limit);

  const columns: TableColumnsType<SysUserOnline> = [
    {
      title: t('index'),
      key: 'index',
      align: 'center',
      width: 64,
      render: (_v, _r, i) => start + i + 1,
    },
    {
      title: f('tokenId'),
      dataIndex: 'tokenId',
      align: 'center',
      // the first block tells sessions apart; the whole id on hover and copied
      render: (v: string) => (
        <CopyText value={v} name={f('tokenId')}>
          <span title={v}>{v.slice(0, 8)}</span>
        </CopyText>
      ),
    },
    {
      title: f('userName'),
      dataIndex: 'userName',
      align: 'center',
      render: (v: string, r) => (
        <>
          {v}
          {r.tokenId === own && (
            <Tag color="green" style={{ marginInlineStart: 6 }}>
              {t('current')}
            </Tag>
          )}
        </>
      ),
    },
    { title: f('deptName'), dataIndex: 'deptName', align: 'center' },
    { title: f('ipaddr'), dataIndex: 'ipaddr', align: 'center' },
    { title: f('loginLocation'), dataIndex: 'loginLocation', align: 'center' },
    { title: f('browser'), dataIndex: 'browser', align: 'center' },
    { title: f('os'), dataIndex: 'os', align: 'center' },
    {
      title: f('loginTime'),
      dataIndex: 'loginTime',
      align: 'center',
      width: 170,
      render: (v: number) => parseTime(v),
    },
  ];
  if (hasPermi(PERM)) {
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
                onClick: () => void forceOut(r),
              },
            ]}
          />
        ),
    });
  }

  return (
    <div className="crud-page">
      <SearchForm
        show={showSearch}
        onSearch={() => void search()}
        onReset={() => void reset()}
      >
        <Form.Item label={f('ipaddr')}>
          <Input
            allowClear
            value={query.ipaddr}
            placeholder={t('crud:enter', { field: f('ipaddr') })}
            onChange={(e) => setQuery({ ...query, ipaddr: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('userName')}>
          <Input
            allowClear
            value={query.userName}
            placeholder={t('crud:enter', { field: f('userName') })}
            onChange={(e) => setQuery({ ...query, userName: e.target.value })}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[]}
        right={
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void load(query)}
          />
        }
      />

      <Table<SysUserOnline>
        rowKey="tokenId"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={shown}
        pagination={false}
      />
      <Pagination
        total={rows.length}
        page={page.page}
        limit={page.limit}
        onChange={(p, limit) => setPage({ page: p, limit })}
      />
    </div>
  );
}
