/** Add / edit a dictionary type. Server messages (taken type, stale edits) keep it open. */
import { useEffect, useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { addType, updateType } from '@/api/system/dict/type';
import { feedback } from '@/lib/feedback';
import type { SysDictType } from '@/types/dict';
import type { DictOption } from '@/types/system';

export interface TypeDialogProps {
  open: boolean;
  /** The type being edited; undefined = add. */
  record?: SysDictType;
  statusOptions: readonly DictOption[];
  onClose: () => void;
  /** After a save, with the type code before and after it. */
  onSaved: (before: string | undefined, after: string) => void;
}

const EMPTY: SysDictType = {
  dictName: '',
  dictType: '',
  status: '0',
  remark: '',
};

/** `sys_user_sex`: a letter, then lower-case letters, digits, underscores. */
const TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;

export function TypeDialog({
  open,
  record,
  statusOptions,
  onClose,
  onSaved,
}: TypeDialogProps) {
  const { t } = useTranslation(['system-dict', 'crud']);
  const [form] = Form.useForm<SysDictType>();
  const [saving, setSaving] = useState(false);
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
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const data = { ...record, ...values, dictType: values.dictType.trim() };
    setSaving(true);
    try {
      if (record?.dictId !== undefined) {
        await updateType(data);
        feedback.success(t('crud:editSuccess'));
      } else {
        await addType(data);
        feedback.success(t('crud:addSuccess'));
      }
      onSaved(record?.dictType, data.dictType);
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
      width={520}
    >
      <Form
        form={form}
        labelCol={{ flex: '130px' }}
        labelWrap
        className="crud-form"
      >
        <Form.Item
          name="dictName"
          label={f('dictName')}
          rules={[required('dictName'), { max: 100 }]}
        >
          <Input
            placeholder={t('crud:enter', { field: f('dictName') })}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item
          name="dictType"
          label={f('dictType')}
          rules={[
            required('dictType'),
            { max: 100 },
            { pattern: TYPE_PATTERN, message: t('typeInvalid') },
          ]}
        >
          <Input
            placeholder={t('crud:enter', { field: f('dictType') })}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item name="status" label={f('status')}>
          <Radio.Group
            options={statusOptions.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
          />
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
