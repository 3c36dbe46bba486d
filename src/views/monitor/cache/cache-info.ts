/**
 * The basic figures of the cache monitor as description items: Redis INFO
 * fields, or the in-process store's own under the same names (its version,
 * mode, port and persistence named as such).
 */
import type { DescriptionsProps } from 'antd';
import type { CacheInfo } from '@/api/monitor/cache';

export function infoItems(
  cache: CacheInfo,
  i: (key: string) => string,
): NonNullable<DescriptionsProps['items']> {
  const info = cache.info;
  const yesNo = (v?: string) =>
    v === undefined ? '' : i(v === '0' ? 'no' : 'yes');
  const cpu = info.used_cpu_user ?? info.used_cpu_user_children;
  return [
    [
      'version',
      info.redis_version === 'in-process' ? i('inProcess') : info.redis_version,
    ],
    [
      'mode',
      info.redis_mode === 'standalone'
        ? i('standalone')
        : (info.redis_mode ?? ''),
    ],
    [
      'port',
      !info.tcp_port || info.tcp_port === '0' ? i('none') : info.tcp_port,
    ],
    ['clients', info.connected_clients],
    ['uptime', info.uptime_in_days],
    ['usedMemory', info.used_memory_human],
    ['cpu', cpu === undefined ? '' : Number(cpu).toFixed(2)],
    ['maxMemory', info.maxmemory_human],
    ['aof', yesNo(info.aof_enabled)],
    [
      'rdb',
      info.rdb_last_bgsave_status === 'none'
        ? i('notPersisted')
        : info.rdb_last_bgsave_status,
    ],
    ['keys', String(cache.dbSize)],
    [
      'network',
      `${info.instantaneous_input_kbps}kbps / ${info.instantaneous_output_kbps}kbps`,
    ],
    ['hits', info.keyspace_hits],
    ['misses', info.keyspace_misses],
    ['commands', info.total_commands_processed],
    ['opsPerSec', info.instantaneous_ops_per_sec],
  ].map(([key, value]) => ({ key, label: i(key), children: value ?? '' }));
}
