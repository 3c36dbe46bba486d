/**
 * Online users (`/monitor/online`): every live session with search by address
 * and account, paged here (the server answers them all), and force logout after
 * a confirm. The signed-in user's own session is marked and cannot be forced
 * out from this list (the user menu's Log out does that).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  forceLogout,
  list,
  type OnlineQuery,
  type SysUserOnline,
} from '@/api/monitor/online';
import { confirmAndRun, SearchForm, TableToolbar } from '@/components/crud';
import { Pagination, PAGINATION_DEFAULTS } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { currentTokenId } from './current-token';
import { useOnlineColumns } from './online-columns';

export default function OnlinePage() {
  const { t } = useTranslation(['monitor-online', 'crud']);
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

  const start = (page.page - 1) * page.limit;
  const columns = useOnlineColumns({
    start,
    own,
    onForceOut: (row) =>
      void confirmAndRun({
        content: t('confirmForceLogout', {
          name: row.userName,
          ip: row.ipaddr,
        }),
        run: () => forceLogout(row.tokenId),
        success: t('forceLogoutSuccess'),
        after: () => load(query),
      }),
  });
  const input = (key: keyof OnlineQuery) => (
    <Form.Item label={f(key)}>
      <Input
        allowClear
        value={query[key]}
        placeholder={t('crud:enter', { field: f(key) })}
        onChange={(e) => setQuery({ ...query, [key]: e.target.value })}
      />
    </Form.Item>
  );

  return (
    <div className="crud-page">
      <SearchForm
        show={showSearch}
        onSearch={() => void search()}
        onReset={() => {
          setQuery({});
          void search({});
        }}
      >
        {input('ipaddr')}
        {input('userName')}
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
        dataSource={rows.slice(start, start + page.limit)}
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
