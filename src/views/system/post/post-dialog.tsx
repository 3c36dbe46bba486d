/** Add / edit a post. Server messages (duplicates, stale edits) keep it open. */
import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { addPost, updatePost } from '@/api/system/post';
import { feedback } from '@/lib/feedback';
import type { SysPost } from '@/types/post';
import type { DictOption } from '@/types/system';

export interface PostDialogProps {
  open: boolean;
  /** The post being edited; undefined = add. */
  record?: SysPost;
  statusOptions: readonly DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: SysPost = {
  postCode: '',
  postName: '',
  postSort: 0,
  status: '0',
  remark: '',
};

export function PostDialog({
  open,
  record,
  statusOptions,
  onClose,
  onSaved,
}: PostDialogProps) {
  const { t } = useTranslation(['system-post', 'crud']);
  const [form] = Form.useForm<SysPost>();
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
    setSaving(true);
    try {
      if (record?.postId !== undefined) {
        await updatePost({ ...record, ...values });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addPost(values);
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
      width={500}
    >
      <Form form={form} labelCol={{ span: 6 }} className="crud-form">
        <Form.Item
          name="postName"
          label={f('postName')}
          rules={[required('postName'), { max: 50 }]}
        >
          <Input
            placeholder={t('crud:enter', { field: f('postName') })}
            maxLength={50}
          />
        </Form.Item>
        <Form.Item
          name="postCode"
          label={f('postCode')}
          rules={[required('postCode'), { max: 64 }]}
        >
          <Input
            placeholder={t('crud:enter', { field: f('postCode') })}
            maxLength={64}
          />
        </Form.Item>
        <Form.Item
          name="postSort"
          label={f('postSort')}
          rules={[
            {
              required: true,
              message: t('crud:required', { field: f('postSort') }),
            },
          ]}
        >
          <InputNumber min={0} precision={0} />
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
