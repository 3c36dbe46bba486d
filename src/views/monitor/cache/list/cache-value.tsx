/** The picked key of the cache list: name, key, time to live and value (JSON indented). */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysCache } from '@/api/monitor/cache';

function pretty(raw: string): string {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null
      ? JSON.stringify(parsed, null, 2)
      : raw;
  } catch {
    return raw;
  }
}

export function CacheValue({ value }: { value: SysCache }) {
  const { t } = useTranslation('monitor-cache');
  const l = (k: string, o?: Record<string, unknown>) => t(`list.${k}`, o ?? {});
  const ttl =
    value.ttl === undefined
      ? ''
      : value.ttl === -1
        ? l('noExpiry')
        : value.ttl === -2
          ? l('gone')
          : l('seconds', { n: value.ttl });
  return (
    <Form layout="vertical" className="cache-list__value">
      <Form.Item label={l('cacheName')}>
        <Input readOnly value={value.cacheName} />
      </Form.Item>
      <Form.Item label={l('cacheKey')}>
        <Input readOnly value={value.cacheKey} />
      </Form.Item>
      <Form.Item label={l('ttl')}>
        <Input readOnly value={ttl} />
      </Form.Item>
      <Form.Item label={l('cacheValue')}>
        <Input.TextArea
          readOnly
          autoSize={{ minRows: 6, maxRows: 24 }}
          value={pretty(value.cacheValue)}
        />
      </Form.Item>
    </Form>
  );
}
