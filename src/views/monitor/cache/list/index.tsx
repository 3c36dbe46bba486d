/**
 * Cache list (`/monitor/cache/getNames` and the rest): cache names, the keys of
 * the picked name and the picked key's value side by side; clear a name or a
 * key at once, clear everything after a confirm (that signs every user out,
 * this one too).
 */
import { Button, Card, Col, Empty, Row } from 'antd';
import {
  DeleteOutlined,
  DatabaseOutlined,
  KeyOutlined,
  ReloadOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CacheKeys, CacheNames } from './cache-tables';
import { CacheValue } from './cache-value';
import { useCacheList } from './use-cache-list';
import './cache-list.css';

export default function CacheListPage() {
  const { t } = useTranslation('monitor-cache');
  const l = (k: string) => t(`list.${k}`);
  const cache = useCacheList();
  const { name, value } = cache;

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
          extra={refresh(l('refreshNames'), () => void cache.loadNames())}
        >
          <CacheNames cache={cache} />
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
          extra={refresh(l('refreshKeys'), () => void cache.loadKeys(name))}
        >
          <CacheKeys cache={cache} />
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
              onClick={() => void cache.clearAll()}
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
