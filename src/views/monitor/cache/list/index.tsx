/**
 * Cache list (`/monitor/cache/getNames` and the rest): cache names, the keys of
 * the picked name and the picked key's value side by side; clear a name or a
 * key at once, clear everything after a confirm (that signs every user out,
 * this one too).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Empty, Row, Table, Tooltip } from 'antd';
import {
  DeleteOutlined,
  DatabaseOutlined,
  KeyOutlined,
  ReloadOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  clearCacheAll,
  clearCacheKey,
  clearCacheName,
  getCacheValue,
  listCacheKey,
  listCacheName,
  type SysCache,
} from '@/api/monitor/cache';
import { confirmAndRun } from '@/components/crud';
import { feedback } from '@/lib/feedback';
import { CacheValue } from './cache-value';
import './cache-list.css';

const HEIGHT = 'calc(100vh - 260px)';

export default function CacheListPage() {
  const { t } = useTranslation('monitor-cache');
  const l = (k: string, o?: Record<string, unknown>) => t(`list.${k}`, o ?? {});
  const [names, setNames] = useState<SysCache[]>([]);
  const [keys, setKeys] = useState<string[]>([]);
  const [name, setName] = useState<string>();
  const [value, setValue] = useState<SysCache>();
  const [loading, setLoading] = useState({ names: true, keys: false });

  const loadNames = useCallback(async () => {
    setLoading((s) => ({ ...s, names: true }));
    try {
      setNames((await listCacheName()).data ?? []);
    } catch {
      setNames([]);
    } finally {
      setLoading((s) => ({ ...s, names: false }));
    }
  }, []);

  const loadKeys = useCallback(async (cacheName?: string) => {
    if (!cacheName) return;
    setName(cacheName);
    setLoading((s) => ({ ...s, keys: true }));
    try {
      setKeys((await listCacheKey(cacheName)).data ?? []);
    } catch {
      setKeys([]);
    } finally {
      setLoading((s) => ({ ...s, keys: false }));
    }
  }, []);

  useEffect(() => void loadNames(), [loadNames]);

  const pickName = (cacheName: string) => {
    setValue(undefined);
    void loadKeys(cacheName);
  };
  const pickKey = async (key: string) => {
    if (!name) return;
    try {
      setValue((await getCacheValue(name, key)).data);
    } catch {
      setValue(undefined);
    }
  };

  const clearName = async (cacheName: string) => {
    try {
      await clearCacheName(cacheName);
    } catch {
      return; // the request layer has shown why
    }
    feedback.success(l('clearNameSuccess', { name: cacheName }));
    if (cacheName === name) {
      setValue(undefined);
      await loadKeys(cacheName);
    }
  };
  const clearKey = async (key: string) => {
    try {
      await clearCacheKey(key);
    } catch {
      return;
    }
    feedback.success(l('clearKeySuccess', { key }));
    if (value && name && name + value.cacheKey === key) setValue(undefined);
    await loadKeys(name);
  };
  const clearAll = () =>
    confirmAndRun({
      content: l('confirmClearAll'),
      run: clearCacheAll,
      success: l('clearAllSuccess'),
      // every session has ended: the next request asks to sign in again
      after: loadNames,
    });

  const short = (key: string) => (name ? key.slice(name.length) : key);
  const clearButton = (label: string, onClick: () => void) => (
    <Tooltip title={l('clear')}>
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={label}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      />
    </Tooltip>
  );
  const refresh = (label: string, onClick: () => void) => (
    <Button
      type="text"
      size="small"
      icon={<ReloadOutlined />}
      aria-label={label}
      onClick={onClick}
    />
  );

  return (
    <Row gutter={[12, 12]} className="cache-list">
      <Col xs={24} lg={9}>
        <Card
          size="small"
          title={
            <span>
              <DatabaseOutlined /> {l('names')}
            </span>
          }
          extra={refresh(l('refreshNames'), () => void loadNames())}
        >
          <Table<SysCache>
            rowKey="cacheName"
            size="small"
            loading={loading.names}
            dataSource={names}
            pagination={false}
            scroll={{ y: HEIGHT }}
            rowClassName={(r) => (r.cacheName === name ? 'is-picked' : '')}
            onRow={(r) => ({ onClick: () => pickName(r.cacheName) })}
            columns={[
              {
                title: l('index'),
                key: 'i',
                width: 48,
                render: (_v, _r, i) => i + 1,
              },
              {
                title: l('cacheName'),
                dataIndex: 'cacheName',
                width: 130,
                className: 'cache-list__nowrap',
              },
              { title: l('remark'), dataIndex: 'remark' },
              {
                title: l('actions'),
                key: 'a',
                width: 80,
                align: 'center',
                render: (_v, r) =>
                  clearButton(
                    `${l('clear')} ${r.cacheName}`,
                    () => void clearName(r.cacheName),
                  ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={7}>
        <Card
          size="small"
          title={
            <span>
              <KeyOutlined /> {l('keys')}
              {name && <span className="cache-list__name"> {name}</span>}
            </span>
          }
          extra={refresh(l('refreshKeys'), () => void loadKeys(name))}
        >
          <Table<{ key: string }>
            rowKey="key"
            size="small"
            loading={loading.keys}
            dataSource={keys.map((key) => ({ key }))}
            pagination={false}
            scroll={{ y: HEIGHT }}
            locale={{
              emptyText: (
                <Empty description={name ? undefined : l('pickName')} />
              ),
            }}
            rowClassName={(r) =>
              value && name && name + value.cacheKey === r.key
                ? 'is-picked'
                : ''
            }
            onRow={(r) => ({ onClick: () => void pickKey(r.key) })}
            columns={[
              {
                title: l('index'),
                key: 'i',
                width: 48,
                render: (_v, _r, i) => i + 1,
              },
              {
                title: l('cacheKey'),
                dataIndex: 'key',
                ellipsis: true,
                render: (k: string) => short(k),
              },
              {
                title: l('actions'),
                key: 'a',
                width: 80,
                align: 'center',
                render: (_v, r) =>
                  clearButton(
                    `${l('clear')} ${r.key}`,
                    () => void clearKey(r.key),
                  ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card
          size="small"
          title={
            <span>
              <FileTextOutlined /> {l('content')}
            </span>
          }
          extra={
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => void clearAll()}
            >
              {l('clearAll')}
            </Button>
          }
        >
          {value ? (
            <CacheValue value={value} />
          ) : (
            <Empty description={l('pickKey')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
