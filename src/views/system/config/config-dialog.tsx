/** Add / edit a parameter. Server messages (taken key, stale edits) keep it open. */
import { useEffect, useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { addConfig, updateConfig } from '@/api/system/config';
import { feedback } from '@/lib/feedback';
import type { DictOption, SysConfig } from '@/types/system';

export interface ConfigDialogProps {
  open: boolean;
  /** The parameter being edited; undefined = add. */
  record?: SysConfig;
  /** sys_yes_no: for the built-in and public flags. */
  typeOptions: readonly DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: SysConfig = {
  configName: '',
  configKey: '',
  configValue: '',
  configType: 'N',
  isPublic: 'N',
  remark: '',
};

export function ConfigDialog({
  open,
  record,
  typeOptions,
  onClose,
  onSaved,
}: ConfigDialogProps) {
  const { t } = useTranslation(['system-config', 'crud']);
  const [form] = Form.useForm<SysConfig>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`fields.${k}`);
  const yesNo = typeOptions.map((o) => ({ label: o.label, value: o.value }));
  const required = (k: string) => ({
    required: true,
    whitespace: true,
    message: t('crud:required', { field: f(k) }),
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, ...record });
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const data = {
      ...record,
      ...values,
      configValue: values.configValue ?? '',
    };
    setSaving(true);
    try {
      if (record?.configId !== undefined) {
        await updateConfig(data);
        feedback.success(t('crud:editSuccess'));
      } else {
        await addConfig(data);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(record ? 'crud:editTitle' : 'crud:addTitle', {
        what: t('entity'),
      })}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={560}
    >
      <Form
        form={form}
        labelCol={{ flex: '130px' }}
        labelWrap
        className="crud-form"
      >
        <Form.Item
          name="configName"
          label={f('configName')}
          rules={[required('configName'), { max: 100 }]}
        >
          <Input
            placeholder={t('crud:enter', { field: f('configName') })}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item
          name="configKey"
          label={f('configKey')}
          rules={[required('configKey'), { max: 100 }]}
        >
          <Input
            placeholder={t('crud:enter', { field: f('configKey') })}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item
          name="configValue"
          label={f('configValue')}
          rules={[{ max: 500 }]}
        >
          <Input.TextArea
            placeholder={t('crud:enter', { field: f('configValue') })}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item name="configType" label={f('configType')}>
          <Radio.Group options={yesNo} />
        </Form.Item>
        <Form.Item
          name="isPublic"
          label={f('isPublic')}
          extra={t('publicHelp')}
        >
          <Radio.Group options={yesNo} />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')}>
          <Input.TextArea
            placeholder={t('crud:enter', { field: f('remark') })}
            maxLength={500}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
