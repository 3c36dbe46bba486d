/** Every field of one job, read-only, with its next fire time. */
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysJob } from '@/api/monitor/job';
import { DictTag } from '@/components/dict-tag';
import type { DictOption } from '@/types/system';

export interface JobDetailProps {
  job?: SysJob;
  groupOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
}

export function JobDetail({
  job,
  groupOptions,
  statusOptions,
  onClose,
}: JobDetailProps) {
  const { t } = useTranslation('monitor-job');
  const f = (k: string) => t(`fields.${k}`);
  return (
    <Modal
      open={!!job}
      title={t('detailTitle')}
      onCancel={onClose}
      footer={null}
      width={760}
    >
      {job && (
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label={f('jobId')}>{job.jobId}</Descriptions.Item>
          <Descriptions.Item label={f('jobGroup')}>
            <DictTag options={groupOptions} value={job.jobGroup} />
          </Descriptions.Item>
          <Descriptions.Item label={f('jobName')}>
            {job.jobName}
          </Descriptions.Item>
          <Descriptions.Item label={f('createTime')}>
            {job.createTime}
          </Descriptions.Item>
          <Descriptions.Item label={f('cronExpression')}>
            <code>{job.cronExpression}</code>
          </Descriptions.Item>
          <Descriptions.Item label={f('nextValidTime')}>
            {job.status === '0' ? job.nextValidTime : t('pausedNoRun')}
          </Descriptions.Item>
          <Descriptions.Item label={f('invokeTarget')} span={2}>
            <code>{job.invokeTarget}</code>
          </Descriptions.Item>
          <Descriptions.Item label={f('status')}>
            <DictTag options={statusOptions} value={job.status} />
          </Descriptions.Item>
          <Descriptions.Item label={f('concurrent')}>
            {t(`concurrent.${job.concurrent}`)}
          </Descriptions.Item>
          <Descriptions.Item label={f('misfirePolicy')} span={2}>
            {t(`misfire.${job.misfirePolicy}`)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
