/** Every field of one job log row, read-only, with the error of a failed run. */
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysJobLog } from '@/api/monitor/job-log';
import { DictTag } from '@/components/dict-tag';
import type { DictOption } from '@/types/system';

export interface JobLogDetailProps {
  log?: SysJobLog;
  groupOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
}

export function JobLogDetail({
  log,
  groupOptions,
  statusOptions,
  onClose,
}: JobLogDetailProps) {
  const { t } = useTranslation('monitor-job');
  const f = (k: string) => t(`fields.${k}`);
  return (
    <Modal
      open={!!log}
      title={t('logDetailTitle')}
      onCancel={onClose}
      footer={null}
      width={760}
    >
      {log && (
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label={f('jobLogId')}>
            {log.jobLogId}
          </Descriptions.Item>
          <Descriptions.Item label={f('jobGroup')}>
            <DictTag options={groupOptions} value={log.jobGroup} />
          </Descriptions.Item>
          <Descriptions.Item label={f('jobName')}>
            {log.jobName}
          </Descriptions.Item>
          <Descriptions.Item label={f('runStatus')}>
            <DictTag options={statusOptions} value={log.status} />
          </Descriptions.Item>
          <Descriptions.Item label={f('startTime')}>
            {log.startTime}
          </Descriptions.Item>
          <Descriptions.Item label={f('stopTime')}>
            {log.stopTime}
          </Descriptions.Item>
          <Descriptions.Item label={f('invokeTarget')} span={2}>
            <code>{log.invokeTarget}</code>
          </Descriptions.Item>
          <Descriptions.Item label={f('jobMessage')} span={2}>
            {log.jobMessage}
          </Descriptions.Item>
          {log.status !== '0' && (
            <Descriptions.Item label={f('exceptionInfo')} span={2}>
              <pre
                className="job-log-detail__text job-log-detail__error"
                aria-label={f('exceptionInfo')}
              >
                {log.exceptionInfo}
              </pre>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}
