/** Add / edit a job. Server refusals (bad target or cron, stale edit) keep it open. */
import { useEffect, useState } from 'react';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  addJob,
  listJobTasks,
  updateJob,
  type JobTask,
  type SysJob,
} from '@/api/monitor/job';
import { EditModal } from '@/components/crud';
import { feedback } from '@/lib/feedback';
import type { DictOption } from '@/types/system';
import { CronInput } from './cron-input';
import { TargetInput } from './target-input';

export interface JobDialogProps {
  open: boolean;
  /** The job being edited (loaded fresh); undefined = add. */
  record?: SysJob;
  groupOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
  /** After a save, with the job sent. */
  onSaved: (job: SysJob) => void;
}

/** RuoYi's form defaults: run immediately on misfire, no concurrent runs. */
const EMPTY: SysJob = {
  jobName: '',
  jobGroup: 'DEFAULT',
  invokeTarget: '',
  cronExpression: '',
  misfirePolicy: '1',
  concurrent: '1',
  status: '0',
};

export function JobDialog({
  open,
  record,
  groupOptions,
  statusOptions,
  onClose,
  onSaved,
}: JobDialogProps) {
  const { t } = useTranslation(['monitor-job', 'crud']);
  const [form] = Form.useForm<SysJob>();
  const [saving, setSaving] = useState(false);
  const [tasks, setTasks] = useState<JobTask[]>([]);
  const f = (k: string) => t(`fields.${k}`);
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, ...record });
    let live = true;
    listJobTasks()
      .then((res) => live && setTasks(res.data ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const job = { ...record, ...values };
      if (record?.jobId !== undefined) {
        await updateJob(job);
        feedback.success(t('crud:editSuccess'));
      } else {
        await addJob(values);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved(job);
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const radios = (values: string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

  return (
    <EditModal
      form={form}
      open={open}
      title={t(record ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('entity'),
      })}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onClose={onClose}
      forceRender
      width={820}
    >
      <Form
        form={form}
        labelCol={{ flex: '140px' }}
        labelWrap
        className="crud-form"
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="jobName"
              label={f('jobName')}
              rules={[required('jobName'), { max: 64 }]}
            >
              <Input
                placeholder={t('crud:enter', { field: f('jobName') })}
                maxLength={64}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="jobGroup"
              label={f('jobGroup')}
              rules={[required('jobGroup')]}
            >
              <Select
                aria-label={f('jobGroup')}
                options={groupOptions.map((o) => ({
                  label: o.label,
                  value: o.value,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="invokeTarget"
          label={f('invokeTarget')}
          rules={[required('invokeTarget'), { max: 500 }]}
          extra={t('target.help')}
        >
          <TargetInput tasks={tasks} />
        </Form.Item>
        <Form.Item
          name="cronExpression"
          label={f('cronExpression')}
          rules={[required('cronExpression'), { max: 255 }]}
        >
          <CronInput />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="status" label={f('status')}>
              <Radio.Group
                options={statusOptions.map((o) => ({
                  label: o.label,
                  value: o.value,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="concurrent" label={f('concurrent')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={radios(['0', '1'], 'concurrent')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="misfirePolicy"
          label={f('misfirePolicy')}
          extra={t('misfireHelp')}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={radios(['0', '1', '2', '3'], 'misfire')}
          />
        </Form.Item>
      </Form>
    </EditModal>
  );
}
