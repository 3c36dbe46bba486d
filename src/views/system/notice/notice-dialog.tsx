/**
 * Add / edit a notice: title, type, status and rich-text content in the
 * self-hosted editor. The server sanitises the HTML before storing it;
 * its messages (markup in the title, stale edits) keep the dialog open.
 */
import { useEffect, useState } from 'react';
import { Col, Form, Input, Modal, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { addNotice, updateNotice } from '@/api/system/notice';
import { Editor } from '@/components/editor';
import { feedback } from '@/lib/feedback';
import type { SysNotice } from '@/types/notice';
import type { DictOption } from '@/types/system';

export interface NoticeDialogProps {
  open: boolean;
  /** The notice being edited (loaded fresh, with content); undefined = add. */
  record?: SysNotice;
  typeOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: SysNotice = {
  noticeTitle: '',
  noticeType: '',
  noticeContent: '',
  status: '0',
};

export function NoticeDialog({
  open,
  record,
  typeOptions,
  statusOptions,
  onClose,
  onSaved,
}: NoticeDialogProps) {
  const { t } = useTranslation(['system-notice', 'crud']);
  const [form] = Form.useForm<SysNotice>();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`fields.${k}`);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...EMPTY, ...record });
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (record?.noticeId !== undefined) {
        await updateNotice({ ...record, ...values });
        feedback.success(t('crud:editSuccess'));
      } else {
        await addNotice(values);
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
      width={820}
    >
      <Form
        form={form}
        labelCol={{ flex: '90px' }}
        className="crud-form notice-form"
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="noticeTitle"
              label={f('noticeTitle')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('crud:required', { field: f('noticeTitle') }),
                },
              ]}
            >
              <Input
                placeholder={t('crud:enter', { field: f('noticeTitle') })}
                maxLength={50}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="noticeType"
              label={f('noticeType')}
              rules={[
                {
                  required: true,
                  message: t('crud:required', { field: f('noticeType') }),
                },
              ]}
            >
              <Select
                aria-label={f('noticeType')}
                placeholder={t('crud:select', { field: f('noticeType') })}
                options={typeOptions.map((o) => ({
                  label: o.label,
                  value: o.value,
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="status" label={f('status')}>
          <Radio.Group
            options={statusOptions.map((o) => ({
              label: o.label,
              value: o.value,
            }))}
          />
        </Form.Item>
        <Form.Item name="noticeContent" label={f('noticeContent')}>
          <Editor height={380} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
