/** The cache names and the picked name's keys, each row with its clear button. */
import { Button, Empty, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SysCache } from '@/api/monitor/cache';
import type { CacheList } from './use-cache-list';

const HEIGHT = 'calc(100vh - 260px)';

function useListTexts() {
  const { t } = useTranslation('monitor-cache');
  return (k: string) => t(`list.${k}`);
}

/** The row number and, last, a clear button named for the row. */
function useFrame<T>(
  name: (row: T) => string,
  clear: (row: T) => void,
): [TableColumnsType<T>[number], TableColumnsType<T>[number]] {
  const l = useListTexts();
  return [
    { title: l('index'), key: 'i', width: 48, render: (_v, _r, i) => i + 1 },
    {
      title: l('actions'),
      key: 'a',
      width: 80,
      align: 'center',
      render: (_v, row) => (
        <Tooltip title={l('clear')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${l('clear')} ${name(row)}`}
            onClick={(e) => {
              e.stopPropagation();
              clear(row);
            }}
          />
        </Tooltip>
      ),
    },
  ];
}

export function CacheNames({ cache }: { cache: CacheList }) {
  const l = useListTexts();
  const [index, clear] = useFrame<SysCache>(
    (r) => r.cacheName,
    (r) => void cache.clearName(r.cacheName),
  );
  return (
    <Table<SysCache>
      rowKey="cacheName"
      size="small"
      loading={cache.loading.names}
      dataSource={cache.names}
      pagination={false}
      scroll={{ y: HEIGHT }}
      rowClassName={(r) => (r.cacheName === cache.name ? 'is-picked' : '')}
      onRow={(r) => ({ onClick: () => cache.pickName(r.cacheName) })}
      columns={[
        index,
        {
          title: l('cacheName'),
          dataIndex: 'cacheName',
          width: 130,
          className: 'cache-list__nowrap',
        },
        { title: l('remark'), dataIndex: 'remark' },
        clear,
      ]}
    />
  );
}

export function CacheKeys({ cache }: { cache: CacheList }) {
  const l = useListTexts();
  const { name } = cache;
  const [index, clear] = useFrame<{ key: string }>(
    (r) => r.key,
    (r) => void cache.clearKey(r.key),
  );
  return (
    <Table<{ key: string }>
      rowKey="key"
      size="small"
      loading={cache.loading.keys}
      dataSource={cache.keys.map((key) => ({ key }))}
      pagination={false}
      scroll={{ y: HEIGHT }}
      locale={{
        emptyText: <Empty description={name ? undefined : l('pickName')} />,
      }}
      rowClassName={(r) => (cache.pickedKey === r.key ? 'is-picked' : '')}
      onRow={(r) => ({ onClick: () => void cache.pickKey(r.key) })}
      columns={[
        index,
        {
          title: l('cacheKey'),
          dataIndex: 'key',
          ellipsis: true,
          // the key without its cache name
          render: (k: string) => (name ? k.slice(name.length) : k),
        },
        clear,
      ]}
    />
  );
}
