/**
 * Every field of one operation log row, read-only: module and type, the
 * request, who made it from where, the handler, request parameters (secrets
 * were masked by the server before storage), the JSON result, status,
 * duration, time and the error when it failed.
 */
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '@/components/copy-text';
import { DictTag } from '@/components/dict-tag';
import type { SysOperLog } from '@/types/monitor-log';
import type { DictOption } from '@/types/system';

export interface OperlogDetailProps {
  log?: SysOperLog;
  typeOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
}

/** JSON text indented for reading; anything else as it is. */
export function prettyJson(text: string): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function OperlogDetail({
  log,
  typeOptions,
  statusOptions,
  onClose,
}: OperlogDetailProps) {
  const { t } = useTranslation('monitor-log');
  const f = (k: string) => t(`operlog.fields.${k}`);
  return (
    <Modal
      open={!!log}
      title={t('operlog.detailTitle')}
      onCancel={onClose}
      footer={null}
      width={860}
    >
      {log && (
        <Descriptions
          bordered
          size="small"
          column={2}
          className="operlog-detail"
          styles={{ label: { width: 130 } }}
        >
          <Descriptions.Item label={f('title')}>
            {log.title}
            {' / '}
            <DictTag options={typeOptions} value={log.businessType} />
          </Descriptions.Item>
          <Descriptions.Item label={f('requestMethod')}>
            {log.requestMethod}
          </Descriptions.Item>
          <Descriptions.Item label={t('operlog.operator')}>
            {[log.operName, log.deptName, log.operIp, log.operLocation]
              .filter(Boolean)
              .join(' / ')}
          </Descriptions.Item>
          <Descriptions.Item label={f('operUrl')}>
            <CopyText value={log.operUrl} name={f('operUrl')} />
          </Descriptions.Item>
          <Descriptions.Item label={f('method')} span={2}>
            {log.method}
          </Descriptions.Item>
          <Descriptions.Item label={f('operParam')} span={2}>
            <pre className="operlog-detail__json" aria-label={f('operParam')}>
              {prettyJson(log.operParam)}
            </pre>
          </Descriptions.Item>
          <Descriptions.Item label={f('jsonResult')} span={2}>
            <pre className="operlog-detail__json" aria-label={f('jsonResult')}>
              {prettyJson(log.jsonResult)}
            </pre>
          </Descriptions.Item>
          <Descriptions.Item label={f('status')}>
            <DictTag options={statusOptions} value={log.status} />
          </Descriptions.Item>
          <Descriptions.Item label={f('costTime')}>
            {t('ms', { n: log.costTime })}
          </Descriptions.Item>
          <Descriptions.Item label={f('operTime')} span={2}>
            {log.operTime}
          </Descriptions.Item>
          {log.status !== 0 && (
            <Descriptions.Item label={f('errorMsg')} span={2}>
              <span className="operlog-detail__error">{log.errorMsg}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}
